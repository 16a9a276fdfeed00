import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresStore, type PostgresStore } from '../../db/postgres-store';
import { startApiProcess, type ApiProcess } from '../../testing/api-processes';
import { closeEach } from '../../testing/close-each';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../testing/postgres-server';
import { waitUntil } from '../../testing/wait-until';
import { createMembersRepository } from '../members/members.repository';
import { startFakeLlm, validAnalystAnswer } from './testing/fake-llm';
import { companySite } from './testing/fixture-decks';
import { chatCompletion, html, startSite } from './testing/loopback-services';

/**
 * Three API instances on one PostgreSQL, 30 reports generated concurrently: each report is done
 * once, each webhook sent once; an instance killed mid-run leaves its jobs to the others. Three
 * real API processes on one database of this spec's own PostgreSQL server (so it runs in both Jest
 * runs), each with a DATA_DIR of its own; the websites, the language model and the webhook
 * receiver are servers on 127.0.0.1.
 */
const REPORTS = 30;
const INSTANCES = 3;
/** Reports one instance generates at once (job-runner.ts): with the language model held, 3 × 2 jobs wait in analysis. */
const SLOTS = 2;
const ANALYSTS = 3;
const LEASE_MS = 3000;
const POLL_MS = 200;

interface Member {
  api: ApiProcess;
  email: string;
  cookie: string;
}

async function call(base: string, method: 'GET' | 'POST', route: string, options: { cookie?: string; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${route}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
}

async function ok(response: Promise<Response>): Promise<Record<string, unknown>> {
  const answer = await response;
  const body = (await answer.json()) as Record<string, unknown>;
  if (answer.status !== 200) throw new Error(`${answer.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Signs a member in on one instance as a person does: the link from the dev outbox, over HTTP. */
async function signInOver(api: ApiProcess, email: string): Promise<string> {
  await ok(call(api.url, 'POST', '/api/auth/magic-link', { body: { email } }));
  const { messages } = (await ok(call(api.url, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`))) as { messages: Array<{ template: string; links: string[] }> };
  const token = new URL(messages.find((message) => message.template === 'sign-in-link')?.links[0] ?? 'http://none/').searchParams.get('token');
  const login = await call(api.url, 'POST', '/api/login', { body: { didToken: token } });
  const cookie = login.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0] ?? '')
    .find((entry) => entry.includes('quorum_session='));
  if (login.status !== 200 || !cookie) throw new Error(`sign-in failed on ${api.url}: ${login.status}`);
  return cookie;
}

/** A dossier with one website, and a report on it with both webhooks, through one instance. */
async function generate(member: Member, siteUrl: string, hookUrl: string): Promise<string> {
  const { api, email, cookie } = member;
  const created = await ok(call(api.url, 'POST', '/api/dossiers', { cookie, body: { userId: email, user: { email } } }));
  const dossierId = (created['dossier'] as { dossierId: string }).dossierId;
  await ok(call(api.url, 'POST', `/api/dossiers/${dossierId}/url`, { cookie, body: { url: siteUrl, email } }));
  const report = await ok(call(api.url, 'POST', '/api/report/create', { cookie, body: { dossierId, userEmail: email, vehicleId: 'quorum-main', webhooks: { onComplete: hookUrl, onError: hookUrl } } }));
  return report['reportId'] as string;
}

