import { and, eq } from 'drizzle-orm';
import { DEFAULT_NETWORK_SETTINGS, type Ballot, type CalibrationRow } from '@quorum/domain';
import { testClock } from '../../testing/build-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { confirmAdmin, signIn } from '../../testing/sign-in';
import { useTestApp, type CurrentTestApp } from '../../testing/use-test-app';
import { dealClient } from '../review-agent/testing/deal-client';
import { strongDeck } from '../review-agent/testing/fixture-decks';
import { notificationDeliveryOf, sweepNotifications } from '../notifications/notification-delivery';
import { seedDeals } from '../review-agent/testing/seed-deals';
import { whileHeld } from '../../testing/held-transaction';
import { createDecisionsRepository } from './decisions.repository';

/**
 * The network's decision on a deal (docs/flows/network-decisions.md), through the real API on a
 * real database: windows, sealed ballots, conflicts, closing, stored decisions and calibration.
 * Time moves by the test clock, never by sleeping.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const REASON = 'The partners meet on Thursday';

/** The admin, the submitter (owner), five members and a network member: seven who may vote. */
async function signInEveryone(testApp: CurrentTestApp, cookies: Record<string, string>): Promise<void> {
  cookies['admin'] = await signIn(testApp.app, 'admin@example.com');
  for (const name of ['owner', 'ann', 'ben', 'cat', 'dan', 'eve']) cookies[name] = await memberWithRoles(testApp.app, `${name}@example.com`, 'member');
  cookies['net'] = await memberWithRoles(testApp.app, 'net@example.com', 'network_member');
}

/** The calls every test here makes, for one app and its signed-in people. */
function helpersFor(testApp: CurrentTestApp, cookies: Record<string, string>) {
  const request = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    testApp.app.inject({ method, url, headers: { cookie: cookies[who] ?? '', ...(method === 'GET' ? {} : AS_QUORUM_CLIENT) }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const ballot = async (who: string, id: string) => {
    const answer = await request(who, 'GET', `/api/deals/${id}/ballot`);
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { ballot: Ballot }).ballot;
  };
  const vote = (who: string, id: string, side: 'Yes' | 'No') => request(who, 'POST', `/api/report/${id}/vote`, { vote: side });
  const moveWindow = (id: string, body: unknown, who = 'admin') => request(who, 'POST', `/api/admin/deals/${id}/window`, body);
  const settle = async () => {
    testApp.app.decisions.kick();
    await testApp.app.decisions.idle();
  };
  const saveSettings = async (change: Record<string, unknown>) => {
    const saved = await request('admin', 'PUT', '/api/admin/settings', { ...DEFAULT_NETWORK_SETTINGS, ...change });
    expect(saved.statusCode).toBe(200);
  };
  /** A finished deal (three analysts' Yes) with a window the admin opens now. */
  const openDeal = async () => {
    const [id] = (await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'owner@example.com' })) as [string];
    expect((await moveWindow(id, { action: 'open', reason: REASON })).statusCode).toBe(200);
    return id;
  };
  const auditOf = async (id: string) => {
    const { auditLog } = testApp.app.db.tables;
    return testApp.app.db.query((q) => q.select({ action: auditLog.action, actorEmail: auditLog.actorEmail, details: auditLog.details }).from(auditLog).where(and(eq(auditLog.subjectType, 'report'), eq(auditLog.subjectId, id))));
  };
  return { request, ballot, vote, moveWindow, settle, saveSettings, openDeal, auditOf };
}

