import { authResponseSchema, systemOverviewResponseSchema, type SystemOverview } from '@quorum/domain';
import { eq, inArray } from 'drizzle-orm';
import { newId } from '../../lib/ids';
import { startLoopbackServer, type LoopbackServer } from '../../lib/safe-fetch/test-servers';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { latestSignIn, signIn, signInByEmail } from '../../testing/sign-in';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { readUntil } from '../../testing/wait-until';
import { createReportsRepository } from '../reports/reports.repository';
import { addReviewJob, createJobsRepository } from '../review-agent/jobs/jobs.repository';
import { seedDeals } from '../review-agent/testing/seed-deals';
import { recordDelivery } from '../review-agent/webhooks/deliveries.repository';
import { NOT_A_URL } from '../review-agent/webhooks/webhook-sender';
import { DELIVERY_RETRIED } from './system.service';

const METRICS_TOKEN = 'system-attacks-metrics-token-0123456789abcdef';

/**
 * The System page (docs/flows/system.md) against those who would misuse it: people it must refuse,
 * hostile receivers and hostile text in the rows it reads, and requests that would hide from its
 * chart. Each test names the row of docs/security/threat-model.md (System page) it stands for.
 */
describe('the System page under attack', () => {
  /**
   * A receiver that answers each delivery with a hostile answer chosen by its path's first segment,
   * each echoing the path it was called at (where a webhook keeps its secret) wherever it can.
   */
  let receiver: LoopbackServer;
  beforeAll(async () => {
    receiver = await startLoopbackServer((request, response) => {
      const url = request.url ?? '/';
      if (url.startsWith('/reason/')) return void response.writeHead(500, `Refused ${url}`).end(`the body names ${url}`);
      if (url.startsWith('/redirect/')) return void response.writeHead(307, { location: `http://elsewhere.invalid${url}` }).end();
      if (url.startsWith('/garbage/')) return void response.socket?.end(`NOT HTTP ${url}\r\n${url}: ${url}\r\n\r\n`);
      if (url.startsWith('/hang-up/')) return void response.socket?.destroy();
      response.writeHead(500).end();
    });
  });
  afterAll(() => receiver.close());
  const testApp = useTestApp(() => ({ QUORUM_TEST_FETCH_ALLOW: receiver.hostPort, WEBHOOK_RETRY_MS: '10', METRICS_TOKEN }));
  const admin = useMemberClient(testApp, 'ops@example.com', 'admin');

  const overview = async (): Promise<SystemOverview> => {
    const response = await admin.call('GET', '/api/admin/system');
    expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'no-store']);
    return systemOverviewResponseSchema.parse(response.json());
  };
  const auditOf = async (deliveryId: string) => {
    const { auditLog } = testApp.app.db.tables;
    return testApp.app.db.query((q) => q.select().from(auditLog).where(eq(auditLog.subjectId, deliveryId)));
  };
  const deliveryRow = async (id: string) => {
    const { webhookDeliveries } = testApp.app.db.tables;
    return testApp.app.db.first((q) => q.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)));
  };
  /** A delivery that failed for good, written as the sender leaves one: out of attempts, given up, no lease. */
  const givenUp = async (reportId: string, fields: { url?: string; lastError?: string | null; event?: string; signer?: string } = {}) => {
    const id = newId();
    const now = testApp.app.clock.now();
    const { webhookDeliveries } = testApp.app.db.tables;
    await testApp.app.db.query((q) =>
      q.insert(webhookDeliveries).values({
        id,
        reportId,
        event: (fields.event ?? 'onComplete') as 'onComplete',
        signer: fields.signer ?? 'network',
        url: fields.url ?? receiver.url('/plain'),
        payload: { event: 'report.completed', reportId },
        attempts: 5,
        lastError: fields.lastError === undefined ? 'HTTP 500' : fields.lastError,
        gaveUpAt: now,
        createdAt: now,
      }),
    );
    return id;
  };

  it('refuses the overview and a retry to a stranger, a member, a network member, the deal’s submitter, an admin not confirmed with a passkey and an admin’s mobile token; the delivery stays failed and nothing is audited', async () => {
    const submitterEmail = 'submitter@example.com';
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: submitterEmail });
    const deliveryId = await givenUp(reportId, { signer: 'member:submitter' });
    const retryUrl = `/api/admin/system/deliveries/${deliveryId}/retry`;

    // The admin's mobile token, from an email sign-in as the mobile app makes one: no passkey confirms it.
    await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 'ops@example.com' } });
    const login = authResponseSchema.parse((await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: (await latestSignIn(testApp.app, 'ops@example.com'))?.token } })).json());
    const mobileToken = login.success ? login.mobileToken : undefined;
    expect(mobileToken).toBeTruthy();

    const callers: Array<[string, Record<string, string>, number]> = [
      ['a stranger', {}, 401],
      ['a member', { cookie: await memberWithRoles(testApp.app, 'plain@example.com', 'member') }, 403],
      ['a network member', { cookie: await memberWithRoles(testApp.app, 'network@example.com', 'network_member') }, 403],
      ['the deal’s submitter', { cookie: await signInByEmail(testApp.app, submitterEmail) }, 403],
      ['an admin not confirmed with a passkey', { cookie: await signInByEmail(testApp.app, 'ops@example.com') }, 403],
      ['an admin’s mobile token', { authorization: `Bearer ${mobileToken}` }, 401],
    ];
    const answered: string[] = [];
    for (const [who, headers, status] of callers) {
      const read = await testApp.app.inject({ method: 'GET', url: '/api/admin/system', headers: { ...AS_QUORUM_CLIENT, ...headers } });
      const retry = await testApp.app.inject({ method: 'POST', url: retryUrl, headers: { ...AS_QUORUM_CLIENT, ...headers } });
      if (read.statusCode !== status || read.body.includes(deliveryId)) answered.push(`${who} read the overview: ${read.statusCode}`);
      if (retry.statusCode !== status) answered.push(`${who} retried: ${retry.statusCode}`);
    }
    expect(answered).toEqual([]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ attempts: 5, gaveUpAt: expect.any(Date), deliveredAt: null });
    expect(await auditOf(deliveryId)).toEqual([]);
  });

  it('refuses a confirmed admin’s retry sent from another site, or by a form no page of ours sends; nothing changes', async () => {
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'forms@example.com' });
    const deliveryId = await givenUp(reportId);
    const cookie = await signIn(testApp.app, 'ops@example.com');
    const url = `/api/admin/system/deliveries/${deliveryId}/retry`;
    const crossSite = await testApp.app.inject({ method: 'POST', url, headers: { ...AS_QUORUM_CLIENT, cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    const form = await testApp.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'x=1' });
    expect([crossSite.statusCode, form.statusCode]).toEqual([403, 403]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ attempts: 5, gaveUpAt: expect.any(Date) });
    expect(await auditOf(deliveryId)).toEqual([]);
  });

  it('answers 409 to a retry of a delivery still owed (another instance sending it): its attempts and lease stay, nothing is audited', async () => {
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'owed@example.com' });
    const id = newId();
    const now = testApp.app.clock.now();
    const { webhookDeliveries } = testApp.app.db.tables;
    const lease = { leaseOwner: 'elsewhere:1:cafe', leaseUntil: new Date(now.getTime() + 600_000) };
    await testApp.app.db.query((q) =>
      q.insert(webhookDeliveries).values({ id, reportId, event: 'onComplete', signer: 'network', url: receiver.url('/plain'), payload: {}, attempts: 3, lastError: 'HTTP 500', createdAt: now, ...lease }),
    );
    const retried = await admin.call('POST', `/api/admin/system/deliveries/${id}/retry`);
    expect(retried.statusCode).toBe(409);
    expect(await deliveryRow(id)).toMatchObject({ attempts: 3, gaveUpAt: null, ...lease });
    expect(await auditOf(id)).toEqual([]);
  });

  it('never brings a webhook’s path, query or credentials to the page or the audit log, whatever the receiver answers (a reason phrase, a redirect, bytes that are not HTTP, a hang-up)', async () => {
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'hooks@example.com' });
    const paths = ['/reason/', '/redirect/', '/garbage/', '/hang-up/'].map((kind, index) => `${kind}services/T0001/hook-secret-${index}?token=query-secret-${index}`);
    const urls = [...paths.map((path) => receiver.url(path)), `http://user:password-secret@${receiver.hostPort}/services/hook-secret-creds`];
    for (const url of urls) await recordDelivery(testApp.app.db, { reportId, event: 'onComplete', url, payload: { event: 'report.completed', reportId }, signer: 'network' }, testApp.app.clock.now());
    testApp.app.reviewAgent.deliverWebhooks();
    const failed = await readUntil('the hostile receivers’ deliveries to fail for good', overview, (read) => read.deliveries.latestFailures.filter((row) => row.reportId === reportId).length === urls.length);
    const ours = failed.deliveries.latestFailures.filter((row) => row.reportId === reportId);
    expect(new Set(ours.map((row) => row.host))).toEqual(new Set([receiver.hostPort]));
    // The receiver did see every path (it was called), so the page's silence is not for want of a request.
    expect(paths.every((path) => receiver.requests.some((request) => request.url === path))).toBe(true);
    const body = (await admin.call('GET', '/api/admin/system')).body;
    for (const secret of ['hook-secret', 'query-secret', 'password-secret', 'services/', 'elsewhere.invalid']) expect(body).not.toContain(secret);

    for (const row of ours) expect((await admin.call('POST', `/api/admin/system/deliveries/${row.id}/retry`)).statusCode).toBe(200);
    const { auditLog } = testApp.app.db.tables;
    const audit = await testApp.app.db.query((q) => q.select().from(auditLog).where(inArray(auditLog.subjectId, ours.map((row) => row.id))));
    expect(audit).toHaveLength(urls.length);
    expect(audit.every((entry) => entry.action === DELIVERY_RETRIED)).toBe(true);
    expect(JSON.stringify(audit)).not.toMatch(/hook-secret|query-secret|password-secret|services\//);
    await testApp.app.reviewAgent.idle();
  });

  it('serves hostile text in the rows it reads as it is, and fails on none: markup and control characters in errors and names, a webhook address that is no URL or has no host, an instance named oddly', async () => {
    const markup = '<img src=x onerror=alert(1)><a href="javascript:alert(2)">[click](https://evil.example)</a>';
    const odd = `\u202e\u0001\u2028"'\\${markup}🙂`;
    const [failedReport = '', hooked = '', leased = ''] = await seedDeals(testApp.app, { count: 3, memberVotes: 0, ownerEmail: 'hostile@example.com', status: 'processing' });
    const { reports } = testApp.app.db.tables;
    await testApp.app.db.query((q) => q.update(reports).set({ name: odd }).where(inArray(reports.id, [failedReport, hooked])));
    const now = testApp.app.clock.now();
    await createReportsRepository(testApp.app.db).end(failedReport, { status: 'error', statusMessage: odd }, now);
    const notUrl = await givenUp(hooked, { url: 'not a url at all /hook-secret-x', lastError: odd });
    const scriptUrl = await givenUp(hooked, { url: 'javascript:alert(1)//hook-secret-y', lastError: null, event: `${odd}constructor` });
    const instance = `${odd}:0:__proto__`;
    await testApp.app.db.transaction(async (tx) => {
      await addReviewJob(tx, leased, {}, now);
      expect(await createJobsRepository(tx, instance).claim(leased, now, new Date(now.getTime() + 600_000))).toBeDefined();
    });

    const read = await overview();
    expect(read.reviews.latestFailures.find((row) => row.reportId === failedReport)).toEqual({ reportId: failedReport, name: odd, error: odd, failedAt: now.toISOString() });
    expect(read.deliveries.latestFailures.find((row) => row.id === notUrl)).toMatchObject({ host: 'invalid', lastError: odd, dealName: odd });
    expect(read.deliveries.latestFailures.find((row) => row.id === scriptUrl)).toMatchObject({ host: '', lastError: null, event: `${odd}constructor` });
    expect(read.instances.find((entry) => entry.instance === instance)).toMatchObject({ current: false, work: [{ kind: 'review-jobs', held: 1 }] });
    expect(JSON.stringify(read)).not.toContain('hook-secret');
  });

  it('shows an error of any length as its first 500 characters: a converter’s or a certificate’s whole text does not make the page heavy', async () => {
    const [failedReport = '', hooked = ''] = await seedDeals(testApp.app, { count: 2, memberVotes: 0, ownerEmail: 'long@example.com', status: 'processing' });
    const long = 'The converter said: '.padEnd(20_000, 'x');
    await createReportsRepository(testApp.app.db).end(failedReport, { status: 'error', statusMessage: long }, testApp.app.clock.now());
    const delivery = await givenUp(hooked, { lastError: long });
    const read = await overview();
    const review = read.reviews.latestFailures.find((row) => row.reportId === failedReport);
    const failed = read.deliveries.latestFailures.find((row) => row.id === delivery);
    for (const text of [review?.error, failed?.lastError]) {
      expect(text).toHaveLength(500);
      expect(text?.startsWith('The converter said: xxx')).toBe(true);
      expect(text?.endsWith('…')).toBe(true);
    }
  });

  it('fails a delivery whose stored address is no URL for good at once, instead of claiming it again at every sweep', async () => {
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'nourl@example.com' });
    await recordDelivery(testApp.app.db, { reportId, event: 'onComplete', url: 'not a url at all', payload: { event: 'report.completed', reportId }, signer: 'network' }, testApp.app.clock.now());
    testApp.app.reviewAgent.deliverWebhooks();
    const read = await readUntil('the delivery to have failed for good', overview, (answer) => answer.deliveries.latestFailures.some((row) => row.reportId === reportId));
    expect(read.deliveries.latestFailures.find((row) => row.reportId === reportId)).toMatchObject({ host: 'invalid', attempts: 5, lastError: NOT_A_URL });
    await testApp.app.reviewAgent.idle();
  });

  it('lists the latest 20 failures of each kind however many there are, with the counts of all', async () => {
    const before = await overview();
    const reportIds = await seedDeals(testApp.app, { count: 30, memberVotes: 0, ownerEmail: 'many@example.com', status: 'processing' });
    const now = testApp.app.clock.now();
    const { reports, webhookDeliveries } = testApp.app.db.tables;
    await testApp.app.db.query((q) => q.update(reports).set({ status: 'error', statusMessage: 'The website could not be read', completedAt: now }).where(inArray(reports.id, reportIds)));
    const rows = Array.from({ length: 600 }, (_, index) => ({
      id: newId(),
      reportId: reportIds[index % reportIds.length] ?? '',
      event: 'onComplete' as const,
      signer: 'network',
      url: receiver.url(`/plain/${index}`),
      payload: {},
      attempts: 5,
      lastError: 'HTTP 500',
      gaveUpAt: now,
      createdAt: now,
    }));
    for (let start = 0; start < rows.length; start += 100) await testApp.app.db.query((q) => q.insert(webhookDeliveries).values(rows.slice(start, start + 100)));

    const response = await admin.call('GET', '/api/admin/system');
    const read = systemOverviewResponseSchema.parse(response.json());
    expect(read.deliveries.failed).toBe(before.deliveries.failed + 600);
    expect(read.reviews.failed).toBe(before.reviews.failed + 30);
    expect([read.deliveries.latestFailures.length, read.reviews.latestFailures.length]).toEqual([20, 20]);
    // The answer stays the size of a page, not of the tables.
    expect(response.body.length).toBeLessThan(64 * 1024);
  });

  it('serves only the fields it declares: what a module reads beyond them (a row’s address, payload, signer or lease; a message’s text) never reaches the answer', async () => {
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'fields@example.com' });
    const deliveryId = await givenUp(reportId, { url: receiver.url('/plain/path-secret'), signer: 'member:signer-secret' });
    const { webhookDeliveries } = testApp.app.db.tables;
    await testApp.app.db.query((q) => q.update(webhookDeliveries).set({ payload: { token: 'payload-secret' } }).where(eq(webhookDeliveries.id, deliveryId)));
    // A module answering more than the page asks of it: the sign-in link of a message with its counts.
    const counts = jest.spyOn(testApp.app.outbox, 'counts').mockResolvedValue({ sent: 1, failed: 0, unsent: 0, link: 'https://quorum.example/login?token=link-secret' } as never);
    try {
      const response = await admin.call('GET', '/api/admin/system');
      expect(response.statusCode).toBe(200);
      for (const secret of ['path-secret', 'signer-secret', 'payload-secret', 'link-secret', 'leaseOwner', 'signer']) expect(response.body).not.toContain(secret);
      const raw: unknown = response.json();
      // Parsing strips what the contract does not declare: an answer equal to its parse declares nothing more.
      expect(raw).toEqual(JSON.parse(JSON.stringify(systemOverviewResponseSchema.parse(raw))));
    } finally {
      counts.mockRestore();
    }
  });

  it('counts every request the probes’ paths are used for but the probes themselves: a refused scrape, a method they do not take and other spellings of their paths stay on the chart', async () => {
    const total = (read: SystemOverview) => read.requests.reduce((sum, minute) => ({ requests: sum.requests + minute.requests, clientErrors: sum.clientErrors + minute.clientErrors }), { requests: 0, clientErrors: 0 });
    const before = total(await overview());
    // The probes as their probers send them: left out.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(200);
    // Someone guessing the metrics token, posting to the probes, or spelling their paths otherwise: counted.
    const refused = [
      await testApp.app.inject({ method: 'GET', url: '/metrics' }),
      await testApp.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer a-guess-at-the-metrics-token-0000000000' } }),
      await testApp.app.inject({ method: 'POST', url: '/api/health', headers: AS_QUORUM_CLIENT }),
      await testApp.app.inject({ method: 'DELETE', url: '/metrics', headers: AS_QUORUM_CLIENT }),
    ];
    expect(refused.every((answer) => answer.statusCode >= 400 && answer.statusCode < 500)).toBe(true);
    const spelled = [await testApp.app.inject({ method: 'GET', url: '/api/health?x' }), await testApp.app.inject({ method: 'GET', url: '/%61pi/health' }), await testApp.app.inject({ method: 'GET', url: '/metrics?x' })];
    const spelledRefused = spelled.filter((answer) => answer.statusCode >= 400).length;
    const after = total(await overview());
    // The first reading's own request is counted once answered, after it read the counts: one more.
    expect(after).toEqual({ requests: before.requests + 1 + refused.length + spelled.length, clientErrors: before.clientErrors + refused.length + spelledRefused });
  });
});
