import fc from 'fast-check';
import {
  countOwnSubmissions,
  recentDealsForMenu,
  shouldPollRecentDeals,
  sortDealsNewestFirst,
} from './recent-deals';

const NOW = Date.parse('2025-01-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const entry = (id: string, minutes: number, status = 'done', votes: unknown[] = []) => ({
  reportId: id,
  createdAt: minutesAgo(minutes),
  status,
  recommendationsAndVotes: votes.map((vote) => ({ vote })),
});

describe('sortDealsNewestFirst', () => {
  it('sorts by createdAt, newest first, undated last', () => {
    const deals = [entry('a', 30), { reportId: 'x', createdAt: 'garbage' }, entry('b', 5), entry('c', 90)];
    expect(sortDealsNewestFirst(deals).map((d) => d.reportId)).toEqual(['b', 'a', 'c', 'x']);
  });

  it('keeps every entry and never throws', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (deals) => {
        expect(sortDealsNewestFirst(deals)).toHaveLength(deals.length);
      }),
    );
  });
});

describe('shouldPollRecentDeals', () => {
  it.each([
    ['the newest is pending', [entry('a', 1, 'processing'), entry('b', 2)], true],
    ['the second newest is pending', [entry('a', 1), entry('b', 2, 'analyzing')], true],
    ['only the third newest is pending', [entry('a', 1), entry('b', 2), entry('c', 3, 'processing')], false],
    ['the newest are decided', [entry('a', 1), entry('b', 2, 'processing', ['No'])], false],
    ['no deals', [], false],
  ])('%s', (_case, deals, expected) => {
    expect(shouldPollRecentDeals(deals)).toBe(expected);
  });
});

describe('recentDealsForMenu', () => {
  const deals = [entry('old', 120), entry('a', 10), entry('b', 20), entry('c', 30), entry('d', 40)];

  it.each([
    ['dropdown: within the hour, up to 3', deals, {}, ['a', 'b', 'c']],
    ['dropdown: nothing recent shows nothing', [entry('old', 120)], {}, []],
    ['mobile: nothing recent falls back to the newest 3', [entry('x', 200), entry('y', 100)], { fallbackToNewest: true }, ['y', 'x']],
    ['a smaller maximum', deals, { max: 1 }, ['a']],
  ] as const)('%s', (_case, list, options, ids) => {
    expect(recentDealsForMenu(list, NOW, options).map((d) => d.reportId)).toEqual(ids);
  });
});

describe('countOwnSubmissions', () => {
  const deals = [{ createdBy: 'ada@acme.io' }, { createdBy: 'ADA@acme.io ' }, { createdBy: 'bob@acme.io' }, {}, null];

  it.each([
    ['ada@acme.io', 2],
    ['bob@acme.io', 1],
    ['', 0],
    [undefined, 0],
  ])('%p created %d of them', (email, count) => {
    expect(countOwnSubmissions(deals, email)).toBe(count);
  });
});
