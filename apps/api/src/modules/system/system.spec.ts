import { systemOverviewResponseSchema, type SystemOverview } from '@quorum/domain';
import { eq } from 'drizzle-orm';
import { startLoopbackServer, type LoopbackServer } from '../../lib/safe-fetch/test-servers';
import { signInByEmail } from '../../testing/sign-in';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { readUntil } from '../../testing/wait-until';
import { createReportsRepository } from '../reports/reports.repository';
import { addReviewJob, createJobsRepository } from '../review-agent/jobs/jobs.repository';
import { signedInClient } from '../review-agent/testing/deal-client';
import { seedDeals } from '../review-agent/testing/seed-deals';
import { recordDelivery } from '../review-agent/webhooks/deliveries.repository';
import { DELIVERY_NOT_RETRYABLE, DELIVERY_RETRIED } from './system.service';

/** Where a chat service's incoming webhook keeps its secret: in the path. */
const SECRET_PATH = '/services/T0001/B0002/hook-secret-7f3a21';
const ELSEWHERE = 'other-host:4242:beefcafe';

/**
 * The admins' System page (docs/flows/system.md): what it says of the service, and the one repair
 * it offers, sending a failed webhook delivery again.
 */
describe('the admins’ System page', () => {
  let receiver: LoopbackServer;
  let receiverAnswers = 500;
  beforeAll(async () => {
    receiver = await startLoopbackServer((_request, response) => void response.writeHead(receiverAnswers).end());
  });
  afterAll(() => receiver.close());
  // Retries 10 ms apart: a delivery is out of its five attempts in about 150 ms instead of 15 s.
  const testApp = useTestApp(() => ({ QUORUM_TEST_FETCH_ALLOW: receiver.hostPort, WEBHOOK_RETRY_MS: '10' }));
  const admin = useMemberClient(testApp, 'ops@example.com', 'admin');
  const member = useMemberClient(testApp, 'plain@example.com');

  const overview = async (): Promise<SystemOverview> => {
    const response = await admin.call('GET', '/api/admin/system');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return systemOverviewResponseSchema.parse(response.json());
  };
  const hourTotals = (minutes: SystemOverview['requests']) =>
    minutes.reduce((sum, minute) => ({ requests: sum.requests + minute.requests, clientErrors: sum.clientErrors + minute.clientErrors, serverErrors: sum.serverErrors + minute.serverErrors }), {
      requests: 0,
      clientErrors: 0,
      serverErrors: 0,
    });

  it('says which version runs, on which database and how large, and which instance answered', async () => {
    const { service, instances } = await overview();
    expect(service.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(service.database).toBe(testApp.app.db.dialect);
    expect(service.databaseBytes).toBeGreaterThan(0);
    expect(service.instance).toBe(testApp.app.instanceId);
    expect(service.engine).toBe('builtin');
    expect(Date.parse(service.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(instances[0]).toMatchObject({ instance: testApp.app.instanceId, current: true });
  });

  it('counts the answers of the last hour by the minute, 4xx and 5xx apart, leaving the health checks out', async () => {
    const before = hourTotals((await overview()).requests);
    await member.call('GET', '/api/deals');
    expect((await member.call('GET', '/api/admin/system')).statusCode).toBe(403);
    expect((await member.call('GET', '/api/no-such-route')).statusCode).toBe(404);
    for (let probe = 0; probe < 5; probe += 1) expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const raw = (await admin.call('GET', '/api/admin/system')).json() as { requests: Array<Record<string, unknown>> };
    // Counts by the minute, nothing of who asked or what: no path, address or member.
    expect(new Set(raw.requests.flatMap((minute) => Object.keys(minute)))).toEqual(new Set(['at', 'requests', 'clientErrors', 'serverErrors']));
    const after = await overview();
    expect(after.requests).toHaveLength(60);
    // The first reading's own request is counted once it was answered, after it read the counts.
    // The raw read above was answered after it read the counts too: one more request.
    expect(hourTotals(after.requests)).toEqual({ requests: before.requests + 5, clientErrors: before.clientErrors + 2, serverErrors: before.serverErrors });
    const minutes = after.requests.map((minute) => Date.parse(minute.at));
    expect(minutes.every((at, index) => index === 0 || at - (minutes[index - 1] ?? 0) === 60_000)).toBe(true);
  });

  it('lists each instance holding leases with what it holds, and the reviews waiting, running and failed with their error', async () => {
    const now = testApp.app.clock.now();
    const [running = '', failed = ''] = await seedDeals(testApp.app, { count: 2, memberVotes: 0, ownerEmail: 'founder@example.com', status: 'processing' });
    // Queued and taken by another instance in one transaction: this app's own runner never sees it free.
    await testApp.app.db.transaction(async (tx) => {
      await addReviewJob(tx, running, {}, now);
      expect(await createJobsRepository(tx, ELSEWHERE).claim(running, now, new Date(now.getTime() + 600_000))).toBeDefined();
    });
    await createReportsRepository(testApp.app.db).end(failed, { status: 'error', statusMessage: 'The company website could not be read' }, now);

    const { instances, reviews } = await overview();
    expect(instances.find((entry) => entry.instance === ELSEWHERE)).toEqual({
      instance: ELSEWHERE,
      current: false,
      work: [{ kind: 'review-jobs', held: 1 }],
      leaseUntil: new Date(now.getTime() + 600_000).toISOString(),
    });
    expect(instances[0]?.current).toBe(true);
    expect(reviews).toMatchObject({ running: 1, waiting: 0, failed: 1 });
    expect(reviews.latestFailures).toEqual([{ reportId: failed, name: 'Deal 1', error: 'The company website could not be read', failedAt: now.toISOString() }]);
  });

  it('lists a delivery that failed for good by its host alone; an admin sends it again, audit-logged, and it arrives', async () => {
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'hooked@example.com' });
    await recordDelivery(testApp.app.db, { reportId, event: 'onComplete', url: receiver.url(SECRET_PATH), payload: { event: 'report.completed', reportId }, signer: 'network' }, testApp.app.clock.now());
    testApp.app.reviewAgent.deliverWebhooks();
    const failed = await readUntil('the delivery to have failed for good', overview, (read) => read.deliveries.failed === 1);
    expect(failed.deliveries.latestFailures).toEqual([
      expect.objectContaining({ reportId, dealName: 'Deal 0', event: 'onComplete', host: receiver.hostPort, attempts: 5, lastError: 'HTTP 500' }),
    ]);
    const listed = await admin.call('GET', '/api/admin/system');
    expect(listed.body).not.toContain('hook-secret-7f3a21');
    const deliveryId = failed.deliveries.latestFailures[0]?.id ?? '';

    // Not an admin's: a member is refused, and nothing changes.
    expect((await member.call('POST', `/api/admin/system/deliveries/${deliveryId}/retry`)).statusCode).toBe(403);
    expect((await overview()).deliveries.failed).toBe(1);

    receiverAnswers = 200;
    const sentBefore = receiver.requests.length;
    const retried = await admin.call('POST', `/api/admin/system/deliveries/${deliveryId}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ success: true, delivery: { id: deliveryId, attempts: 0 } });
    const delivered = await readUntil('the retried delivery to arrive', overview, (read) => read.deliveries.delivered === 1);
    expect(delivered.deliveries).toMatchObject({ failed: 0, owed: 0, latestFailures: [] });
    expect(receiver.requests.slice(sentBefore).map((request) => request.url)).toEqual([SECRET_PATH]);

    const { auditLog } = testApp.app.db.tables;
    const audit = await testApp.app.db.query((q) => q.select().from(auditLog).where(eq(auditLog.action, DELIVERY_RETRIED)));
    expect(audit).toEqual([expect.objectContaining({ actorEmail: 'ops@example.com', subjectType: 'webhook_delivery', subjectId: deliveryId, details: { reportId, event: 'onComplete', host: receiver.hostPort } })]);

    // Delivered: not to be sent again, by a second press or anyone else.
    const again = await admin.call('POST', `/api/admin/system/deliveries/${deliveryId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: DELIVERY_NOT_RETRYABLE });
    expect((await testApp.app.db.query((q) => q.select().from(auditLog).where(eq(auditLog.action, DELIVERY_RETRIED))))).toHaveLength(1);
  });

  it('starts a failed delivery once when two admins send it again at the same instant', async () => {
    receiverAnswers = 500;
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'twice@example.com' });
    await recordDelivery(testApp.app.db, { reportId, event: 'onError', url: receiver.url('/twice'), payload: { event: 'report.failed', reportId }, signer: 'network' }, testApp.app.clock.now());
    testApp.app.reviewAgent.deliverWebhooks();
    const failed = await readUntil('the delivery to have failed for good', overview, (read) => read.deliveries.latestFailures.some((delivery) => delivery.reportId === reportId));
    const deliveryId = failed.deliveries.latestFailures.find((delivery) => delivery.reportId === reportId)?.id ?? '';
    const other = await signedInClient(testApp.app, 'admin@example.com');
    const answers = await Promise.all([admin.call('POST', `/api/admin/system/deliveries/${deliveryId}/retry`), other.call('POST', `/api/admin/system/deliveries/${deliveryId}/retry`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const { auditLog } = testApp.app.db.tables;
    expect(await testApp.app.db.query((q) => q.select().from(auditLog).where(eq(auditLog.subjectId, deliveryId)))).toHaveLength(1);
    await testApp.app.reviewAgent.idle();
  });

  it('answers 409 to a retry of a delivery that does not exist and 414 to an id past any delivery’s length, and refuses strangers and an admin not confirmed with a passkey', async () => {
    const unknown = await admin.call('POST', '/api/admin/system/deliveries/no-such-delivery/retry');
    expect(unknown.statusCode).toBe(409);
    const overlong = await admin.call('POST', `/api/admin/system/deliveries/${'x'.repeat(129)}/retry`);
    expect([overlong.statusCode, overlong.json()]).toEqual([414, { success: false, error: 'The address is too long' }]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/system' })).statusCode).toBe(401);
    const unconfirmed = await signInByEmail(testApp.app, 'ops@example.com');
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/admin/system', headers: { cookie: unconfirmed } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ passkey: 'confirm' });
  });

  it('shows the email queue, the storage against its quotas, the last retention run (the start ran today’s), and no screening list before one is imported', async () => {
    const { retention } = await readUntil('the start’s retention run to finish', overview, (read) => read.retention?.finishedAt != null);
    expect(retention).toMatchObject({ documentsDeleted: 0, applicationsClosedOut: 0, recordsPurged: 0 });
    expect(retention?.day).toBe(retention?.startedAt.slice(0, 10));
    const { emails, storage, screening } = await overview();
    expect(emails.transport).toBe('outbox');
    // Without a mail server the outbox is the mailbox: the sign-in links of this describe are kept, none sent.
    expect(emails).toMatchObject({ sent: 0, failed: 0, lastFailure: null });
    expect(emails.unsent).toBeGreaterThan(0);
    expect(Date.parse(emails.oldestUnsentAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(storage.publicUploads).toMatchObject({ quotaBytes: testApp.app.publicUploads.limits.quotaBytes, quotaFiles: testApp.app.publicUploads.limits.quotaFiles });
    expect(storage.faviconCache).toMatchObject({ maxBytes: 32 * 1024 * 1024, maxEntries: 10_000 });
    expect(screening).toEqual([]);
  });
});
