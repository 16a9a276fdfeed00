import { waitFor } from '@testing-library/react';
import { dealItem, MEMBER } from '../testing/fixtures';
import type { FakeRequest } from '../testing/fake-server';
import { settle, signedInAuth, signedInStore } from '../testing/store';
import { sessionRestored, signedOut } from '../features/auth';
import { dealsQueries } from '../features/deals';
import { readKey } from './conditional-reads';

const { getPortfolio } = dealsQueries.endpoints;
const ACME = dealItem({ name: 'Acme', id: 'r-acme' });
const ETAG = 'W/"portfolio-1"';

/**
 * The read layer asks again conditionally (docs/decisions/0016-unchanged-answers-cost-nothing.md):
 * the last ETag and body of each read are kept for the signed-in member, sent back as If-None-Match,
 * and a 304 is answered with the kept body.
 */
describe('conditional reads in the base query', () => {
  /** The portfolio as the API answers it: a 304 to its current ETag, else the list with that ETag. */
  const portfolio = (request: FakeRequest) => (request.headers['if-none-match'] === ETAG ? { status: 304, headers: { etag: ETAG } } : { body: { success: true, deals: [ACME] }, headers: { etag: ETAG } });
  /** A clock that moves on every read of it, so each call's cache-busting parameter differs. */
  const movingClock = () => {
    let now = 1_800_000_000_000;
    return () => (now += 1000);
  };
  const start = () => signedInStore({ routes: { 'GET /api/deals/portfolio': portfolio }, context: { now: movingClock() } });
  const sentTags = (server: ReturnType<typeof start>['server']) => server.requests.filter((request) => request.path === '/api/deals/portfolio').map((request) => request.headers['if-none-match'] ?? null);
  const readAgain = async (store: ReturnType<typeof start>['store']) => {
    store.dispatch(getPortfolio.initiate(undefined, { forceRefetch: true }));
    await settle();
  };

  it('sends the kept ETag as If-None-Match and answers a 304 with the kept body, whatever the cache-busting parameter', async () => {
    const { store, server } = start();
    await readAgain(store);
    expect(getPortfolio.select()(store.getState()).data).toEqual([ACME]);
    await readAgain(store);
    expect(sentTags(server)).toEqual([null, ETAG]);
    // The server said only "unchanged", with no body: the list shown is the kept one.
    const after = getPortfolio.select()(store.getState());
    expect(after).toMatchObject({ isSuccess: true, isError: false });
    expect(after.data).toEqual([ACME]);
    const urls = server.requests.filter((request) => request.path === '/api/deals/portfolio').map((request) => request.query.get('_'));
    expect(new Set(urls).size).toBe(2);
  });

  it('keeps a new body and ETag when the list has changed', async () => {
    let version = 1;
    const { store, server } = signedInStore({
      routes: {
        'GET /api/deals/portfolio': (request) => {
          const etag = `W/"v${version}"`;
          return request.headers['if-none-match'] === etag ? { status: 304 } : { body: { success: true, deals: version === 1 ? [ACME] : [] }, headers: { etag } };
        },
      },
    });
    await readAgain(store);
    version = 2;
    await readAgain(store);
    expect(getPortfolio.select()(store.getState()).data).toEqual([]);
    await readAgain(store);
    expect(sentTags(server)).toEqual([null, 'W/"v1"', 'W/"v2"']);
    expect(getPortfolio.select()(store.getState()).data).toEqual([]);
  });

  it('forgets every kept answer at sign-out: the next session asks without If-None-Match', async () => {
    const { store, server } = start();
    await readAgain(store);
    store.dispatch(signedOut());
    await settle();
    const user = signedInAuth(MEMBER).user;
    if (!user) throw new Error('the fixture member has a user');
    store.dispatch(sessionRestored(user));
    await readAgain(store);
    await waitFor(() => expect(sentTags(server)).toHaveLength(2));
    expect(sentTags(server)).toEqual([null, null]);
  });

  it('keeps answers for one member only: another member’s read never sends the first one’s ETag', async () => {
    const { store, server } = start();
    await readAgain(store);
    const user = signedInAuth(MEMBER).user;
    if (!user) throw new Error('the fixture member has a user');
    store.dispatch(sessionRestored({ ...user, email: 'bob@example.com', name: 'Bob' }));
    await readAgain(store);
    expect(sentTags(server).at(-1)).toBeNull();
  });

  it.each([
    ['no query', '/api/deals', {}, '/api/deals'],
    ['a fixed order, whatever order the query was written in', '/api/deals', { limit: 50, cursor: 'c1' }, '/api/deals?cursor=c1&limit=50'],
    ['no absent parameter', '/api/deals', { cursor: undefined, limit: 50 }, '/api/deals?limit=50'],
  ] as const)('keys a read by its path and query: %s', (_case, path, query, key) => {
    expect(readKey(path, query)).toBe(key);
  });
});