describe('three API instances on one PostgreSQL database', () => {
  let server: PostgresServer;
  let db: PostgresStore;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let sites: Awaited<ReturnType<typeof startSite>>;
  let receiver: Awaited<ReturnType<typeof startSite>>;
  const hooks: Array<{ delivery: string; reportId: string; event: string }> = [];
  const apis: ApiProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    server = await startPostgres();
    const url = await server.createDatabase('three_instances');
    llm = await startFakeLlm(validAnalystAnswer);
    // A website of its own per deal, so each report's reading of it can be counted.
    const pages = Array.from({ length: REPORTS }, (_, index) => [`/deal-${index}`, html(companySite(`Deal${index}`, ['We reached $2.4M ARR, growing 18% month over month.']))]);
    sites = await startSite(Object.fromEntries(pages));
    receiver = await startSite({
      '/hook': (request, response, body) => {
        const payload = JSON.parse(body) as { reportId: string; event: string };
        hooks.push({ delivery: String(request.headers['x-quorum-delivery']), reportId: payload.reportId, event: payload.event });
        response.writeHead(200).end();
      },
    });
    // One deployment: one database and one data key, a DATA_DIR per instance.
    const env = {
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '5',
      DATA_KEY: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'admin@example.com',
      LLM_BASE_URL: llm.url('/v1'),
      LLM_API_KEY: 'sk-test',
      QUORUM_TEST_FETCH_ALLOW: `${sites.hostPort},${receiver.hostPort}`,
      REVIEW_JOB_LEASE_MS: String(LEASE_MS),
      REVIEW_JOB_POLL_MS: String(POLL_MS),
    };
    const started = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-instance-'));
        dataDirs.push(dataDir);
        return startApiProcess({ ...env, DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'no-web') });
      }),
    );
    for (const result of started) if (result.status === 'fulfilled') apis.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    db = createPostgresStore({ url, poolSize: 2 });
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(() =>
    closeEach(
      () => Promise.all(apis.map((api) => api.kill('SIGKILL'))),
      () => db?.close(),
      () => Promise.all([llm?.close(), sites?.close(), receiver?.close()]),
      () => server?.stop(),
      () => dataDirs.forEach((dataDir) => rmSync(dataDir, { recursive: true, force: true })),
    ),
  );

  const rows = async <T>(text: string, values: unknown[] = []) => (await db.pool.query(text, values)).rows as T[];

  it('generates 30 reports concurrently, each done once with one email and one webhook, and finishes a killed instance’s jobs elsewhere', async () => {
    const started = Date.now();
    const members: Member[] = [];
    for (const [index, api] of apis.entries()) {
      const email = `member-${index}@example.com`;
      await createMembersRepository(db).create({ email, role: 'member', allRoles: ['member'] }, new Date());
      members.push({ api, email, cookie: await signInOver(api, email) });
    }

    // Every analyst call waits until the test answers it: 3 instances × 2 jobs stay in analysis.
    llm.hold();
    const reportIds = await Promise.all(Array.from({ length: REPORTS }, (_, index) => generate(members[index % INSTANCES] as Member, sites.url(`/deal-${index}`), receiver.url('/hook'))));
    const createdOn = new Map(reportIds.map((reportId, index) => [reportId, apis[index % INSTANCES] as ApiProcess]));
    await waitUntil('every instance to have its jobs in analysis', () => llm.held.length === INSTANCES * SLOTS * ANALYSTS, { everyMs: 50 });

    const leased = await rows<{ owner: string; reportId: string }>('select lease_owner as owner, report_id as "reportId" from review_jobs where lease_owner is not null');
    const victim = apis[1] as ApiProcess;
    const victimJobs = leased.filter((row) => row.owner === victim.instance).map((row) => row.reportId);
    expect(victimJobs).toHaveLength(SLOTS);
    expect(new Set(leased.map((row) => row.owner))).toEqual(new Set(apis.map((api) => api.instance)));

    await victim.kill('SIGKILL'); // a crash mid-analysis: no release, its leases just stop being renewed
    const killedAt = Date.now();
    // The survivors' held calls get their answers; the victim's died with it. From now on the model answers at once.
    const waiting = llm.held.splice(0);
    const prompts = llm.prompts.slice(0, waiting.length); // every call so far was held, in the same order
    waiting.forEach((response, index) => {
      if (response.socket && !response.socket.destroyed) response.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(validAnalystAnswer(prompts[index]?.system ?? '')));
    });
    llm.release();

    const ended = async () => (await rows<{ n: number }>("select count(*)::int as n from reports where status in ('done', 'error')"))[0]?.n === REPORTS;
    await waitUntil('every report to end', ended, { everyMs: 50 });
    const allDoneMs = Date.now() - killedAt;
    const delivered = async () => (await rows<{ n: number }>('select count(*)::int as n from webhook_deliveries where delivered_at is not null'))[0]?.n === REPORTS;
    await waitUntil('every webhook to be delivered', delivered, { everyMs: 50 });
    const lastWebhookMs = Date.now() - started;
    // A second post of any delivery (another instance claiming it) would arrive within a couple of polls and a lease.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS));

    // Done, once each: three agent votes, one report-ready email, one webhook with a delivery id of its own.
    expect(await rows('select status, count(*)::int as n from reports group by status')).toEqual([{ status: 'done', n: REPORTS }]);
    expect(await rows('select report_id from review_jobs')).toEqual([]);
    const votes = await rows<{ reportId: string; n: number }>(`select report_id as "reportId", count(*)::int as n from report_votes where voter_key like 'agent:%' group by report_id`);
    expect(new Map(votes.map((row) => [row.reportId, row.n]))).toEqual(new Map(reportIds.map((id) => [id, ANALYSTS])));
    const emails = await rows<{ link: string }>(`select links->>0 as link from email_outbox where template = 'report-ready'`);
    expect(emails.map((email) => /\/deals\/([^/]+)\/report$/.exec(email.link)?.[1]).sort()).toEqual([...reportIds].sort());
    expect(hooks.map((hook) => hook.reportId).sort()).toEqual([...reportIds].sort());
    expect(hooks.every((hook) => hook.event === 'report.completed')).toBe(true);
    expect(new Set(hooks.map((hook) => hook.delivery)).size).toBe(REPORTS);
    // Each website read once: a job taken over resumed after its saved reading instead of fetching again.
    const reads = reportIds.map((_id, index) => sites.requests.filter((request) => request.url === `/deal-${index}`).length);
    expect(reads).toEqual(reportIds.map(() => 1));

    // Who finished what, from the instances' logs: every report once, none by the killed instance.
    const finishedBy = new Map<string, string[]>();
    for (const api of apis) {
      for (const line of api.logs) if (line.msg === 'report job finished') finishedBy.set(String(line['reportId']), [...(finishedBy.get(String(line['reportId'])) ?? []), api.instance]);
    }
    expect([...finishedBy.keys()].sort()).toEqual([...reportIds].sort());
    expect([...finishedBy.values()].every((finishers) => finishers.length === 1 && finishers[0] !== victim.instance)).toBe(true);
    const takenOver = victimJobs.map((reportId) => apis.flatMap((api) => api.logs).find((line) => line.msg === 'report job finished' && line['reportId'] === reportId));
    expect(takenOver.map((line) => line?.['attempt'])).toEqual(victimJobs.map(() => 2));
    const victimsOwn = reportIds.filter((reportId) => createdOn.get(reportId) === victim);
    expect(victimsOwn.every((reportId) => finishedBy.has(reportId))).toBe(true);

    const label = (instance: string | undefined) => `instance ${apis.findIndex((api) => api.instance === instance) + 1}`;
    const tally = (ids: string[]) => [...new Set(ids.map((id) => label(finishedBy.get(id)?.[0])))].map((name) => `${name} ×${ids.filter((id) => label(finishedBy.get(id)?.[0]) === name).length}`).join(', ');
    console.info(
      [
        `${INSTANCES} instances, ${REPORTS} reports: ${lastWebhookMs} ms from the first sign-in to the last webhook; all done ${allDoneMs} ms after instance 2 was killed`,
        `instance 2 held ${victimJobs.length} jobs mid-analysis when killed; finished by ${tally(victimJobs)}`,
        `the ${victimsOwn.length} reports requested through instance 2: finished by ${tally(victimsOwn)}`,
        `all reports: finished by ${tally(reportIds)}`,
      ].join('\n'),
    );
  }, 90_000);
});
