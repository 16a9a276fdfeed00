import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { Client } from 'pg';
import type { Db } from '../../db/store';
import { readUntil } from '../../testing/wait-until';
import { createMembersRepository } from '../members/members.repository';
import { createDecisionsRepository } from './decisions.repository';
import type { Ballot } from '@quorum/domain';
import { buildTestApp, testClock, type TestApp } from '../../testing/build-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../testing/postgres-server';
import { confirmAdmin, signIn } from '../../testing/sign-in';
import { startLoopbackServer, type LoopbackServer } from '../../lib/safe-fetch/test-servers';
import { seedDeals } from '../review-agent/testing/seed-deals';
import { closeEach } from '../../testing/close-each';

/**
 * The closing job with several instances on one PostgreSQL (a server of this spec's own, so it runs
 * in both Jest runs): every window is decided exactly once however many instances sweep at once,
 * and an instance started after a window closed while none ran decides it at start.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const DEALS = 24;

describe('closing vote windows with several instances', () => {
  let server: PostgresServer;
  let url: string;
  let env: Record<string, string>;
  let a: TestApp;
  let b: TestApp;
  // Real time: the webhook sender signs with it, and the deals are seeded relative to it.
  const clock = testClock(new Date());
  const cookies: Record<string, string> = {};
  /** The network's deal.decided endpoint: a server on 127.0.0.1 that records each event's id. */
  let receiver: LoopbackServer;
  const decidedEvents: string[] = [];

  beforeAll(async () => {
    receiver = await startLoopbackServer((request, response) => {
      request.resume();
      request.on('end', () => {
        decidedEvents.push(String(request.headers['webhook-id']));
        response.writeHead(204).end();
      });
    });
    server = await startPostgres();
    url = await server.createDatabase('closing_job');
    // Sweeps only when a test asks (the ten-minute poll never fires within a test).
    env = { DATABASE_URL: url, DATABASE_POOL_SIZE: '5', DATA_KEY: randomBytes(32).toString('hex'), REVIEW_JOB_POLL_MS: '600000', QUORUM_TEST_FETCH_ALLOW: receiver.hostPort };
    a = await buildTestApp(env, { clock });
    b = await buildTestApp(env, { clock });
    cookies['admin'] = await signIn(a.app, 'admin@example.com');
    const settings = await a.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: cookies['admin'], ...AS_QUORUM_CLIENT }, payload: { approvalThresholdPercent: 50, investmentStrategy: 'Anything.', decisionWebhookUrl: `http://${receiver.hostPort}/decided` } });
    expect(settings.statusCode).toBe(200);
    for (const name of ['ann', 'ben', 'cat']) cookies[name] = await memberWithRoles(a.app, `${name}@example.com`, 'member');
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(() =>
    closeEach(
      () => a?.close(),
      () => b?.close(),
      () => server?.stop(),
      () => receiver?.close(),
    ),
  );

  const post = (testApp: TestApp, who: string, route: string, payload: Record<string, unknown>) => testApp.app.inject({ method: 'POST', url: route, headers: { cookie: cookies[who] ?? '', ...AS_QUORUM_CLIENT }, payload });
  const open = async (ids: readonly string[]) => {
    // The tests move the clock by days: the admin confirms with their passkey again first (the admin pages ask every 12 hours).
    await confirmAdmin(a.app, cookies['admin'] ?? '', 'admin@example.com');
    for (const id of ids) expect((await post(a, 'admin', `/api/admin/deals/${id}/window`, { action: 'open', reason: 'Opened for the test' })).statusCode).toBe(200);
  };
  const decided = async () => {
    const { dealDecisions } = a.app.db.tables;
    return a.app.db.query((q) => q.select({ reportId: dealDecisions.reportId, outcome: dealDecisions.outcome }).from(dealDecisions).where(isNotNull(dealDecisions.decidedAt)));
  };

  it('two instances sweeping at once decide each closed window once, and send its deal.decided event once', async () => {
    const ids = await seedDeals(a.app, { count: DEALS, memberVotes: 0, ownerEmail: 'owner@example.com' });
    await open(ids);
    for (const id of ids.slice(0, DEALS / 2)) for (const who of ['ann', 'ben', 'cat']) await post(b, who, `/api/report/${id}/vote`, { vote: 'Yes' });
    clock.advance(7 * DAY_MS);
    const counts = await Promise.all([a.app.decisions.closeDue('instance-a', 60_000), b.app.decisions.closeDue('instance-b', 60_000), a.app.decisions.closeDue('instance-a2', 60_000)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(DEALS);
    const rows = await decided();
    expect(rows).toHaveLength(DEALS);
    expect(rows.filter((row) => row.outcome === 'approved')).toHaveLength(DEALS / 2);
    expect(rows.filter((row) => row.outcome === 'no-quorum')).toHaveLength(DEALS / 2);
    // Nothing is left for a later sweep.
    expect(await Promise.all([a.app.decisions.closeDue('instance-a', 60_000), b.app.decisions.closeDue('instance-b', 60_000)])).toEqual([0, 0]);
    a.app.reviewAgent.deliverWebhooks();
    b.app.reviewAgent.deliverWebhooks();
    await Promise.all([a.app.reviewAgent.idle(), b.app.reviewAgent.idle()]);
    expect(decidedEvents).toHaveLength(DEALS);
    expect(new Set(decidedEvents).size).toBe(DEALS);
  });

  /**
   * Holds a transaction on instance A that has taken the window's lock and written `change`, until
   * a request on instance B is seen waiting for that lock (pg_stat_activity); then commits. Answers
   * B's response: the gate and the write are one transaction behind the same lock, so B answers as
   * the committed change says. Without that, B checks before the commit and writes (no wait at all).
   */
  const raceAgainstLockedWindow = async (id: string, change: (tx: Db) => Promise<void>, request: () => Promise<LightMyRequestResponse>) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const taken = new Promise<void>((resolve) => (locked = resolve));
    const transaction = a.app.db.transaction(async (tx) => {
      expect(await createDecisionsRepository(tx).lockUndecided(id)).toBe(true);
      await change(tx);
      locked();
      await held;
    });
    await taken;
    const answer = request();
    const waiting = async () => {
      const watcher = new Client({ connectionString: url });
      await watcher.connect();
      try {
        return await readUntil('a request waiting for the window lock', async () => Number((await watcher.query("select count(*) as n from pg_stat_activity where wait_event_type = 'Lock'")).rows[0]?.n ?? 0), (n) => n > 0);
      } finally {
        await watcher.end();
      }
    };
    // The request must wait for the lock: one that answers first went around it.
    const first = await Promise.race([answer.then(() => 'answered' as const), waiting().then(() => 'waiting' as const)]);
    release();
    await transaction;
    expect(first).toBe('waiting');
    return answer;
  };

  it('a vote racing the decision, on another instance, waits for it and is refused: no vote lands after a window is decided', async () => {
    const [id] = (await seedDeals(a.app, { count: 1, memberVotes: 0, ownerEmail: 'owner@example.com' })) as [string];
    await open([id]);
    const { dealDecisions } = a.app.db.tables;
    const answer = await raceAgainstLockedWindow(
      id,
      async (tx) => void (await tx.query((q) => q.update(dealDecisions).set({ decidedAt: clock.now(), outcome: 'passed' }).where(eq(dealDecisions.reportId, id)))),
      () => post(b, 'ann', `/api/report/${id}/vote`, { vote: 'Yes' }),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ success: false, error: 'The vote on this deal has closed' });
    const { reportVotes } = a.app.db.tables;
    expect(await a.app.db.query((q) => q.select().from(reportVotes).where(and(eq(reportVotes.reportId, id), eq(reportVotes.role, 'member'))))).toEqual([]);
  });

  it('a vote racing the voter’s own declared conflict, on another instance, waits for it and is refused', async () => {
    const [id] = (await seedDeals(a.app, { count: 1, memberVotes: 0, ownerEmail: 'owner@example.com' })) as [string];
    await open([id]);
    const ben = await createMembersRepository(a.app.db).findByEmail('ben@example.com');
    const answer = await raceAgainstLockedWindow(
      id,
      async (tx) => void (await createDecisionsRepository(tx).recuse(id, ben?.id ?? '', 'Ben', clock.now())),
      () => post(b, 'ben', `/api/report/${id}/vote`, { vote: 'Yes' }),
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ success: false, error: 'You declared a conflict on this deal' });
  });

  it('an instance started after a window closed while none ran decides it at start', async () => {
    const [id] = (await seedDeals(a.app, { count: 1, memberVotes: 0, ownerEmail: 'owner@example.com' })) as [string];
    await open([id]);
    for (const who of ['ann', 'ben']) await post(a, who, `/api/report/${id}/vote`, { vote: 'No' });
    await post(a, 'cat', `/api/report/${id}/vote`, { vote: 'Yes' });
    await a.close();
    await b.close();
    clock.advance(8 * DAY_MS);
    a = await buildTestApp(env, { clock });
    b = await buildTestApp(env, { clock });
    await a.app.decisions.idle();
    await b.app.decisions.idle();
    const admin = await signIn(a.app, 'admin@example.com');
    const answer = await a.app.inject({ method: 'GET', url: `/api/deals/${id}/ballot`, headers: { cookie: admin } });
    expect((answer.json() as { ballot: Ballot }).ballot.decision).toMatchObject({ outcome: 'passed', label: 'Passed', members: { yes: 1, no: 2 }, closedEarly: false });
  });
});
