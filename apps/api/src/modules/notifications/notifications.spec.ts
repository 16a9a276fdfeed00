import { DEFAULT_NOTIFICATION_PREFERENCES } from '@quorum/domain';
import { testClock } from '../../testing/build-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { deliverQueued, notificationDeliveryOf } from './notification-delivery';
import { notifyClosingSoon, notifyDealDecided, notifyDealOpened } from './notify';
import { addMember, notificationEmails, pathOf, setMemberState, unsubscribeLinkIn } from './testing/notification-fixtures';

const HOUR = 60 * 60_000;

/** Who gets which email about network votes, preferences, and the one-click unsubscribe (docs/flows/notifications.md). */
describe('email notifications about network votes', () => {
  const clock = testClock(new Date('2026-06-01T12:00:00Z'));
  const testApp = useTestApp({}, () => ({ clock }));
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['ann', 'ben', 'cat', 'owner']) {
      cookies[name] = await memberWithRoles(testApp.app, `${name}@example.com`, 'member');
      ids[name] = await addMember(testApp.app, `${name}@example.com`, 'member');
    }
    cookies['net'] = await memberWithRoles(testApp.app, 'net@example.com', 'network_member');
    ids['net'] = await addMember(testApp.app, 'net@example.com', 'network_member');
    cookies['admin'] = await signIn(testApp.app, 'admin@example.com');
    ids['admin'] = await addMember(testApp.app, 'admin@example.com', 'admin');
    ids['gone'] = await addMember(testApp.app, 'gone@example.com', 'member');
    await setMemberState(testApp.app, ids['gone'] ?? '', 'suspended');
  });

  const id = (name: string) => ids[name] ?? '';
  const get = (who?: string) => testApp.app.inject({ method: 'GET', url: '/api/member/notifications', headers: who ? { cookie: cookies[who] ?? '' } : {} });
  const put = (who: string, payload: Record<string, unknown>) => testApp.app.inject({ method: 'PUT', url: '/api/member/notifications', headers: { cookie: cookies[who] ?? '' }, payload });
  /** Sends what the notify functions queued, as the plugin's sweep does; answers the recipients. */
  const deliver = async () => {
    const before = new Set((await notificationEmails(testApp.app)).map((message) => message.id));
    await deliverQueued(notificationDeliveryOf(testApp.app), clock.now());
    return (await notificationEmails(testApp.app)).filter((message) => !before.has(message.id));
  };
  const recipients = (messages: ReadonlyArray<{ to: string }>) => messages.map((message) => message.to).sort();
  const deal = (reportId: string) => ({ reportId, dealName: 'Rocketly', closesAt: new Date('2026-06-08T15:30:00Z'), submitterId: id('owner') });

  describe('preferences', () => {
    it('refuses anonymous callers', async () => {
      expect((await get()).statusCode).toBe(401);
      expect((await testApp.app.inject({ method: 'PUT', url: '/api/member/notifications', payload: DEFAULT_NOTIFICATION_PREFERENCES })).statusCode).toBe(401);
    });

    it('answers the defaults while a member has chosen nothing, and saves a choice for the signed-in member only', async () => {
      expect((await get('ben')).json()).toEqual({ success: true, preferences: DEFAULT_NOTIFICATION_PREFERENCES });
      const chosen = { dealOpened: false, closingSoon: true, dealDecided: true, roundOpened: false, digest: true };
      expect((await put('ben', chosen)).json()).toEqual({ success: true, preferences: chosen });
      expect((await get('ben')).json()).toEqual({ success: true, preferences: chosen });
      // A client written before rounds sends no roundOpened: it reads as on, as for a member who never chose.
      const { roundOpened: _unknownToOldClients, ...older } = chosen;
      expect((await put('ben', older)).json()).toEqual({ success: true, preferences: { ...chosen, roundOpened: true } });
      expect((await get('cat')).json()).toEqual({ success: true, preferences: DEFAULT_NOTIFICATION_PREFERENCES });
      await put('ben', DEFAULT_NOTIFICATION_PREFERENCES);
    });

    it('refuses a body naming a member or missing a preference: the member is the session’s', async () => {
      const naming = await put('ann', { ...DEFAULT_NOTIFICATION_PREFERENCES, memberId: id('cat') });
      expect([naming.statusCode, naming.json()]).toEqual([400, expect.objectContaining({ success: false })]);
      expect((await put('ann', { dealOpened: false })).statusCode).toBe(400);
    });

    it('network members and admins have preferences too (a network member hears the outcome of a deal they submitted)', async () => {
      expect((await put('net', { ...DEFAULT_NOTIFICATION_PREFERENCES, dealOpened: false })).statusCode).toBe(200);
      expect((await get('admin')).statusCode).toBe(200);
      await put('net', DEFAULT_NOTIFICATION_PREFERENCES);
    });
  });

  describe('recipients', () => {
    it('a deal opened: every active member and admin who may vote, not its submitter, not a network member, not a suspended member', async () => {
      const queued = await testApp.app.db.transaction((tx) => notifyDealOpened(tx, deal('deal-open'), clock.now()));
      expect(queued).toBe(4);
      const sent = await deliver();
      expect(recipients(sent)).toEqual(['admin@example.com', 'ann@example.com', 'ben@example.com', 'cat@example.com']);
      const [email] = sent;
      expect(email).toMatchObject({ template: 'notification-dealOpened', subject: 'New deal to vote on: Rocketly' });
      expect(email?.text).toContain('open for the network\'s vote until Monday 8 June 2026, 15:30 UTC');
      expect(email?.links[0]).toBe(`${testApp.app.config.publicUrl}/deals/deal-open/rocketly`);
    });

    it('nothing is queued when the transaction that records the event rolls back', async () => {
      await expect(
        testApp.app.db.transaction(async (tx) => {
          await notifyDealOpened(tx, deal('deal-rolled-back'), clock.now());
          throw new Error('the window was not opened after all');
        }),
      ).rejects.toThrow('not opened');
      expect(await deliver()).toEqual([]);
    });

    it('closing soon: only members who may vote and have not, minus the submitter and the recused, with the closing time in UTC', async () => {
      const queued = await testApp.app.db.transaction((tx) =>
        notifyClosingSoon(tx, { ...deal('deal-closing'), votedMemberIds: [id('ann')], recusedMemberIds: [id('ben')] }, clock.now()),
      );
      expect(queued).toBe(2);
      const sent = await deliver();
      expect(recipients(sent)).toEqual(['admin@example.com', 'cat@example.com']);
      expect(sent[0]).toMatchObject({ subject: 'Voting on Rocketly closes in 24 hours' });
      expect(sent[0]?.text).toContain('Voting closes on Monday 8 June 2026, 15:30 UTC');
    });

    it('decided: everyone who voted and the submitter (a network member here), with the outcome and the tally', async () => {
      const decided = { ...deal('deal-decided'), submitterId: id('net'), outcomeLabel: 'Approved for investment', members: { yes: 2, no: 1 }, turnout: 3, quorum: 3, voterMemberIds: [id('ann'), id('cat'), id('gone')] };
      expect(await testApp.app.db.transaction((tx) => notifyDealDecided(tx, decided, clock.now()))).toBe(3);
      const sent = await deliver();
      expect(recipients(sent)).toEqual(['ann@example.com', 'cat@example.com', 'net@example.com']);
      expect(sent[0]).toMatchObject({ subject: 'Rocketly: Approved for investment' });
      expect(sent[0]?.text).toContain('Decision: Approved for investment. Members voted 2 Yes and 1 No; 3 voted, quorum was 3.');
    });

    it('respects each member’s preferences: a kind turned off gets nothing, the digest gets a queued item and no email', async () => {
      await put('cat', { ...DEFAULT_NOTIFICATION_PREFERENCES, dealOpened: false });
      await put('ben', { ...DEFAULT_NOTIFICATION_PREFERENCES, digest: true });
      expect(await testApp.app.db.transaction((tx) => notifyDealOpened(tx, deal('deal-preferences'), clock.now()))).toBe(3);
      expect(recipients(await deliver())).toEqual(['admin@example.com', 'ann@example.com']);
      await put('cat', DEFAULT_NOTIFICATION_PREFERENCES);
      await put('ben', DEFAULT_NOTIFICATION_PREFERENCES);
      // Ben's item, owed to a digest he no longer takes, goes out as a single email on the next sweep.
      expect(recipients(await deliver())).toEqual(['ben@example.com']);
    });

    it('a kind turned off after its event was queued is not sent', async () => {
      await testApp.app.db.transaction((tx) => notifyDealOpened(tx, deal('deal-changed-mind'), clock.now()));
      await put('ann', { ...DEFAULT_NOTIFICATION_PREFERENCES, dealOpened: false });
      expect(recipients(await deliver())).toEqual(['admin@example.com', 'ben@example.com', 'cat@example.com']);
      await put('ann', DEFAULT_NOTIFICATION_PREFERENCES);
    });
  });

  it('two sweeps at once send each email once', async () => {
    await testApp.app.db.transaction((tx) => notifyDealOpened(tx, deal('deal-two-sweeps'), clock.now()));
    const delivery = notificationDeliveryOf(testApp.app);
    const before = (await notificationEmails(testApp.app)).length;
    await Promise.all([deliverQueued(delivery, clock.now()), deliverQueued(delivery, clock.now())]);
    const after = await notificationEmails(testApp.app);
    const sent = after.slice(0, after.length - before);
    expect(recipients(sent)).toEqual(['admin@example.com', 'ann@example.com', 'ben@example.com', 'cat@example.com']);
  });

  describe('one-click unsubscribe', () => {
    const latestTo = async (email: string, template: string) => {
      const found = (await notificationEmails(testApp.app, template)).find((message) => message.to === email);
      if (!found) throw new Error(`no ${template} email to ${email}`);
      return found;
    };

    it('follows the link from the outbox: GET asks to confirm and changes nothing, POST turns that kind off, and the next notify skips the member', async () => {
      clock.advance(HOUR);
      await testApp.app.db.transaction((tx) => notifyDealOpened(tx, deal('deal-unsubscribe'), clock.now()));
      await deliver();
      const link = unsubscribeLinkIn(await latestTo('cat@example.com', 'notification-dealOpened'));
      expect(link.startsWith(`${testApp.app.config.publicUrl}/api/notifications/unsubscribe?token=`)).toBe(true);

      const page = await testApp.app.inject({ method: 'GET', url: pathOf(link) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Stop emails when a deal opens for voting?');
      expect(page.body).toContain(`<form method="post" action="${pathOf(link)}">`);
      expect((await get('cat')).json()).toMatchObject({ preferences: { dealOpened: true } });

      const done = await testApp.app.inject({ method: 'POST', url: pathOf(link) });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('We will no longer send you emails when a deal opens for voting.');
      expect((await get('cat')).json()).toEqual({ success: true, preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, dealOpened: false } });

      expect(await testApp.app.db.transaction((tx) => notifyDealOpened(tx, deal('deal-after-unsubscribe'), clock.now()))).toBe(3);
      expect(recipients(await deliver())).not.toContain('cat@example.com');
    });

    it('takes the mail program’s one-click POST (a form body) and the confirmation page’s form from a signed-in browser', async () => {
      await testApp.app.db.transaction((tx) => notifyClosingSoon(tx, { ...deal('deal-one-click'), votedMemberIds: [], recusedMemberIds: [] }, clock.now()));
      const sent = await deliver();
      const ann = unsubscribeLinkIn(sent.find((message) => message.to === 'ann@example.com'));
      const oneClick = await testApp.app.inject({ method: 'POST', url: pathOf(ann), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(oneClick.statusCode).toBe(200);
      expect((await get('ann')).json()).toMatchObject({ preferences: { closingSoon: false, dealOpened: true } });

      // The page's plain form, posted by a browser that also holds Ben's session cookie.
      const ben = unsubscribeLinkIn(sent.find((message) => message.to === 'ben@example.com'));
      const fromPage = await testApp.app.inject({
        method: 'POST',
        url: pathOf(ben),
        headers: { cookie: cookies['ben'] ?? '', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(fromPage.statusCode).toBe(200);
      expect((await get('ben')).json()).toMatchObject({ preferences: { closingSoon: false } });

      // Another site still cannot post it.
      const crossSite = await testApp.app.inject({ method: 'POST', url: pathOf(ben), headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode).toBe(403);
    });

    it.each([
      ['no token', () => ''],
      ['a token cut short', (token: string) => token.slice(0, -4)],
      ['a token for another kind', (token: string) => token.replace('.dealDecided.', '.dealOpened.')],
      ['a token for another member', (token: string) => token.replace(/^[^.]+/, '00000000-0000-4000-8000-000000000000')],
      ['a signature spelled differently', (token: string) => `${token}=`],
      ['made-up words', () => 'me.digest.c2lnbmVk'],
    ])('refuses %s with a 400 that says so (a page for a browser, the API error shape for a program), and changes nothing', async (_case, alter) => {
      const link = unsubscribeLinkIn(await latestTo('ann@example.com', 'notification-dealDecided'));
      const token = new URL(link).searchParams.get('token') ?? '';
      const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(alter(token))}`;
      for (const method of ['GET', 'POST'] as const) {
        const page = await testApp.app.inject({ method, url, headers: { ...AS_QUORUM_CLIENT, accept: 'text/html,application/xhtml+xml' } });
        expect([page.statusCode, page.headers['content-type']]).toEqual([400, 'text/html; charset=utf-8']);
        expect(page.body).toContain('This unsubscribe link is not valid');
        const refused = await testApp.app.inject({ method, url, headers: AS_QUORUM_CLIENT });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ success: false, error: expect.stringContaining('This unsubscribe link is not valid') });
      }
      expect((await get('ann')).json()).toMatchObject({ preferences: { dealDecided: true } });
    });
  });
});
