import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { REPORT_WEBHOOK_PATH } from '@quorum/domain';
import { memberWithRoles } from '../../testing/members';
import { useTestApp } from '../../testing/use-test-app';
import { waitUntil } from '../../testing/wait-until';
import { STREAMS_PER_MEMBER } from '../live-events/live-events.plugin';
import { openMemberStream, type MemberStream } from '../live-events/testing/member-stream';
import { dealClient } from '../review-agent/testing/deal-client';
import { companySite } from '../review-agent/testing/fixture-decks';
import { html, startSite } from '../review-agent/testing/loopback-services';
import { ownWebhookSecret } from '../review-agent/webhooks/own-receiver';
import { REPORT_WEBHOOK_MESSAGES } from './report-webhook.routes';

/**
 * Quorum's own report-webhook receiver and the members' live streams (docs/webhooks.md,
 * docs/flows/live-events.md): a review that ends reaches its submitter's open pages, signed and
 * verified like every webhook, and nobody else's; a failed one is also emailed. Real HTTP for the
 * streams, a real site on 127.0.0.1 for the deal.
 */
describe('report webhooks to Quorum itself, and the live stream', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let port: number;
  const streams: MemberStream[] = [];

  beforeAll(async () => {
    site = await startSite({ '/': html(companySite('Lumen Ledger', ['We sell software to banks.', '$2M ARR, 40% growth, 120 customers.'])) });
  });
  const testApp = useTestApp(() => ({ QUORUM_TEST_FETCH_ALLOW: site.hostPort }));
  beforeAll(async () => {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => site.close());

  const own = () => `${new URL(testApp.app.config.publicUrl).origin}${REPORT_WEBHOOK_PATH}`;
  const open = async (cookie: string | undefined) => {
    const stream = await openMemberStream(port, cookie);
    streams.push(stream);
    return stream;
  };
  const member = async (email: string) => {
    const cookie = await memberWithRoles(testApp.app, email, 'member');
    return { cookie, client: dealClient(testApp.app, cookie, email) };
  };
  const templatesTo = async (email: string) => (await testApp.app.outbox.latest(50, email)).map((message) => message.template);
  const secret = () => ownWebhookSecret(testApp.app.dataKey);
  const signed = (body: string, key = secret(), at = new Date(), id = 'msg_test') => ({
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(key).sign(id, at, body),
    'content-type': 'application/json',
  });
  const post = (body: string, headers: Record<string, string>) => testApp.app.inject({ method: 'POST', url: REPORT_WEBHOOK_PATH, payload: body, headers });

  it('tells the submitter’s open pages that the report is done, and nobody else’s', async () => {
    const submitter = await member('live-submitter@example.com');
    const other = await member('live-other@example.com');
    const [mine, secondTab, theirs] = [await open(submitter.cookie), await open(submitter.cookie), await open(other.cookie)];
    expect([mine.status, secondTab.status, theirs.status]).toEqual([200, 200, 200]);

    const dossierId = await submitter.client.createDossier();
    await submitter.client.setUrl(dossierId, site.url('/'));
    const reportId = await submitter.client.generate(dossierId, { onComplete: own(), onError: own() });
    await waitUntil('both tabs hear the review ended', () => mine.events.length === 1 && secondTab.events.length === 1);
    expect(mine.events[0]).toEqual({ type: 'report.ended', reportId, dossierId, status: 'done', dealName: '127', statusMessage: '' });
    await testApp.app.reviewAgent.idle();
    expect(theirs.events).toEqual([]);
    expect(theirs.text()).not.toContain(reportId);
    expect(await templatesTo('live-submitter@example.com')).not.toContain('review-failed');
  });

  it('tells the submitter of a failed review on the stream and by email', async () => {
    const submitter = await member('live-failed@example.com');
    const stream = await open(submitter.cookie);
    const dossierId = await submitter.client.createDossier();
    // Nothing the review may read: the address is not on the test allow list.
    await submitter.client.setUrl(dossierId, 'http://127.0.0.1:9/unreachable');
    const reportId = await submitter.client.generate(dossierId, { onComplete: own(), onError: own() });
    await waitUntil('the stream hears the review failed', () => stream.events.length === 1);
    expect(stream.events[0]).toMatchObject({ type: 'report.ended', reportId, status: 'error' });
    expect(stream.events[0]?.statusMessage).not.toBe('');
    const email = (await testApp.app.outbox.latest(50, 'live-failed@example.com')).find((message) => message.template === 'review-failed');
    expect(email?.subject).toBe('The review of 127 could not finish');
    expect(email?.links).toEqual([`${testApp.app.config.publicUrl}/deals/submit`]);
  });

  it('stores the path on the browser’s origin as Quorum’s own receiver', async () => {
    const submitter = await member('live-localhost@example.com');
    const stream = await open(submitter.cookie);
    const dossierId = await submitter.client.createDossier();
    await submitter.client.setUrl(dossierId, site.url('/'));
    // The browser used another name for the same server than PUBLIC_URL's.
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/report/create',
      headers: { cookie: submitter.cookie, host: 'localhost:4999', 'content-type': 'application/json' },
      payload: { dossierId, userEmail: 'live-localhost@example.com', vehicleId: 'quorum-main', webhooks: { onComplete: `http://localhost:4999${REPORT_WEBHOOK_PATH}` } },
    });
    expect(answer.statusCode).toBe(200);
    await waitUntil('the stream hears the review ended', () => stream.events.length === 1);
    expect(stream.events[0]).toMatchObject({ reportId: (answer.json() as { reportId: string }).reportId, status: 'done' });
  });

  describe('a stranger never makes the receiver act', () => {
    let reportId: string;
    let stream: MemberStream;
    let cookie: string;
    beforeAll(async () => {
      const submitter = await member('live-target@example.com');
      cookie = submitter.cookie;
      const dossierId = await submitter.client.createDossier();
      await submitter.client.setUrl(dossierId, 'http://127.0.0.1:9/unreachable');
      reportId = await submitter.client.generate(dossierId);
      await submitter.client.pollToEnd(reportId);
      await testApp.app.reviewAgent.idle();
    });
    beforeEach(async () => {
      stream = await open(cookie);
    });
    const failure = () => JSON.stringify({ event: 'report.failed', reportId, status: 'error', statusMessage: 'forged', deliveryId: 'd_forged' });

    it.each([
      ['no signature', () => ({ 'content-type': 'application/json' })],
      ['another secret', () => signed(failure(), `whsec_${Buffer.alloc(32, 7).toString('base64')}`)],
      ['a member’s own signing secret format, made up', () => signed(failure(), `whsec_${Buffer.from('made up by the caller').toString('base64')}`)],
      ['a signature six minutes old', () => signed(failure(), secret(), new Date(Date.now() - 6 * 60_000))],
      ['a signature from the future', () => signed(failure(), secret(), new Date(Date.now() + 6 * 60_000))],
      ['a signature over another body', () => signed(failure().replace('forged', 'other'))],
      ['a signature for another id', () => ({ ...signed(failure()), 'webhook-id': 'msg_other' })],
    ])('%s: 400, no event, no email', async (_case, headers) => {
      const answer = await post(failure(), headers());
      // A refusal of the call, not a request to sign in: receivers answer a bad signature with 400.
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ success: false, error: REPORT_WEBHOOK_MESSAGES.unsigned });
      expect(stream.events).toEqual([]);
      expect(await templatesTo('live-target@example.com')).not.toContain('review-failed');
    });

    it('a signed body that is not a report webhook: 400, nothing done; a signed one for a report whose status moved: nothing done', async () => {
      for (const body of ['not json', JSON.stringify({ event: 'report.failed', reportId }), JSON.stringify({ event: 'deal.decided', reportId })]) {
        const answer = await post(body, signed(body));
        expect([body, answer.statusCode, answer.json()]).toEqual([body, 400, { success: false, error: REPORT_WEBHOOK_MESSAGES.malformed }]);
      }
      const done = JSON.stringify({ event: 'report.completed', reportId, status: 'done', deliveryId: 'd_1' });
      expect((await post(done, signed(done))).json()).toEqual({ success: true, handled: false });
      const huge = JSON.stringify({ event: 'report.failed', reportId, status: 'error', statusMessage: 'x'.repeat(20_000), deliveryId: 'd_2' });
      expect((await post(huge, signed(huge))).statusCode).toBe(413);
      expect(stream.events).toEqual([]);
      expect(await templatesTo('live-target@example.com')).not.toContain('review-failed');
    });
  });

  describe('the live stream', () => {
    it('is for signed-in people only, a few tabs each', async () => {
      expect((await open(undefined)).status).toBe(401);
      expect((await open('quorum_session=not-a-session')).status).toBe(401);
      const { cookie } = await member('live-tabs@example.com');
      const tabs = await Promise.all(Array.from({ length: STREAMS_PER_MEMBER }, () => open(cookie)));
      expect(tabs.map((tab) => tab.status)).toEqual(Array(STREAMS_PER_MEMBER).fill(200));
      expect((await open(cookie)).status).toBe(429);
      tabs[0]?.close();
      await waitUntil('a closed tab frees its place', async () => (await open(cookie)).status === 200);
    });

    it('ends when its session ends', async () => {
      const { cookie } = await member('live-signout@example.com');
      const stream = await open(cookie);
      expect(stream.status).toBe(200);
      const signOut = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, 'content-type': 'application/json' }, payload: {} });
      expect(signOut.statusCode).toBeLessThan(300);
      await waitUntil('the stream ends with the session', () => stream.ended());
      expect((await open(cookie)).status).toBe(401);
    });
  });
});
