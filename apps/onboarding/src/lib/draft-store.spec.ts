import localforage from 'localforage';
import { createDraftStore } from './draft-store';
import { savedMarker } from './saved-marker';
import { browserStorage } from './storage';

describe('saved progress with rolling backups', () => {
  const store = () => createDraftStore(browserStorage('drafts', localforage.LOCALSTORAGE), savedMarker(window.localStorage));

  it('knows when nothing was ever saved, without opening the database', () => {
    expect(store().mayHaveSaved()).toBe(false);
  });

  it('keeps the newest save and five backups, newest first, across instances (a reload)', async () => {
    const first = store();
    for (let i = 1; i <= 9; i += 1) await first.write(`save ${i}`);
    const reloaded = store();
    expect(reloaded.mayHaveSaved()).toBe(true);
    expect(await reloaded.readNewestFirst()).toEqual(['save 9', 'save 8', 'save 7', 'save 6', 'save 5', 'save 4']);
    await reloaded.write('save 10');
    expect((await store().readNewestFirst())[0]).toBe('save 10');
  });

  it('skips a slot that is not one of ours', async () => {
    const drafts = store();
    await drafts.write('good');
    await browserStorage('drafts', localforage.LOCALSTORAGE).setItem('draft-5', { nonsense: true });
    expect(await store().readNewestFirst()).toEqual(['good']);
  });

  it('clears every save and the marker', async () => {
    const drafts = store();
    await drafts.write('x');
    await drafts.clear();
    expect(await drafts.readNewestFirst()).toEqual([]);
    expect(drafts.mayHaveSaved()).toBe(false);
  });
});
