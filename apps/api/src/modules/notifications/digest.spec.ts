import { DEFAULT_NOTIFICATION_PREFERENCES } from '@quorum/domain';
import { testClock } from '../../testing/build-test-app';
import { memberWithRoles } from '../../testing/members';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { useTestApp } from '../../testing/use-test-app';
import { deliverQueued, notificationDeliveryOf, sendDigests } from './notification-delivery';
import { notifyDealDecided, notifyDealOpened } from './notify';
import { addMember, notificationEmails, pathOf, unsubscribeLinkIn } from './testing/notification-fixtures';

const HOUR = 60 * 60_000;

/** The daily digest (docs/flows/notifications.md): one email once the oldest queued item is a day old, sent once. */
describe('the daily digest', () => {
  const clock = testClock(new Date('2026-06-01T08:00:00Z'));
  const testApp = useTestApp({}, () => ({ clock }));
  let dan = '';
  let owner = '';

  beforeAll(async () => {
    const cookie = await memberWithRoles(testApp.app, 'dan@example.com', 'member');
    dan = await addMember(testApp.app, 'dan@example.com', 'member');
    owner = await addMember(testApp.app, 'owner@example.com', 'member');
    const chosen = await testApp.app.inject({ method: 'PUT', url: '/api/member/notifications', headers: { cookie }, payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, digest: true } });
    expect(chosen.statusCode).toBe(200);
  });

  const delivery = () => notificationDeliveryOf(testApp.app);
  const digests = () => notificationEmails(testApp.app, 'notification-digest');
  const opened = (reportId: string, dealName: string) => testApp.app.db.transaction((tx) => notifyDealOpened(tx, { reportId, dealName, closesAt: new Date('2026-06-09T08:00:00Z'), submitterId: owner }, clock.now()));

  it('queues the events, sends nothing at once, and one email once the oldest is 24 hours old', async () => {
    expect(await opened('deal-a', 'Alpha Labs')).toBe(2); // Dan and the admin
    clock.advance(2 * HOUR);
    const decided = { reportId: 'deal-b', dealName: 'Beta Works', outcomeLabel: 'Passed', members: { yes: 1, no: 4 }, turnout: 5, quorum: 3, submitterId: owner, voterMemberIds: [dan] };
    expect(await testApp.app.db.transaction((tx) => notifyDealDecided(tx, decided, clock.now()))).toBe(2); // Dan, and the submitter

    await deliverQueued(delivery(), clock.now());
    expect((await notificationEmails(testApp.app)).filter((message) => message.to === 'dan@example.com')).toEqual([]);

    clock.advance(21 * HOUR); // the oldest item is 23 hours old
    await sendDigests(delivery(), clock.now());
    expect(await digests()).toEqual([]);

    clock.advance(HOUR);
    await sendDigests(delivery(), clock.now());
    await sendDigests(delivery(), clock.now());
    const sent = await digests();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'dan@example.com', subject: 'Quorum daily summary: 2 updates in the network' });
    const text = sent[0]?.text ?? '';
    expect(text.indexOf('Alpha Labs is open for the network')).toBeLessThan(text.indexOf('Decision: Passed. Members voted 1 Yes and 4 No'));
    expect(sent[0]?.links).toEqual([
      `${testApp.app.config.publicUrl}/deals/deal-a/alpha-labs`,
      `${testApp.app.config.publicUrl}/deals/deal-b/beta-works`,
      expect.stringContaining('/api/notifications/unsubscribe?token='),
    ]);

    // Items queued after the digest wait for the next one, a day after them.
    await opened('deal-c', 'Gamma');
    clock.advance(23 * HOUR);
    await sendDigests(delivery(), clock.now());
    expect(await digests()).toHaveLength(1);
  });

  it('sends one digest when several sweeps run at once', async () => {
    clock.advance(2 * HOUR);
    const answers = await Promise.all([sendDigests(delivery(), clock.now()), sendDigests(delivery(), clock.now()), sendDigests(delivery(), clock.now())]);
    expect(answers.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
    const sent = await digests();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.text).toContain('Gamma is open');
    expect(sent[0]?.text).not.toContain('Alpha Labs');
  });

  it('the digest’s unsubscribe link stops every email about network votes', async () => {
    const [latest] = await digests();
    const link = unsubscribeLinkIn(latest);
    expect((await testApp.app.inject({ method: 'GET', url: pathOf(link) })).body).toContain('Stop all emails about network votes and rounds, the daily summary included?');
    expect((await testApp.app.inject({ method: 'POST', url: pathOf(link) })).statusCode).toBe(200);
    expect(await opened('deal-d', 'Delta')).toBe(1); // the admin only
  });
});

/** With a mail server, each notification carries the RFC 8058 headers that give mail programs their Unsubscribe button. */
describe('notification emails over SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  const testApp = useTestApp(() => ({ SMTP_URL: sink.url }));
  afterAll(async () => {
    await sink.close();
  });

  it('sends List-Unsubscribe with the email’s own link and List-Unsubscribe-Post: List-Unsubscribe=One-Click', async () => {
    const owner = await addMember(testApp.app, 'owner@example.com', 'member');
    await testApp.app.db.transaction((tx) => notifyDealOpened(tx, { reportId: 'deal-smtp', dealName: 'Smtp Co', closesAt: new Date('2026-06-09T08:00:00Z'), submitterId: owner }, testApp.app.clock.now()));
    await deliverQueued(notificationDeliveryOf(testApp.app), testApp.app.clock.now());
    await testApp.app.mailer.flush();
    const mail = await sink.waitFor((entry) => entry.subject === 'New deal to vote on: Smtp Co');
    const unfolded = mail.raw.replace(/\r\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: <([^>]+)>/im.exec(unfolded);
    expect(header?.[1]).toContain('/api/notifications/unsubscribe?token=');
    expect(mail.text).toContain(header?.[1]);
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
  });
});
