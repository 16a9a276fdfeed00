import type { LightMyRequestResponse } from 'fastify';
import { memberWithRoles } from '../../testing/members';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TEST_POSTGRES_URL } from '../../testing/postgres-global-setup';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../testing/postgres-server';
import { signIn } from '../../testing/sign-in';
import { countStatements, seedDeals } from '../review-agent/testing/seed-deals';
import { closeEach } from '../../testing/close-each';

/**
 * The lists the members app reads again and again answer with an ETag made from the response
 * cache's key and the data version (docs/decisions/0016-unchanged-answers-cost-nothing.md): an
 * unchanged list is a 304 without a body, made without building or serialising anything.
 */
describe('conditional list reads', () => {
  let testApp: TestApp;
  let server: PostgresServer | undefined;
  let ada: string;
  let bob: string;
  let network: string;
  let admin: string;

  beforeAll(async () => {
    // A PostgreSQL server of its own: the data version is the cluster's snapshot, which other Jest
    // workers' writes would move between two requests (a 304 expected here would then be a 200).
    if (process.env[TEST_POSTGRES_URL]) server = await startPostgres();
    const database: Record<string, string> = server ? { DATABASE_URL: await server.createDatabase('conditional_lists') } : {};
    // No background job looks for work between two requests of a test (each look could write).
    testApp = await buildTestApp({ ...database, REVIEW_JOB_POLL_MS: '600000' });
    ada = await memberWithRoles(testApp.app, 'ada@example.com', 'member');
    bob = await memberWithRoles(testApp.app, 'bob@example.com', 'member');
    network = await memberWithRoles(testApp.app, 'network@example.com', 'network_member');
    admin = await signIn(testApp.app, 'admin@example.com');
    await seedDeals(testApp.app, { count: 30, memberVotes: 3, ownerEmail: 'founder@example.com' });
    await seedDeals(testApp.app, { count: 2, memberVotes: 0, ownerEmail: 'ada@example.com', newestMinutesAgo: 500 });
    await seedDeals(testApp.app, { count: 2, memberVotes: 0, ownerEmail: 'network@example.com', newestMinutesAgo: 1000 });
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(() =>
    closeEach(
      () => testApp?.close(),
      () => server?.stop(),
    ),
  );

  type Read = { method: 'GET' | 'POST'; url: string };
  const LISTS: Array<[string, Read]> = [
    ['the deal list', { method: 'GET', url: '/api/deals?limit=10' }],
    ['the recent deals', { method: 'GET', url: '/api/deals/recent?limit=5' }],
    ['the submissions', { method: 'GET', url: '/api/deals/submissions' }],
    ['the portfolio', { method: 'GET', url: '/api/deals/portfolio' }],
    ['the previews', { method: 'POST', url: '/api/report/previews' }],
    ['the previews with votes', { method: 'POST', url: '/api/report/previews-with-votes' }],
    ['the report statuses', { method: 'GET', url: '/api/report/statuses' }],
  ];
  const read = ({ method, url }: Read, cookie: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    testApp.app.inject({ method, url, headers: { cookie, ...headers }, ...(method === 'POST' ? { payload: {} } : {}) });
  const etagOf = (response: LightMyRequestResponse) => String(response.headers['etag']);
  const vote = async (cookie: string, choice: 'Yes' | 'No') => {
    const newest = ((await read({ method: 'GET', url: '/api/deals?limit=1' }, ada)).json() as { deals: Array<{ id: string }> }).deals[0];
    const answer = await testApp.app.inject({ method: 'POST', url: `/api/report/${newest?.id}/vote`, headers: { cookie }, payload: { vote: choice, comment: 'A reason' } });
    expect(answer.statusCode).toBe(200);
  };

  it.each(LISTS)('%s: a weak ETag, and whoever keeps the answer checks it each time, privately', async (_name, list) => {
    const answer = await read(list, ada);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['etag']).toMatch(/^W\/"[\w-]{32}"$/);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
  });

  it.each(LISTS)('%s: a matching If-None-Match is a 304 with no body, a stale one the list', async (_name, list) => {
    const first = await read(list, ada);
    const again = await read(list, ada, { 'if-none-match': etagOf(first) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers['etag']).toBe(etagOf(first));
    expect(again.headers['cache-control']).toBe('private, no-cache');
    // Among others, and in the strong form a client may send back.
    expect((await read(list, ada, { 'if-none-match': `"elsewhere", ${etagOf(first).slice(2)}` })).statusCode).toBe(304);
    const stale = await read(list, ada, { 'if-none-match': 'W/"an-older-answer"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('makes the 304 from the key and the data version alone: no list asked of the cache, read or serialised', async () => {
    const deals = { method: 'GET', url: '/api/deals?limit=10' } as const;
    const first = await read(deals, ada);
    const cache = testApp.app.responseCache;
    const current = cache.current.bind(cache);
    const answersAsked: string[] = [];
    const spy = jest.spyOn(cache, 'current').mockImplementation(async (key) => {
      const named = await current(key);
      return { etag: named.etag, answer: (schema, compute) => (answersAsked.push(key), named.answer(schema, compute)) };
    });
    try {
      const { result, statements } = await countStatements(testApp.app, () => read(deals, ada, { 'if-none-match': etagOf(first) }));
      expect(result.statusCode).toBe(304);
      expect(answersAsked).toEqual([]);
      expect(statements.filter((sql) => /from "(reports|report_votes|settings)"/.test(sql))).toEqual([]);
      // The same request without the ETag does ask for the answer: the spy sees what the route does.
      expect((await read(deals, ada)).statusCode).toBe(200);
      expect(answersAsked).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('gives a new ETag once a write changes the list, and the old one no longer matches', async () => {
    const deals = { method: 'GET', url: '/api/deals?limit=10' } as const;
    const before = await read(deals, ada);
    await vote(bob, 'No');
    const after = await read(deals, ada, { 'if-none-match': etagOf(before) });
    expect(after.statusCode).toBe(200);
    expect(etagOf(after)).not.toBe(etagOf(before));
    expect(after.body).not.toBe(before.body);
    expect((await read(deals, ada, { 'if-none-match': etagOf(after) })).statusCode).toBe(304);
  });

  it.each([
    ['the deal list', { method: 'GET', url: '/api/deals?limit=10' }],
    ['the submissions', { method: 'GET', url: '/api/deals/submissions' }],
    ['the portfolio', { method: 'GET', url: '/api/deals/portfolio' }],
    ['the report statuses', { method: 'GET', url: '/api/report/statuses' }],
  ] as Array<[string, Read]>)('never gives two members the same ETag for %s, which carries the caller’s own votes or reports', async (_name, list) => {
    await vote(ada, 'Yes');
    const adas = await read(list, ada);
    const bobs = await read(list, bob);
    expect(etagOf(adas)).not.toBe(etagOf(bobs));
    // Bob's browser sending Ada's ETag (the same browser after a sign-out, say) gets Bob's list.
    const crossed = await read(list, bob, { 'if-none-match': etagOf(adas) });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toBe(bobs.body);
  });

  it('keeps each member’s previews apart (a sealed window shows each their own vote), and a network member’s own deals', async () => {
    const previews = { method: 'POST', url: '/api/report/previews-with-votes' } as const;
    const adas = await read(previews, ada);
    const bobs = await read(previews, bob);
    expect(etagOf(bobs)).not.toBe(etagOf(adas));
    const crossed = await read(previews, bob, { 'if-none-match': etagOf(adas) });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toBe(bobs.body);
    const own = await read(previews, network, { 'if-none-match': etagOf(adas) });
    expect(own.statusCode).toBe(200);
    expect((own.json() as { previews: Array<{ createdBy: string }> }).previews.map((preview) => preview.createdBy)).toEqual(['network@example.com', 'network@example.com']);
  });

  it('refuses before it compares: someone else’s statuses are a 403 even with an ETag, an admin’s read of them has its own', async () => {
    const statuses = { method: 'GET', url: '/api/report/statuses?email=bob@example.com' } as const;
    const byAdmin = await read(statuses, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect((await read(statuses, admin, { 'if-none-match': etagOf(byAdmin) })).statusCode).toBe(304);
    const refused = await read(statuses, ada, { 'if-none-match': etagOf(byAdmin) });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['etag']).toBeUndefined();
  });
});
