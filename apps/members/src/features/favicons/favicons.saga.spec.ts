import { waitFor } from '@testing-library/react';
import { memoryStorage } from '@quorum/testing';
import { CONSTANTS } from '@quorum/domain';
import { FAVICON_PREFETCH_BATCH, FAVICON_PREFETCH_MAX } from '../../lib/favicon-rules';
import { createAppStore } from '../../app/store';
import { fakeContext } from '../../testing/fake-context';
import { fakeServer, type FakeRoute } from '../../testing/fake-server';
import { settle } from '../../testing/store';
import { faviconFailedToLoad, faviconNeeded, faviconsPrefetchRequested } from './favicons.slice';

/** Waits for what the saga is expected to do, however long the machine takes (never a fixed wait for it). */
const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 10_000 });

const DOMAINS = ['a.com', 'b.com', 'c.com', 'd.com', 'e.com', 'f.com', 'g.com'];

function iconServer(answer: (domain: string) => number) {
  let active = 0;
  let most = 0;
  const route: FakeRoute = async (request) => {
    active += 1;
    most = Math.max(most, active);
    await new Promise((resolve) => setTimeout(resolve, 20));
    active -= 1;
    return { status: answer(request.query.get('domain') ?? ''), headers: { 'content-type': 'image/png' } };
  };
  const server = fakeServer({ 'HEAD /api/favicon': route });
  return { server, mostAtOnce: () => most };
}

describe('the client favicon cache', () => {
  it('prefetches at most 5 icons, 3 at a time', async () => {
    const { server, mostAtOnce } = iconServer(() => 200);
    const store = createAppStore(fakeContext({ server }));
    store.dispatch(faviconsPrefetchRequested({ domains: [...DOMAINS, 'a.com', undefined] }));
    await eventually(() => expect(Object.values(store.getState().favicons.entries).filter((entry) => typeof entry === 'object' && entry.isValid === true)).toHaveLength(FAVICON_PREFETCH_MAX));
    expect(server.count('HEAD /api/favicon')).toBe(FAVICON_PREFETCH_MAX);
    expect(mostAtOnce()).toBe(FAVICON_PREFETCH_BATCH);
    expect(store.getState().favicons.entries['a.com']).toMatchObject({ url: '/api/favicon?domain=a.com', isValid: true });
  });

  it('keeps answers 7 days: a new tab within the week asks again for none', async () => {
    const storage = memoryStorage();
    let clock = 1_000_000;
    const first = iconServer(() => 200);
    const store = createAppStore(fakeContext({ server: first.server, storage, now: () => clock }));
    store.dispatch(faviconNeeded({ domain: 'a.com' }));
    await eventually(() => expect(JSON.parse(storage.getItem('quorum.favicons') ?? '{}')['a.com']).toMatchObject({ isValid: true }));
    clock += CONSTANTS.FAVICON_CACHE_MS - 1;
    const second = iconServer(() => 200);
    const again = createAppStore(fakeContext({ server: second.server, storage, now: () => clock }));
    expect(again.getState().favicons.entries['a.com']).toMatchObject({ isValid: true });
    again.dispatch(faviconNeeded({ domain: 'a.com' }));
    // Nothing should happen: a short wait can only let a wrong request go unseen, never fail a right answer.
    await settle(50);
    expect(second.server.count('HEAD /api/favicon')).toBe(0);

    clock += 1;
    const third = iconServer(() => 200);
    const later = createAppStore(fakeContext({ server: third.server, storage, now: () => clock }));
    later.dispatch(faviconNeeded({ domain: 'a.com' }));
    await eventually(() => expect(third.server.count('HEAD /api/favicon')).toBe(1));
  });

  it('falls back to the default logo for a failed or blocked icon, and remembers it', async () => {
    const storage = memoryStorage();
    const { server } = iconServer((domain) => (domain === 'acme.wixsite.com' ? 404 : 200));
    const store = createAppStore(fakeContext({ server, storage }));
    store.dispatch(faviconNeeded({ domain: 'acme.wixsite.com' }));
    store.dispatch(faviconNeeded({ domain: 'ok.com' }));
    await eventually(() => expect(store.getState().favicons.entries['ok.com']).toMatchObject({ isValid: true }));
    await eventually(() => expect(store.getState().favicons.entries['acme.wixsite.com']).toMatchObject({ isValid: false }));
    // An icon that answered HEAD but then failed to load as an image is remembered as bad too.
    store.dispatch(faviconFailedToLoad({ domain: 'ok.com' }));
    await eventually(() => expect(store.getState().favicons.entries['ok.com']).toMatchObject({ isValid: false }));
    expect(JSON.parse(storage.getItem('quorum.favicons') ?? '{}')['ok.com']).toMatchObject({ isValid: false });
  });

  it('asks once for a domain many icons need at the same time', async () => {
    const { server } = iconServer(() => 200);
    const store = createAppStore(fakeContext({ server }));
    for (let index = 0; index < 4; index += 1) store.dispatch(faviconNeeded({ domain: 'a.com' }));
    store.dispatch(faviconsPrefetchRequested({ domains: ['a.com'] }));
    await eventually(() => expect(store.getState().favicons.entries['a.com']).toMatchObject({ isValid: true }));
    await settle(50);
    expect(server.count('HEAD /api/favicon')).toBe(1);
  });
});
