import { eq } from 'drizzle-orm';
import { buildTestApp, testClock, type TestApp } from '../../testing/build-test-app';
import { closeEach } from '../../testing/close-each';
import { confirmAdmin, sessionCookieOf } from '../../testing/sign-in';
import { createMembersRepository } from '../members/members.repository';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { createRoundsRepository } from './rounds.repository';
import { roundHelpers } from './testing/round-helpers';

const PEOPLE = ['ann', 'ben', 'cat'] as const;

/** A capital call through a real SMTP server on loopback: owed until the server took it. */
describe('capital calls over SMTP', () => {
  const clock = testClock(new Date());
  const cookies: Record<string, string> = {};
  /** Recipients the server refuses, with the reply code. */
  const refusing = new Map<string, number>();
  let sink: SmtpSink;
  let testApp: TestApp;
  const current = { get app() { return testApp.app; } };
  const { request, openRound, commit, adminRound, auditOf } = roundHelpers(current, cookies);

  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: (recipient) => refusing.get(recipient) ?? null });
    testApp = await buildTestApp({ SMTP_URL: sink.url }, { clock });
    cookies['admin'] = await signInThroughSink('admin@example.com');
    // The admin pages take a passkey: the admin adds theirs, as after their first email sign-in.
    await confirmAdmin(testApp.app, cookies['admin'], 'admin@example.com');
    for (const who of PEOPLE) {
      await createMembersRepository(testApp.app.db).create({ email: `${who}@example.com`, role: 'member', allRoles: ['member'] }, clock.now());
      cookies[who] = await signInThroughSink(`${who}@example.com`);
    }
  });

  /** Signs in the way a person does with a mail server: the link from the email the server received. */
  const signInThroughSink = async (email: string): Promise<string> => {
    await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email } });
    const mail = await sink.waitFor((entry) => entry.to.includes(email) && entry.subject === 'Your Quorum sign-in link');
    const link = mail.text.split('\n').find((line) => line.startsWith('http')) ?? '';
    const response = await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: new URL(link).searchParams.get('token') ?? '' } });
    return sessionCookieOf(response);
  };

  afterAll(() =>
    closeEach(
      () => testApp?.close(),
      () => sink?.close(),
    ),
  );

  const callsTo = (who: string, roundId: string) => sink.messages.filter((mail) => mail.to.includes(`${who}@example.com`) && mail.text.includes(roundId));

  /** A closed round of three commitments of $20,000, confirmed: its calls owed. */
  const confirmedRound = async () => {
    const round = await openRound();
    for (const who of PEOPLE) expect((await commit(who, round.id, '2000000')).statusCode).toBe(200);
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Filled' })).statusCode).toBe(200);
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`)).statusCode).toBe(200);
    await testApp.app.rounds.idle();
    return round;
  };

  it('keeps a call the mail server refused for now owed, and delivers it when the server takes it again', async () => {
    refusing.set('ben@example.com', 451);
    const round = await confirmedRound();
    expect(callsTo('ann', round.id)).toHaveLength(1);
    expect(callsTo('ben', round.id)).toHaveLength(0);
    // Ben's call is still owed, and the round's calls are not done.
    expect((await createRoundsRepository(testApp.app.db).callsOwed(round.id, 10)).map((row) => row.memberId)).toHaveLength(1);
    expect((await createRoundsRepository(testApp.app.db).find(round.id))?.callsSentAt).toBeNull();

    // The server takes mail again; before the retry time nothing is sent, after it Ben's call goes, once.
    refusing.clear();
    testApp.app.rounds.kick();
    await testApp.app.rounds.idle();
    expect(callsTo('ben', round.id)).toHaveLength(0);
    clock.advance(6 * 60_000);
    testApp.app.rounds.kick();
    await testApp.app.rounds.idle();
    expect(callsTo('ben', round.id)).toHaveLength(1);
    for (const who of ['ann', 'cat']) expect(callsTo(who, round.id)).toHaveLength(1);
    expect((await createRoundsRepository(testApp.app.db).find(round.id))?.callsSentAt).not.toBeNull();
  });

  it('tells the admins of a call the mail server refused for good, and of one withheld from someone who can no longer invest', async () => {
    refusing.set('cat@example.com', 550);
    const round = await openRound();
    for (const who of PEOPLE) expect((await commit(who, round.id, '2000000')).statusCode).toBe(200);
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Filled' })).statusCode).toBe(200);
    // Ben's accreditation lapses between the confirmation and the send (the sweep runs later: a lease held by a stopped instance).
    const repository = createRoundsRepository(testApp.app.db);
    expect(await repository.confirm(round.id, clock.now())).toBeDefined();
    expect(await repository.claimCalls(clock.now(), 'stopped-instance', new Date(clock.now().getTime() + 60_000))).toBeDefined();
    const { members } = testApp.app.db.tables;
    await testApp.app.db.query((q) => q.update(members).set({ accreditationExpiresAt: new Date(clock.now().getTime() - 1_000) }).where(eq(members.email, 'ben@example.com')));
    clock.advance(61_000);
    testApp.app.rounds.kick();
    await testApp.app.rounds.idle();

    expect(callsTo('ann', round.id)).toHaveLength(1);
    expect(callsTo('ben', round.id)).toHaveLength(0);
    expect(callsTo('cat', round.id)).toHaveLength(0);
    const ids = Object.fromEntries((await adminRound(round.id)).commitments.map((row) => [row.email.split('@')[0], row.memberId]));
    const entries = (await auditOf(round.id)).filter((entry) => entry.action === 'round.call_undelivered' || entry.action === 'round.call_withheld');
    expect(entries.map((entry) => [entry.action, (entry.details as { memberId: string }).memberId]).sort()).toEqual([
      ['round.call_undelivered', ids['cat']],
      ['round.call_withheld', ids['ben']],
    ]);
    // Settled: neither is tried again.
    expect((await repository.find(round.id))?.callsSentAt).not.toBeNull();
    refusing.clear();
    await testApp.app.db.query((q) => q.update(members).set({ accreditationExpiresAt: null }).where(eq(members.email, 'ben@example.com')));
  });
});