describe('network decisions', () => {
  const clock = testClock();
  const testApp = useTestApp({}, { clock });
  const cookies: Record<string, string> = {};

  beforeAll(() => signInEveryone(testApp, cookies));
  // The tests move the clock by days: each starts with the admin confirmed with their passkey (the admin pages ask every 12 hours).
  beforeEach(() => confirmAdmin(testApp.app, cookies['admin'] ?? '', 'admin@example.com'));

  const { request, ballot, vote, moveWindow, settle, saveSettings, openDeal, auditOf } = helpersFor(testApp, cookies);

  afterEach(async () => {
    await confirmAdmin(testApp.app, cookies['admin'] ?? '', 'admin@example.com');
    await saveSettings({});
  });

  it('opens a seven-day window when a review finishes, with a quorum of 3 of 7 voting members', async () => {
    const owner = dealClient(testApp.app, cookies['owner'] ?? '', 'owner@example.com');
    const dossierId = await owner.createDossier();
    await owner.uploadPdf(dossierId, strongDeck());
    const id = await owner.generate(dossierId);
    await owner.pollToEnd(id);
    const seen = await ballot('ann', id);
    expect(seen).toMatchObject({ phase: 'open', turnout: 0, quorum: 3, sealed: true, tally: null, agentVotes: 'advisory', recusals: [], iRecused: false, canRecuse: true, decision: null });
    expect(Date.parse(seen.closesAt ?? '') - Date.parse(seen.opensAt ?? '')).toBe(7 * DAY_MS);
    expect(seen.agents.yes + seen.agents.no).toBe(3);
    // The submitter cannot vote, so has nothing to recuse from; a network member sees no one else's deal.
    expect(await ballot('owner', id)).toMatchObject({ canRecuse: false });
    expect((await request('net', 'GET', `/api/deals/${id}/ballot`)).statusCode).toBe(403);
  });

  it('a deal reviewed before windows existed has none: members vote as before, and an admin can open one', async () => {
    const [id] = (await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'owner@example.com' })) as [string];
    expect(await ballot('ann', id)).toMatchObject({ phase: 'none', opensAt: null, closesAt: null, decision: null, canRecuse: false });
    expect((await vote('ann', id, 'Yes')).json()).toMatchObject({ tally: { yes: 4, no: 0 } });
    const refused = [
      await moveWindow(id, { action: 'open', reason: REASON }, 'ann'),
      await moveWindow(id, { action: 'open', reason: 'no' }),
      await moveWindow(id, { action: 'extend', days: 0, reason: REASON }),
      await moveWindow(id, { action: 'close', reason: REASON }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([403, 400, 400, 409]);
    expect(refused[3]?.json()).toEqual({ success: false, error: 'This deal has no open vote' });
    const opened = await moveWindow(id, { action: 'open', reason: REASON });
    expect((opened.json() as { ballot: Ballot }).ballot).toMatchObject({ phase: 'open', closesAt: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString(), turnout: 1 });
    expect((await moveWindow(id, { action: 'open', reason: REASON })).json()).toEqual({ success: false, error: 'This deal already has a vote window' });
    const [pending] = (await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'owner@example.com', status: 'processing' })) as [string];
    expect((await moveWindow(pending, { action: 'open', reason: REASON })).json()).toEqual({ success: false, error: 'A vote opens when the report is ready' });
    expect(await auditOf(id)).toEqual([{ action: 'decision.window_opened', actorEmail: 'admin@example.com', details: { reason: REASON, closesAt: expect.any(String) } }]);
  });

  it('seals the ballots while the window is open: members see the turnout, not the tally; admins see both', async () => {
    const id = await openDeal();
    await vote('ann', id, 'Yes');
    const cast = await vote('ben', id, 'No');
    // The answer to a vote counts what the voter may see: the analysts' three Yes and their own No.
    expect(cast.json()).toMatchObject({ myVote: { vote: 'No', comment: '' }, tally: { yes: 3, no: 1 }, effectiveStatus: 'accepted' });
    expect(await ballot('ann', id)).toMatchObject({ phase: 'open', turnout: 2, sealed: true, tally: null });
    expect(await ballot('admin', id)).toMatchObject({ turnout: 2, sealed: false, tally: { yes: 1, no: 1 } });
    const detail = (await request('ann', 'GET', `/api/deals/${id}`)).json() as { deal: { tally: unknown; effectiveStatus: string; recommendationsAndVotes: Array<{ agent: string; role: string }> } };
    expect(detail.deal.tally).toEqual({ yes: 4, no: 0 });
    expect(detail.deal.recommendationsAndVotes.filter((entry) => entry.role === 'member').map((entry) => entry.agent)).toEqual(['A member']);
    // The review status counts what the member may see too (sealed-ballots.spec tries every route).
    expect(detail.deal.effectiveStatus).toBe('accepted');
    const closesAt = new Date(clock.now().getTime() + 7 * DAY_MS).toISOString();
    const listed = ((await request('ann', 'GET', '/api/deals?limit=50')).json() as { deals: Array<{ id: string; tally: unknown; vote: unknown }> }).deals.find((deal) => deal.id === id);
    expect(listed).toMatchObject({ tally: { yes: 4, no: 0 }, vote: { closesAt, outcome: null, sealed: true } });
    const adminListed = ((await request('admin', 'GET', '/api/deals?limit=50')).json() as { deals: Array<{ id: string; tally: unknown; vote: unknown }> }).deals.find((deal) => deal.id === id);
    expect(adminListed).toMatchObject({ tally: { yes: 4, no: 1 }, vote: { closesAt, outcome: null, sealed: false } });
    await saveSettings({ sealedBallots: false });
    expect(await ballot('ann', id)).toMatchObject({ sealed: false, tally: { yes: 1, no: 1 } });
  });

  it('a member who declares a conflict loses their vote, cannot vote, and is named on the deal; admins see the conflict', async () => {
    const id = await openDeal();
    await vote('cat', id, 'Yes');
    await vote('dan', id, 'No');
    const declared = await request('cat', 'POST', `/api/deals/${id}/recusal`);
    expect((declared.json() as { ballot: Ballot }).ballot).toMatchObject({ turnout: 1, iRecused: true, canRecuse: false, recusals: [{ name: 'A member' }] });
    expect((await vote('cat', id, 'Yes')).json()).toEqual({ success: false, error: 'You declared a conflict on this deal' });
    expect((await request('cat', 'GET', `/api/deals/${id}`)).json()).toMatchObject({ canVote: false, myVote: null });
    expect((await request('owner', 'POST', `/api/deals/${id}/recusal`)).json()).toEqual({ success: false, error: 'You submitted this deal: you cannot vote on it, so there is no conflict to declare' });
    expect((await request('net', 'POST', `/api/deals/${id}/recusal`)).statusCode).toBe(403);
    const conflicts = (await request('admin', 'GET', '/api/admin/conflicts')).json() as { conflicts: Array<Record<string, unknown>> };
    expect(conflicts.conflicts.find((conflict) => conflict['reportId'] === id)).toEqual({ reportId: id, dealName: 'Deal 0', memberName: 'A member', memberEmail: 'cat@example.com', declaredAt: clock.now().toISOString() });
    expect((await request('ann', 'GET', '/api/admin/conflicts')).statusCode).toBe(403);
    const withdrawn = await request('cat', 'DELETE', `/api/deals/${id}/recusal`);
    expect((withdrawn.json() as { ballot: Ballot }).ballot).toMatchObject({ iRecused: false, canRecuse: true, recusals: [] });
    expect((await vote('cat', id, 'Yes')).statusCode).toBe(200);
    expect((await request('cat', 'DELETE', `/api/deals/${id}/recusal`)).statusCode).toBe(404);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['decision.window_opened', 'decision.conflict_declared', 'decision.conflict_withdrawn']);
  });

  it('never records a conflict after an admin has closed the window early: the conflict reads the window once it holds it', async () => {
    const id = await openDeal();
    await vote('cat', id, 'Yes');
    // An admin's early close is committing (the window's new closing time, its lock held) when the conflict is declared.
    const declared = await whileHeld(
      testApp.app,
      async (tx) => {
        expect(await createDecisionsRepository(tx).lockUndecided(id)).toBe(true);
        expect(await createDecisionsRepository(tx).moveClosing(id, new Date(clock.now().getTime() - 1_000), clock.now())).toBe(true);
      },
      () => request('cat', 'POST', `/api/deals/${id}/recusal`),
    );
    expect(declared.statusCode).toBe(409);
    expect(await createDecisionsRepository(testApp.app.db).recusals(id)).toEqual([]);
    // The vote cast before the close still stands.
    expect((await ballot('admin', id)).turnout).toBe(1);
  });

  it('an admin closes a window early with a reason: the decision is stored with its tally and rules, and voting stops', async () => {
    const id = await openDeal();
    for (const who of ['ann', 'ben']) await vote(who, id, 'Yes');
    await vote('cat', id, 'No');
    const closed = await moveWindow(id, { action: 'close', reason: REASON });
    expect(closed.statusCode).toBe(200);
    await testApp.app.decisions.idle();
    const result = await ballot('ann', id);
    expect(result).toMatchObject({ phase: 'closed', sealed: false, tally: { yes: 2, no: 1 }, turnout: 3, quorum: 3 });
    expect(result.decision).toMatchObject({ outcome: 'approved', label: 'Approved for investment', members: { yes: 2, no: 1 }, agents: { yes: 3, no: 0 }, quorum: 3, turnout: 3, activeMembers: 7, engine: 'builtin', closedEarly: true, rules: { voteWindowDays: 7, agentVotes: 'advisory', approvalThresholdPercent: 50 } });
    expect(result.decision?.analysts.map((analyst) => [analyst.role, analyst.vote])).toEqual([['product', 'Yes'], ['technical', 'Yes'], ['business', 'Yes']]);
    expect((await vote('dan', id, 'No')).json()).toEqual({ success: false, error: 'The vote on this deal has closed' });
    const listed = ((await request('ann', 'GET', '/api/deals?limit=50')).json() as { deals: Array<{ id: string; vote: unknown }> }).deals.find((deal) => deal.id === id);
    expect(listed?.vote).toMatchObject({ outcome: 'approved', sealed: false });
    expect((await request('ann', 'DELETE', `/api/report/${id}/vote`)).json()).toEqual({ success: false, error: 'The vote on this deal has closed' });
    expect((await request('dan', 'POST', `/api/deals/${id}/recusal`)).statusCode).toBe(409);
    expect((await moveWindow(id, { action: 'extend', days: 2, reason: REASON })).json()).toEqual({ success: false, error: 'The vote on this deal has closed' });
    // A later change of the rules does not rewrite the decision.
    await saveSettings({ quorumMinimum: 10, approvalThresholdPercent: 90 });
    expect((await ballot('ann', id)).decision).toMatchObject({ outcome: 'approved', quorum: 3, rules: { quorumMinimum: 3, approvalThresholdPercent: 50 } });
    expect((await auditOf(id)).find((entry) => entry.action === 'decision.window_closed_early')).toMatchObject({ actorEmail: 'admin@example.com', details: { reason: REASON, to: expect.any(String) } });
  });

  it('a window that runs out without quorum ends with no decision, whatever the analysts say, even when their votes count', async () => {
    await saveSettings({ agentVotes: 'counting' });
    const id = await openDeal();
    await vote('ann', id, 'Yes');
    await vote('ben', id, 'Yes');
    clock.advance(7 * DAY_MS - 1);
    await settle();
    expect((await ballot('ann', id)).phase).toBe('open');
    clock.advance(1);
    await settle();
    expect((await ballot('ann', id)).decision).toMatchObject({ outcome: 'no-quorum', label: 'No decision (no quorum)', members: { yes: 2, no: 0 }, agents: { yes: 3, no: 0 }, turnout: 2, quorum: 3, closedEarly: false });
  });

  it('agent votes decide only when they count: advisory, 1 Yes and 2 No pass; counting, the analysts’ 3 Yes approve', async () => {
    const outcomes: string[] = [];
    for (const agentVotes of ['advisory', 'counting'] as const) {
      await saveSettings({ agentVotes });
      const id = await openDeal();
      await vote('ann', id, 'Yes');
      await vote('ben', id, 'No');
      await vote('cat', id, 'No');
      await moveWindow(id, { action: 'close', reason: REASON });
      await testApp.app.decisions.idle();
      outcomes.push((await ballot('ann', id)).decision?.label ?? 'none');
    }
    expect(outcomes).toEqual(['Passed', 'Approved for investment']);
  });

  it('an admin extends a window by days, audit-logged; the quorum grows with the share of active members', async () => {
    const id = await openDeal();
    const before = await ballot('ann', id);
    const extended = await moveWindow(id, { action: 'extend', days: 3, reason: REASON });
    expect(Date.parse((extended.json() as { ballot: Ballot }).ballot.closesAt ?? '')).toBe(Date.parse(before.closesAt ?? '') + 3 * DAY_MS);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['decision.window_opened', 'decision.window_extended']);
    await saveSettings({ quorumMinimum: 1, quorumPercentOfActive: 50 });
    // 50% of 7 voting members (the admin, the submitter and five members; network members do not vote), rounded up.
    expect((await ballot('ann', id)).quorum).toBe(4);
  });

  it('calibration compares each analyst with the members’ decisions, per engine and period, with the deals behind each number', async () => {
    const rows = (await request('admin', 'GET', '/api/admin/calibration')).json() as { rows: CalibrationRow[] };
    const product = rows.rows.find((row) => row.analyst === 'product' && row.engine === 'builtin' && row.period === 'all');
    // Decided above with the built-in engine's three Yes: approved (early close), passed and approved (agent votes), no quorum (left out).
    expect(product).toMatchObject({ decided: 3, agreed: 2, agreementPercent: 67, yesOnPassed: 1, noOnApproved: 0 });
    expect(product?.deals.yesOnPassed).toEqual([expect.objectContaining({ name: 'Deal 0', outcome: 'passed', vote: 'Yes' })]);
    expect(rows.rows.find((row) => row.engine === 'llm' && row.period === 'all')).toMatchObject({ decided: 0, agreementPercent: null });
    expect(rows.rows).toHaveLength(12);
    clock.advance(91 * DAY_MS);
    // Sessions do not last 91 days: sign in again.
    cookies['admin'] = await signIn(testApp.app, 'admin@example.com');
    cookies['ann'] = await memberWithRoles(testApp.app, 'ann@example.com', 'member');
    const later = (await request('admin', 'GET', '/api/admin/calibration')).json() as { rows: CalibrationRow[] };
    expect(later.rows.find((row) => row.analyst === 'product' && row.engine === 'builtin' && row.period === 'last90')).toMatchObject({ decided: 0 });
    expect((await request('ann', 'GET', '/api/admin/calibration')).statusCode).toBe(403);
  });
});

