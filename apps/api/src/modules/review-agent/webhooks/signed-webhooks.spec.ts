import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { DEFAULT_NETWORK_SETTINGS } from '@quorum/domain';
import { startLoopbackServer, type LoopbackServer } from '../../../lib/safe-fetch/test-servers';
import { testClock } from '../../../testing/build-test-app';
import { useMemberClient, useTestApp } from '../../../testing/use-test-app';
import { createMembersRepository } from '../../members/members.repository';
import { forgetNetworkSettings, saveNetworkSettings } from '../../settings/settings.service';
import { memberSigner } from '../../webhook-secrets/webhook-secrets.service';
import { signedInClient } from '../testing/deal-client';
import { strongDeck } from '../testing/fixture-decks';
import { seedDeals } from '../testing/seed-deals';
import { queueDecisionWebhook } from './decision-webhook';
import { recordDelivery } from './deliveries.repository';

/** One POST as the receiver got it: the raw body (what the signature covers) and the headers. */
interface Received {
  path: string;
  body: string;
  headers: Record<string, string>;
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
}

/**
 * A webhook receiver on 127.0.0.1 as a careful integrator writes one: it handles each event once,
 * by its webhook-id. On /flaky it stores the id and then fails (500) the first time, as a receiver
 * that crashed after storing would: the retry must carry the same id and body, and is answered
 * without being handled again.
 */
async function startReceiver() {
  const received: Received[] = [];
  const handled: string[] = [];
  const stored = new Set<string>();
  const failed = new Set<string>();
  const server = await startLoopbackServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const headers = flatHeaders(request.headers);
      received.push({ path, body: Buffer.concat(chunks).toString('utf8'), headers });
      const id = headers['webhook-id'] ?? '';
      if (stored.has(id)) return response.writeHead(200).end('duplicate');
      stored.add(id);
      handled.push(id);
      if (path === '/flaky' && !failed.has(id)) {
        failed.add(id);
        return response.writeHead(500).end();
      }
      response.writeHead(204).end();
    });
  });
  return Object.assign(server, { received, handled, at: (path: string) => received.filter((entry) => entry.path === path) });
}

