import { createDeletedReportIds } from './deleted-report-ids';
import { createSubmissionCountCache } from './submission-count-cache';
import { memoryStorage } from '@quorum/testing';

describe('deleted report ids (remembered locally)', () => {
  it('remembers ids across instances and filters any list by them', () => {
    const storage = memoryStorage();
    createDeletedReportIds(storage).remember(['r1', 'r2']);
    const again = createDeletedReportIds(storage);
    expect(again.has('r1')).toBe(true);
    expect(again.has('r3')).toBe(false);
    const list = [{ reportId: 'r1' }, { reportId: 'r3' }, { reportId: 'r2' }];
    expect(again.without(list, (deal) => deal.reportId)).toEqual([{ reportId: 'r3' }]);
  });

  it('shrugs off corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem('quorum.deletedReportIds', '{not json');
    const ids = createDeletedReportIds(storage);
    expect(ids.has('r1')).toBe(false);
    ids.remember(['r1']);
    expect(ids.has('r1')).toBe(true);
  });

  it('keeps the newest 500', () => {
    const ids = createDeletedReportIds(memoryStorage());
    ids.remember(Array.from({ length: 501 }, (_, index) => `r${index}`));
    expect(ids.has('r0')).toBe(false);
    expect(ids.has('r500')).toBe(true);
  });
});

describe('the submission count cache (5 minutes)', () => {
  it('answers for 5 minutes, for the same member only', () => {
    let clock = 0;
    const cache = createSubmissionCountCache(memoryStorage(), () => clock);
    cache.set('Ann@Example.com', 4);
    expect(cache.get('ann@example.com')).toBe(4);
    expect(cache.get('bob@example.com')).toBeNull();
    clock = 5 * 60_000 - 1;
    expect(cache.get('ann@example.com')).toBe(4);
    clock = 5 * 60_000;
    expect(cache.get('ann@example.com')).toBeNull();
  });

  it('is emptied by clear', () => {
    const cache = createSubmissionCountCache(memoryStorage(), () => 0);
    cache.set('a@example.com', 1);
    cache.clear();
    expect(cache.get('a@example.com')).toBeNull();
  });
});