describe('network decision emails', () => {
  const clock = testClock();
  const testApp = useTestApp({}, { clock });
  const cookies: Record<string, string> = {};

  beforeAll(() => signInEveryone(testApp, cookies));
  // The tests move the clock by days: each starts with the admin confirmed with their passkey (the admin pages ask every 12 hours).
  beforeEach(() => confirmAdmin(testApp.app, cookies['admin'] ?? '', 'admin@example.com'));

  const { request, vote, openDeal, settle } = helpersFor(testApp, cookies);

  /** The emails each address received, by template, once the notifications sweep has sent what was queued. */
  const inboxes = async () => {
    await sweepNotifications(notificationDeliveryOf(testApp.app), clock.now());
    const { emailOutbox } = testApp.app.db.tables;
    const rows = await testApp.app.db.query((q) => q.select({ to: emailOutbox.to, template: emailOutbox.template, subject: emailOutbox.subject }).from(emailOutbox));
    return (template: string, subject: string) => rows.filter((row) => row.template === template && row.subject.includes(subject)).map((row) => row.to.replace('@example.com', '')).sort();
  };

  it('emails the opening to every voting member but the submitter, the reminder once in the last day to who has not voted, and the decision to voters and the submitter', async () => {
    const id = await openDeal();
    await vote('ann', id, 'Yes');
    await request('ben', 'POST', `/api/deals/${id}/recusal`);
    expect(await testApp.app.decisions.remindDue()).toBe(0);
    clock.advance(6 * DAY_MS + 1);
    expect(await testApp.app.decisions.remindDue()).toBe(1);
    expect(await testApp.app.decisions.remindDue()).toBe(0);
    await vote('cat', id, 'No');
    await vote('dan', id, 'No');
    clock.advance(DAY_MS);
    await settle();
    const sent = await inboxes();
    expect(sent('notification-closingSoon', 'Deal 0')).toEqual(['admin', 'cat', 'dan', 'eve']);
    expect(sent('notification-dealDecided', 'Deal 0: Passed')).toEqual(['ann', 'cat', 'dan', 'owner']);
    expect(sent('notification-dealOpened', 'Deal 0').filter((to) => to === 'owner')).toEqual([]);
    expect(sent('notification-dealOpened', 'Deal 0').filter((to) => to === 'net')).toEqual([]);
  });

});