describe('signed webhooks (Standard Webhooks), verified by an independent implementation', () => {
  let receiver: LoopbackServer & Awaited<ReturnType<typeof startReceiver>>;
  // Real time: the verifying library checks the signed timestamp against its own clock (five minutes' tolerance).
  const clock = testClock(new Date());
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  const testApp = useTestApp(() => ({ QUORUM_TEST_FETCH_ALLOW: receiver.hostPort }), () => ({ clock }));
  afterAll(async () => receiver.close());

  const owner = useMemberClient(testApp, 'signer@example.com');
  const unsigned = useMemberClient(testApp, 'nosecret@example.com');

  const memberId = async (email: string) => (await createMembersRepository(testApp.app.db).findByEmail(email))?.id ?? '';
  const newSecret = async (client: typeof owner, path = '/api/member/webhook-secret') => {
    const answer = await client.call('POST', path);
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { secret: string }).secret;
  };
  /** A report webhook owed now, as the review agent records it, sent at once. */
  const deliverReportWebhook = async (email: string, path: string) => {
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: email });
    await recordDelivery(testApp.app.db, { reportId, event: 'onComplete', url: receiver.url(path), payload: { event: 'report.completed', reportId, status: 'done' }, signer: memberSigner(await memberId(email)) }, clock.now());
    testApp.app.reviewAgent.deliverWebhooks();
    await testApp.app.reviewAgent.idle();
    return reportId;
  };
  const verifies = (secret: string, entry: Received | undefined) => new Webhook(secret).verify(entry?.body ?? '', entry?.headers ?? {});

  it("signs a finished report's webhook with its submitter's secret; a tampered body or another secret fails", async () => {
    const secret = await newSecret(owner);
    const dossierId = await owner.createDossier();
    expect((await owner.uploadPdf(dossierId, strongDeck())).statusCode).toBe(200);
    await owner.setVehicle(dossierId);
    const reportId = await owner.generate(dossierId, { onComplete: receiver.url('/report/end'), onError: receiver.url('/report/end') });
    await owner.pollToEnd(reportId);
    await testApp.app.reviewAgent.idle();

    const [delivery] = receiver.at('/report/end');
    expect(delivery?.headers).toMatchObject({ 'webhook-id': expect.any(String), 'webhook-timestamp': String(Math.floor(clock.now().getTime() / 1000)), 'content-type': 'application/json' });
    expect(delivery?.headers['x-quorum-delivery']).toBe(delivery?.headers['webhook-id']);
    expect(verifies(secret, delivery)).toMatchObject({ reportId, deliveryId: delivery?.headers['webhook-id'] });
    const { webhookDeliveries } = testApp.app.db.tables;
    const rows = await testApp.app.db.query((q) => q.select({ signer: webhookDeliveries.signer }).from(webhookDeliveries).where(eq(webhookDeliveries.reportId, reportId)));
    expect(rows).toEqual([{ signer: memberSigner(await memberId('signer@example.com')) }]);

    const tampered = { ...(delivery as Received), body: (delivery?.body ?? '').replace(reportId, 'another-report') };
    expect(() => verifies(secret, tampered)).toThrow('No matching signature found');
    const otherSecret = await newSecret(unsigned);
    expect(() => verifies(otherSecret, delivery)).toThrow('No matching signature found');
    expect(() => verifies(secret, { ...(delivery as Received), headers: { ...delivery?.headers, 'webhook-id': 'another-id' } })).toThrow('No matching signature found');
  });

  it("sends a member's webhooks unsigned while they have no secret, with the id and Quorum's own headers", async () => {
    const reportId = await deliverReportWebhook('fresh@example.com', '/unsigned');
    const [delivery] = receiver.at('/unsigned');
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ event: 'report.completed', reportId });
    expect(delivery?.headers).toMatchObject({ 'x-quorum-event': 'onComplete', 'webhook-id': delivery?.headers['x-quorum-delivery'], 'webhook-timestamp': expect.stringMatching(/^\d+$/) });
    expect(delivery?.headers['webhook-signature']).toBeUndefined();
  });

  it("signs a delivery queued before signing existed (no signer) with the report owner's secret", async () => {
    const secret = await newSecret(owner);
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'signer@example.com' });
    const { webhookDeliveries } = testApp.app.db.tables;
    await testApp.app.db.query((q) => q.insert(webhookDeliveries).values({ id: 'legacy-delivery', reportId, event: 'onError', url: receiver.url('/legacy'), payload: { event: 'report.failed', reportId }, createdAt: clock.now() }));
    testApp.app.reviewAgent.deliverWebhooks();
    await testApp.app.reviewAgent.idle();
    const [delivery] = receiver.at('/legacy');
    expect(delivery?.headers['webhook-id']).toBe('legacy-delivery');
    expect(verifies(secret, delivery)).toMatchObject({ reportId, deliveryId: 'legacy-delivery' });
  });

  it('retries a failed delivery with the same webhook-id and body, so the receiver handles it once', async () => {
    const secret = await newSecret(owner);
    await deliverReportWebhook('signer@example.com', '/flaky');
    const attempts = receiver.at('/flaky');
    expect(attempts).toHaveLength(2);
    const [first, retry] = attempts;
    expect(retry?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(retry?.body).toBe(first?.body);
    expect(verifies(secret, first)).toEqual(verifies(secret, retry));
    expect(receiver.handled.filter((id) => id === first?.headers['webhook-id'])).toHaveLength(1);
  });

  it('signs with the old secret too during the 24 hours after a rotation, and not after', async () => {
    const realNow = new Date();
    // Rotated 23 hours ago: the old secret is still in its grace period.
    clock.set(new Date(realNow.getTime() - 23 * 60 * 60 * 1000));
    const before = await newSecret(owner);
    const recent = await newSecret(owner);
    clock.set(realNow);
    await deliverReportWebhook('signer@example.com', '/grace');
    const [inGrace] = receiver.at('/grace');
    expect(inGrace?.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(verifies(recent, inGrace)).toMatchObject({ event: 'report.completed' });
    expect(verifies(before, inGrace)).toMatchObject({ event: 'report.completed' });

    // Rotated 24 hours and a minute ago: the old secret no longer signs.
    clock.set(new Date(realNow.getTime() - (24 * 60 + 1) * 60 * 1000));
    const expired = await newSecret(owner);
    const current = await newSecret(owner);
    clock.set(realNow);
    await deliverReportWebhook('signer@example.com', '/after-grace');
    const [afterGrace] = receiver.at('/after-grace');
    expect(afterGrace?.headers['webhook-signature']?.split(' ')).toHaveLength(1);
    expect(verifies(current, afterGrace)).toMatchObject({ event: 'report.completed' });
    expect(() => verifies(expired, afterGrace)).toThrow('No matching signature found');
  });

  it('sends deal.decided to the endpoint the admin set, signed with the network secret', async () => {
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'submitter@example.com' });
    const event = { reportId, payload: { reportId, outcome: 'approved', members: { yes: 3, no: 1 } } };
    expect(await testApp.app.db.transaction((tx) => queueDecisionWebhook(tx, event, clock.now()))).toBe(false);

    const admin = await signedInClient(testApp.app, 'admin@example.com');
    await saveNetworkSettings(testApp.app.db, { ...DEFAULT_NETWORK_SETTINGS, decisionWebhookUrl: receiver.url('/decisions') }, await memberId('admin@example.com'), clock.now());
    forgetNetworkSettings(testApp.app.db);
    const networkSecret = await newSecret(admin, '/api/admin/webhook-secret');
    const memberSecret = await newSecret(owner);

    expect(await testApp.app.db.transaction((tx) => queueDecisionWebhook(tx, event, clock.now()))).toBe(true);
    testApp.app.reviewAgent.deliverWebhooks();
    await testApp.app.reviewAgent.idle();
    const [delivery] = receiver.at('/decisions');
    expect(delivery?.headers['x-quorum-event']).toBe('deal.decided');
    expect(verifies(networkSecret, delivery)).toEqual({ type: 'deal.decided', timestamp: clock.now().toISOString(), data: event.payload });
    expect(() => verifies(memberSecret, delivery)).toThrow('No matching signature found');
  });
});
