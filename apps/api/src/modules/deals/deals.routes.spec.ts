import { memberWithRoles } from '../../testing/members';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { TEST_POSTGRES_URL } from '../../testing/postgres-global-setup';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../testing/postgres-server';
import { latestSignIn, signIn } from '../../testing/sign-in';
import { countStatements, seedDeals } from '../review-agent/testing/seed-deals';
import { closeEach } from '../../testing/close-each';

/**
 * The deal lists (docs/flows/members-shell.md, within the bench's time budgets): keyset pages of 50 over 500 deals
 * and the previews with 23 votes each, in one statement for the reports and one for their votes.
 */
describe('deal lists', () => {
  let testApp: TestApp;
  let server: PostgresServer | undefined;
  let member: string;
  let network: string;

  beforeAll(async () => {
    // In the PostgreSQL run, a server of its own: the data version there is the cluster's
    // transaction snapshot, which other Jest workers' writes on the shared server would move
    // between two requests, and the cache hit below would then be a miss that is not this spec's.
    if (process.env[TEST_POSTGRES_URL]) server = await startPostgres();
    const database: Record<string, string> = server ? { DATABASE_URL: await server.createDatabase('deal_lists') } : {};
    // The statements counted are the request's: the review agent's look for unclaimed jobs and
    // deliveries (every 5 s by default) must not land in a count, so it looks once, at start, only.
    testApp = await buildTestApp({ ...database, REVIEW_JOB_POLL_MS: '600000' });
    member = await memberWithRoles(testApp.app, 'lister@example.com', 'member');
    network = await memberWithRoles(testApp.app, 'network@example.com', 'network_member');
    await seedDeals(testApp.app, { count: 500, memberVotes: 20, ownerEmail: 'submitter@example.com' });
    await seedDeals(testApp.app, { count: 2, memberVotes: 0, ownerEmail: 'network@example.com', newestMinutesAgo: 1000 });
  }, POSTGRES_START_TIMEOUT_MS); // and 11,500 vote rows: a few seconds on PostgreSQL when the machine is busy

  afterAll(() =>
    closeEach(
      () => testApp?.close(),
      () => server?.stop(),
    ),
  );

  const get = (url: string, cookie = member) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

  it('GET /api/deals pages newest first with a cursor, in two statements (plus the session lookup and the data version)', async () => {
    const { result, statements } = await countStatements(testApp.app, () => get('/api/deals?limit=50'));
    const first = result.json() as { deals: Array<Record<string, unknown>>; nextCursor: string };
    expect(first.deals).toHaveLength(50);
    expect(first.deals[0]).toMatchObject({ name: 'Deal 499', createdBy: 'submitter@example.com', tally: { yes: 3 + 14, no: 6 }, myVote: null, effectiveStatus: 'accepted', assets: { faviconAsset: '/api/favicon?domain=deal-499.example' } });
    expect(statements.filter((sql) => /from "(reports|report_votes)"/.test(sql))).toHaveLength(2);
    // Besides the session, the data version and those two: the approval threshold, read at most once per 5 s (settings cache).
    expect(statements.filter((sql) => /from "settings"/.test(sql)).length).toBeLessThanOrEqual(1);
    // The data version: two counters on SQLite (db/data-version.ts), the snapshot on PostgreSQL.
    const dataVersion = /^(pragma data_version|select total_changes\(\))$|pg_current_snapshot/;
    expect(statements.filter((sql) => dataVersion.test(sql))).toHaveLength(server ? 1 : 2);
    expect(statements.filter((sql) => !/from "settings"/.test(sql) && !dataVersion.test(sql))).toEqual([
      expect.stringMatching(/from "sessions"/),
      expect.stringMatching(/from "reports"/),
      expect.stringMatching(/from "report_votes"/),
    ]);
    // The same page again, nothing changed: served from the response cache, identical.
    const again = await countStatements(testApp.app, () => get('/api/deals?limit=50'));
    expect(again.result.body).toBe(result.body);
    expect(again.result.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.statements.filter((sql) => /from "(reports|report_votes|settings)"/.test(sql))).toHaveLength(0);

    const seen = new Set(first.deals.map((deal) => deal['id']));
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const page = (await get(`/api/deals?limit=50&cursor=${cursor}`)).json() as { deals: Array<{ id: string }>; nextCursor: string | null };
      for (const deal of page.deals) seen.add(deal.id);
      cursor = page.nextCursor;
    }
    expect(seen.size).toBe(502);
    expect((await get('/api/deals?cursor=%%%')).statusCode).toBe(400);
    expect((await get('/api/deals?limit=1000')).statusCode).toBe(400);
  });

  it('a member’s own vote shows in the list as myVote, counted in the tally, for that member only (the cached page is made again)', async () => {
    const before = ((await get('/api/deals?limit=1')).json() as { deals: Array<{ id: string; tally: { yes: number; no: number } }> }).deals[0];
    const id = before?.id ?? '';
    const voted = await testApp.app.inject({ method: 'POST', url: `/api/report/${id}/vote`, headers: { cookie: member }, payload: { vote: 'No', comment: 'Too early' } });
    expect(voted.statusCode).toBe(200);
    const mine = ((await get('/api/deals?limit=1')).json() as { deals: Array<{ myVote: string | null; tally: { yes: number; no: number } }> }).deals[0];
    expect(mine).toMatchObject({ myVote: 'No', tally: { yes: before?.tally.yes, no: (before?.tally.no ?? 0) + 1 } });
    const other = await memberWithRoles(testApp.app, 'other-lister@example.com', 'member');
    expect(((await get('/api/deals?limit=1', other)).json() as { deals: Array<{ myVote: string | null }> }).deals[0]?.myVote).toBeNull();
    await testApp.app.inject({ method: 'DELETE', url: `/api/report/${id}/vote`, headers: { cookie: member, ...AS_QUORUM_CLIENT } });
    expect(((await get('/api/deals?limit=1')).json() as { deals: Array<{ myVote: string | null; tally: unknown }> }).deals[0]).toMatchObject({ myVote: null, tally: before?.tally });
  });

  it('POST /api/report/previews-with-votes: 502 deals with their votes in two statements, and a timing', async () => {
    const started = process.hrtime.bigint();
    const { result, statements } = await countStatements(testApp.app, () => testApp.app.inject({ method: 'POST', url: '/api/report/previews-with-votes', headers: { cookie: member }, payload: { email: 'lister@example.com' } }));
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const previews = (result.json() as { previews: Array<{ recommendationsAndVotes: unknown[]; createdBy: string }> }).previews;
    expect(previews).toHaveLength(502);
    expect(previews[0]?.recommendationsAndVotes).toHaveLength(23);
    // The data version and those two; the session was looked up by an earlier request of this
    // member and is cached (docs/flows/sign-in.md); the approval threshold is read at most once per 5 s (settings cache).
    // Background sweeps (notifications, vote windows) may run meanwhile: only this answer's statements are counted.
    expect(statements.filter((sql) => /from "settings"/.test(sql)).length).toBeLessThanOrEqual(1);
    const answers = statements.filter((sql) => /from "(reports|report_votes|sessions|members)"|data_version|pg_current_snapshot/.test(sql));
    expect(answers).toEqual([expect.stringMatching(/data_version|pg_current_snapshot/), expect.stringMatching(/from "reports"/), expect.stringMatching(/from "report_votes"/)]);
    console.log(`previews-with-votes, 502 deals × 23 votes: ${ms.toFixed(1)} ms, ${statements.length} statements`);
  });

  it('network members see only their own deals, and not the member-only lists', async () => {
    const previews = (await testApp.app.inject({ method: 'POST', url: '/api/report/previews', headers: { cookie: network }, payload: {} })).json() as { previews: Array<{ createdBy: string }> };
    expect(previews.previews.map((preview) => preview.createdBy)).toEqual(['network@example.com', 'network@example.com']);
    expect((await get('/api/deals', network)).statusCode).toBe(403);
    expect((await get('/api/deals/portfolio', network)).statusCode).toBe(403);
    const submissions = (await get('/api/deals/submissions', network)).json() as { deals: unknown[] };
    expect(submissions.deals).toHaveLength(2);
    const someoneElses = ((await get('/api/deals?limit=3')).json() as { deals: Array<{ id: string; createdBy: string }> }).deals.find((deal) => deal.createdBy !== 'network@example.com');
    expect((await get(`/api/deals/${someoneElses?.id}`, network)).statusCode).toBe(403);
    expect((await get(`/api/report/${someoneElses?.id}/full-report`, network)).statusCode).toBe(403);
  });

  it('recent deals are the caller’s newest, with votes and effectiveStatus', async () => {
    const recent = (await get('/api/deals/recent?limit=5', network)).json() as { deals: Array<Record<string, unknown>> };
    expect(recent.deals).toHaveLength(2);
    expect(recent.deals[0]).toMatchObject({ name: 'Deal 1', status: 'done', effectiveStatus: 'accepted', recommendationsAndVotes: expect.any(Array) });
    expect((await get('/api/deals/recent?limit=5')).json()).toEqual({ success: true, deals: [] });
  });

  it('the portfolio holds the accepted deals; the admin direct query answers for any ids', async () => {
    const portfolio = (await get('/api/deals/portfolio')).json() as { deals: Array<{ effectiveStatus: string }> };
    expect(portfolio.deals).toHaveLength(502);
    const admin = await signIn(testApp.app, 'admin@example.com');
    const ids = ((await get('/api/deals?limit=2')).json() as { deals: Array<{ id: string }> }).deals.map((deal) => deal.id);
    const query = await testApp.app.inject({ method: 'POST', url: '/api/admin/deals/direct-query', headers: { cookie: admin }, payload: { reportIds: [...ids, 'unknown'] } });
    expect(query.json()).toMatchObject({ success: true, data: [expect.objectContaining({ reportId: ids[0], effectiveStatus: 'accepted', yes: 17, no: 6 }), expect.objectContaining({ reportId: ids[1] })] });
    expect((await testApp.app.inject({ method: 'POST', url: '/api/admin/deals/direct-query', headers: { cookie: member }, payload: { reportIds: ids } })).statusCode).toBe(403);
  });

  it('the admin direct query takes bearer tokens, but never as an admin: a mobile token acts as a member, whoever’s it is', async () => {
    const bearerOf = async (email: string) => {
      await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email } });
      const signInEmail = await latestSignIn(testApp.app, email);
      return (await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: signInEmail?.token } })).json().mobileToken as string;
    };
    const query = (authorization: string) => testApp.app.inject({ method: 'POST', url: '/api/admin/deals/direct-query', headers: { authorization }, payload: { reportIds: ['unknown'] } });
    // No passkey confirms a mobile token: an admin's is refused as a member's is (docs/flows/sign-in.md#admins).
    const asAdmin = await query(`Bearer ${await bearerOf('admin@example.com')}`);
    expect([asAdmin.statusCode, asAdmin.json()]).toEqual([403, { success: false, error: 'You do not have access to this' }]);
    expect((await query(`Bearer ${await bearerOf('submitter@example.com')}`)).statusCode).toBe(403);
    expect((await query('Bearer not-a-token')).statusCode).toBe(401);
    // Routes that did not opt in ignore bearer tokens.
    const profile = await testApp.app.inject({ method: 'GET', url: '/api/member/profile', headers: { authorization: `Bearer ${await bearerOf('admin@example.com')}` } });
    expect(profile.statusCode).toBe(401);
  });
});
