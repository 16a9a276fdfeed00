import { eq } from 'drizzle-orm';
import { INVESTMENT_MESSAGES } from '@quorum/domain';
import { testClock } from '../../testing/build-test-app';
import { memberWithRoles } from '../../testing/members';
import { confirmAdmin, signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { createRoundsRepository } from './rounds.repository';
import { INELIGIBLE_AT_CLOSE, lockOwnCommitments } from './rounds.service';
import { roundHelpers } from './testing/round-helpers';
import { lockWaiter, whileHeld } from '../../testing/held-transaction';
import { notificationDeliveryOf, sweepNotifications } from '../notifications/notification-delivery';

const DAY_MS = 24 * 60 * 60_000;
const PEOPLE = ['ann', 'ben', 'cat', 'dan'] as const;

describe('rounds: open, commit, close, allocate, confirm', () => {
  const clock = testClock();
  const testApp = useTestApp({}, { clock });
  const cookies: Record<string, string> = {};
  const { request, approvedDeal, roundTerms, openRound, commit, memberRound, adminRound, auditOf, mailsTo } = roundHelpers(testApp, cookies);

  beforeAll(async () => {
    cookies['admin'] = await signIn(testApp.app, 'admin@example.com');
    for (const who of PEOPLE) cookies[who] = await memberWithRoles(testApp.app, `${who}@example.com`, 'member');
    cookies['net'] = await memberWithRoles(testApp.app, 'net@example.com', 'network_member');
  });

  // Opening a round and its capital call take a passkey confirmation in the last 10 minutes, and
  // tests here move the clock by hours: each starts with the admin confirmed a moment ago.
  beforeEach(() => confirmAdmin(testApp.app, cookies['admin'] ?? '', 'admin@example.com'));

  it('goes from an open round to allocations, a capital call and the wire instructions, each step audit-logged', async () => {
    const round = await openRound(undefined, { maximum: '7000000' });
    expect(round).toMatchObject({ status: 'open', currency: 'USD', target: '10000000', maximum: '7000000', committedTotal: '0', commitmentCount: 0 });
    expect((await auditOf(round.id)).map((entry) => entry.action)).toEqual(['round.opened']);

    // $60,000 + $60,000 + $30,000 against $100,000: oversubscribed by half.
    expect((await commit('ann', round.id, '6000000')).statusCode).toBe(200);
    clock.advance(1_000);
    expect((await commit('ben', round.id, '6000000')).statusCode).toBe(200);
    // With one other commitment the total would give Ann's amount away: neither Ben nor Dan sees it.
    expect(await memberRound('ben', round.id)).toMatchObject({ committedTotal: null, commitmentCount: 2 });
    expect((await memberRound('dan', round.id)).committedTotal).toBe('12000000');
    clock.advance(1_000);
    const cat = await commit('cat', round.id, '3000000');
    expect(cat.statusCode).toBe(200);
    expect(cat.json().round).toMatchObject({ committedTotal: '15000000', commitmentCount: 3, mine: { amount: '3000000', allocated: null }, canCommit: true, wireInstructions: null });

    // A member sees their own amount and the totals, never another member's amount.
    const seenByCat = JSON.stringify(await memberRound('cat', round.id));
    expect(seenByCat).not.toContain('6000000');
    expect(seenByCat).not.toContain('ann@example.com');
    const seenByDan = await memberRound('dan', round.id);
    expect(seenByDan.mine).toBeNull();
    expect(JSON.stringify(seenByDan)).not.toContain('6000000');

    const admin = await adminRound(round.id);
    expect(admin.commitments.map((row) => [row.email, row.amount])).toEqual([
      ['ann@example.com', '6000000'],
      ['ben@example.com', '6000000'],
      ['cat@example.com', '3000000'],
    ]);

    const closed = await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Filled early: the company asked to close' });
    expect(closed.statusCode).toBe(200);
    const allocated = closed.json().round;
    expect(allocated).toMatchObject({ status: 'closed', allocatedTotal: '10000000', closeReason: 'Filled early: the company asked to close' });
    // Pro rata at 2/3, in whole dollars: $40,000, $40,000, $20,000.
    expect(allocated.commitments.map((row: { allocated: string }) => row.allocated)).toEqual(['4000000', '4000000', '2000000']);
    expect(await memberRound('cat', round.id)).toMatchObject({ status: 'closed', canCommit: false, mine: { amount: '3000000', allocated: '2000000' }, wireInstructions: null });

    // The admin moves $5,000 from Ann to Cat before the capital call, with a reason each.
    const ann = allocated.commitments[0].memberId;
    const catId = allocated.commitments[2].memberId;
    for (const [amount, status] of [['500000', 400], ['3000100', 400], ['7000000', 400]] as const) {
      expect((await request('admin', 'PUT', `/api/admin/rounds/${round.id}/allocations/${catId}`, { amount, reason: 'Out of range' })).statusCode).toBe(status);
    }
    expect((await request('admin', 'PUT', `/api/admin/rounds/${round.id}/allocations/no-such-member`, { amount: '0', reason: 'Not in it' })).statusCode).toBe(404);
    expect((await request('ann', 'PUT', `/api/admin/rounds/${round.id}/allocations/${ann}`, { amount: '6000000', reason: 'Give me more' })).statusCode).toBe(403);
    expect((await request('admin', 'PUT', `/api/admin/rounds/${round.id}/allocations/${ann}`, { amount: '3500000', reason: 'Asked for less' })).statusCode).toBe(200);
    const adjusted = await request('admin', 'PUT', `/api/admin/rounds/${round.id}/allocations/${catId}`, { amount: '2500000', reason: 'Takes what Ann left' });
    expect(adjusted.statusCode).toBe(200);
    expect(adjusted.json().round.commitments[2]).toMatchObject({ allocated: '2500000', adjustment: { from: '2000000', reason: 'Takes what Ann left' } });

    // Never more than the target in all: Ben's $40,000 cannot become $45,000 while Ann and Cat hold the rest.
    const ben = allocated.commitments[1].memberId;
    const over = await request('admin', 'PUT', `/api/admin/rounds/${round.id}/allocations/${ben}`, { amount: '4500000', reason: 'More for Ben' });
    expect([over.statusCode, over.json().error]).toEqual([400, INVESTMENT_MESSAGES.allocationsOverTarget]);

    const confirmed = await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().round.status).toBe('confirmed');
    await testApp.app.rounds.idle();
    const call = (await mailsTo('cat@example.com')).find((mail) => mail.template === 'round-capital-call');
    expect(call?.subject).toContain('your allocation of $25,000');
    expect(call?.text).toContain('Routing: 021000021');
    expect(call?.text).toContain('you committed $30,000; the admins set your allocation');
    expect(await memberRound('cat', round.id)).toMatchObject({ status: 'confirmed', mine: { allocated: '2500000' }, wireInstructions: expect.stringContaining('Account: 000123456') });
    expect((await memberRound('dan', round.id)).wireInstructions).toBeNull();
    // Allocations are final once the capital call went out.
    expect((await request('admin', 'PUT', `/api/admin/rounds/${round.id}/allocations/${catId}`, { amount: '3000000', reason: 'Too late' })).statusCode).toBe(409);

    const audit = await auditOf(round.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'round.opened',
      'round.commitment_set',
      'round.commitment_set',
      'round.commitment_set',
      'round.closed',
      'round.allocation_adjusted',
      'round.allocation_adjusted',
      'round.confirmed',
    ]);
    expect(audit[1]).toMatchObject({ actorEmail: 'ann@example.com', details: { from: null, to: '6000000' } });
    expect(audit[6]).toMatchObject({ actorEmail: 'admin@example.com', details: { memberId: catId, from: '2000000', to: '2500000', reason: 'Takes what Ann left' } });
  });

  it('emails the members who may commit when a round opens, as their preferences say', async () => {
    const { members } = testApp.app.db.tables;
    await testApp.app.db.query((q) => q.update(members).set({ accreditationExpiresAt: new Date(clock.now().getTime() - DAY_MS) }).where(eq(members.email, 'dan@example.com')));
    expect((await request('ben', 'PUT', '/api/member/notifications', { dealOpened: true, closingSoon: true, dealDecided: true, roundOpened: false, digest: false })).statusCode).toBe(200);
    const round = await openRound();
    await sweepNotifications(notificationDeliveryOf(testApp.app), clock.now());
    const opened = async (email: string) => (await mailsTo(email)).filter((mail) => mail.template === 'notification-roundOpened' && mail.text.includes(round.id));
    const [toAnn] = await opened('ann@example.com');
    expect(toAnn?.subject).toBe('A round opened: Deal 0');
    expect(toAnn?.text).toContain('$100,000 to raise, from $10,000 per member');
    expect(toAnn?.text).toContain(`/rounds/${round.id}`);
    expect(await opened('ben@example.com')).toEqual([]);
    expect(await opened('dan@example.com')).toEqual([]);
    expect(await opened('net@example.com')).toEqual([]);
    await testApp.app.db.query((q) => q.update(members).set({ accreditationExpiresAt: null }).where(eq(members.email, 'dan@example.com')));
    await request('ben', 'PUT', '/api/member/notifications', { dealOpened: true, closingSoon: true, dealDecided: true, roundOpened: true, digest: false });
  });

  it('allocates only members who may still invest at the close, and tells a suspended one nothing', async () => {
    const round = await openRound();
    await commit('ann', round.id, '6000000');
    clock.advance(1_000);
    await commit('ben', round.id, '6000000');
    const { members } = testApp.app.db.tables;
    await testApp.app.db.query((q) => q.update(members).set({ state: 'suspended' }).where(eq(members.email, 'ben@example.com')));
    const closed = await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Closing with Ben suspended' });
    expect(closed.json().round.commitments.map((row: { email: string; allocated: string; adjustment: { reason: string } | null }) => [row.email, row.allocated, row.adjustment?.reason ?? null])).toEqual([
      ['ann@example.com', '6000000', null],
      ['ben@example.com', '0', INELIGIBLE_AT_CLOSE],
    ]);
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`)).statusCode).toBe(200);
    await testApp.app.rounds.idle();
    expect((await mailsTo('ann@example.com')).filter((mail) => mail.template === 'round-capital-call' && mail.text.includes(round.id))).toHaveLength(1);
    const toBen = (await mailsTo('ben@example.com')).filter((mail) => mail.text.includes(round.id));
    expect(toBen).toEqual([]);
    await testApp.app.db.query((q) => q.update(members).set({ state: 'active' }).where(eq(members.email, 'ben@example.com')));
  });

  it('sends a capital call owed when the instance stopped after the confirmation, once, whichever instances sweep', async () => {
    const round = await openRound();
    for (const who of PEOPLE) {
      expect((await commit(who, round.id, '2000000')).statusCode).toBe(200);
      clock.advance(1_000);
    }
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Stop after the confirmation' })).statusCode).toBe(200);
    // The confirmation committed, an instance took the calls' lease, sent Ann's email and stopped:
    // the database as it holds it then (the lease keeps this app's own sweep off the round meanwhile).
    const repository = createRoundsRepository(testApp.app.db);
    expect(await repository.confirm(round.id, clock.now())).toBeDefined();
    expect((await repository.claimCalls(clock.now(), 'stopped-instance', new Date(clock.now().getTime() + 60_000)))?.id).toBe(round.id);
    const annId = (await adminRound(round.id)).commitments.find((row) => row.email === 'ann@example.com')?.memberId ?? '';
    await repository.markCallsSent(round.id, [annId], clock.now());
    const callsTo = async (who: string) => (await mailsTo(`${who}@example.com`)).filter((mail) => mail.template === 'round-capital-call' && mail.text.includes(round.id));
    expect(await testApp.app.rounds.sendCalls('instance-a', 60_000)).toBe(0);
    for (const who of PEOPLE) expect(await callsTo(who)).toEqual([]);

    // Its lease runs out; two instances sweep at once: each email still owed goes out once, Ann's not again.
    clock.advance(61_000);
    await Promise.all([testApp.app.rounds.sendCalls('instance-a', 60_000), testApp.app.rounds.sendCalls('instance-b', 60_000)]);
    await testApp.app.rounds.idle();
    for (const who of ['ben', 'cat', 'dan']) expect(await callsTo(who)).toHaveLength(1);
    expect(await callsTo('ann')).toEqual([]);
    expect((await repository.find(round.id))?.callsSentAt).not.toBeNull();
    expect(await testApp.app.rounds.sendCalls('instance-a', 60_000)).toBe(0);
  });

  it('calls no one for money who can no longer invest: the confirmation waits for their allocations to be zero, and none is raised', async () => {
    const round = await openRound();
    await commit('ann', round.id, '3000000');
    clock.advance(1_000);
    await commit('ben', round.id, '3000000');
    clock.advance(1_000);
    await commit('cat', round.id, '2000000');
    const { members } = testApp.app.db.tables;
    // Cat's accreditation lapses before the close: she is allocated nothing, and no admin can raise it.
    await testApp.app.db.query((q) => q.update(members).set({ accreditationExpiresAt: new Date(clock.now().getTime() - 1_000) }).where(eq(members.email, 'cat@example.com')));
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Filled early' })).statusCode).toBe(200);
    const person = async (email: string) => (await adminRound(round.id)).commitments.find((row) => row.email === email);
    const cat = await person('cat@example.com');
    expect(cat).toMatchObject({ allocated: '0', canInvest: false });
    const raised = await request('admin', 'PUT', `/api/admin/rounds/${round.id}/allocations/${cat?.memberId}`, { amount: '2000000', reason: 'Give it anyway' });
    expect([raised.statusCode, raised.json().error]).toEqual([400, INVESTMENT_MESSAGES.ineligibleAllocation]);

    // After the close, Ben's accreditation lapses and Ann is made a network member: no call goes out while they hold allocations.
    await testApp.app.db.query((q) => q.update(members).set({ accreditationExpiresAt: new Date(clock.now().getTime() - 1_000) }).where(eq(members.email, 'ben@example.com')));
    await testApp.app.db.query((q) => q.update(members).set({ role: 'network_member', allRoles: ['network_member'] }).where(eq(members.email, 'ann@example.com')));
    expect(await person('ben@example.com')).toMatchObject({ allocated: '3000000', canInvest: false });
    const refused = await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`);
    expect([refused.statusCode, refused.json().error]).toEqual([409, INVESTMENT_MESSAGES.allocatedToIneligible]);
    expect((await adminRound(round.id)).status).toBe('closed');
    for (const who of ['ann', 'ben']) {
      const id = (await person(`${who}@example.com`))?.memberId;
      expect((await request('admin', 'PUT', `/api/admin/rounds/${round.id}/allocations/${id}`, { amount: '0', reason: 'Can no longer invest' })).statusCode).toBe(200);
    }
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`)).statusCode).toBe(200);
    await testApp.app.rounds.idle();
    const calls = async (who: string) => (await mailsTo(`${who}@example.com`)).filter((mail) => mail.template === 'round-capital-call' && mail.text.includes(round.id));
    for (const who of ['ann', 'ben', 'cat']) expect(await calls(who)).toEqual([]);
    expect((await memberRound('ben', round.id)).wireInstructions).toBeNull();
    // Each is told they got nothing, and why: not that the round was oversubscribed.
    const toldWhy = async (who: string) => (await mailsTo(`${who}@example.com`)).find((mail) => mail.template === 'round-not-allocated' && mail.text.includes(round.id))?.text ?? '';
    expect(await toldWhy('cat')).toContain('When the round closed you could no longer invest');
    expect(await toldWhy('ben')).toContain('The admins set your allocation to zero');
    expect(await toldWhy('cat')).not.toContain('oversubscribed');
    await testApp.app.db.query((q) => q.update(members).set({ accreditationExpiresAt: null }).where(eq(members.email, 'ben@example.com')));
    await testApp.app.db.query((q) => q.update(members).set({ accreditationExpiresAt: null }).where(eq(members.email, 'cat@example.com')));
    await testApp.app.db.query((q) => q.update(members).set({ role: 'member', allRoles: ['member'] }).where(eq(members.email, 'ann@example.com')));
  });

  it('sets a commitment, never adds to it: a retried request leaves one commitment of the same amount and one audit entry', async () => {
    const round = await openRound();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await commit('ann', round.id, '2000000')).statusCode).toBe(200);
    const changed = await commit('ann', round.id, '2500000');
    expect(changed.json().round).toMatchObject({ committedTotal: '2500000', commitmentCount: 1, mine: { amount: '2500000' } });
    const entries = (await auditOf(round.id)).filter((entry) => entry.action === 'round.commitment_set');
    expect(entries.map((entry) => entry.details)).toEqual([
      { from: null, to: '2000000' },
      { from: '2000000', to: '2500000' },
    ]);
  });

  it('gives a raised commitment the place of the raise, and a lowered one keeps its place', async () => {
    const round = await openRound(undefined, { maximum: '7000000' });
    // Ann holds the minimum first, Ben commits $65,000, Cat $60,000, then Ann raises to $60,000 and
    // Ben lowers to $60,000: three equal commitments against $100,000 leave one dollar over, which
    // goes to the earliest place: Ben's (Ann's raise took its place after Cat's).
    await commit('ann', round.id, '1000000');
    for (const [who, amount] of [['ben', '6500000'], ['cat', '6000000'], ['ann', '6000000'], ['ben', '6000000']] as const) {
      clock.advance(1_000);
      expect((await commit(who, round.id, amount)).statusCode).toBe(200);
    }
    const closed = await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Places in the order' });
    expect(closed.statusCode).toBe(200);
    const rows = (closed.json().round as { commitments: Array<{ email: string; allocated: string }> }).commitments;
    expect(Object.fromEntries(rows.map((row) => [row.email, row.allocated]))).toEqual({ 'ben@example.com': '3333400', 'cat@example.com': '3333300', 'ann@example.com': '3333300' });
  });

  it('refuses an amount outside the limits, with cents, or malformed, and writes nothing', async () => {
    const round = await openRound();
    for (const [amount, status, message] of [
      ['999900', 400, INVESTMENT_MESSAGES.outsideLimits],
      ['2000050', 400, INVESTMENT_MESSAGES.notWholeUnits],
      ['7000000', 400, INVESTMENT_MESSAGES.outsideLimits],
      ['99999999999999999', 400, undefined],
      ['-1000000', 400, undefined],
      ['1e7', 400, undefined],
    ] as const) {
      const answer = await commit('ann', round.id, amount);
      expect(answer.statusCode).toBe(status);
      if (message) expect(answer.json().error).toBe(message);
    }
    expect((await memberRound('ann', round.id)).commitmentCount).toBe(0);
  });

  it('withdraws a commitment until the deadline, and nothing after', async () => {
    const round = await openRound();
    await commit('ben', round.id, '2000000');
    const withdrawn = await request('ben', 'DELETE', `/api/rounds/${round.id}/commitment`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().round).toMatchObject({ mine: null, commitmentCount: 0 });
    expect((await request('ben', 'DELETE', `/api/rounds/${round.id}/commitment`)).statusCode).toBe(404);
    expect((await auditOf(round.id)).at(-1)).toMatchObject({ action: 'round.commitment_withdrawn', details: { from: '2000000', to: null } });
  });

  it('lets only active members and admins with current accreditation commit', async () => {
    const round = await openRound();
    expect((await commit('net', round.id, '2000000')).statusCode).toBe(403);
    expect((await commit('admin', round.id, '2000000')).statusCode).toBe(200);

    const { members } = testApp.app.db.tables;
    await testApp.app.db.query((q) => q.update(members).set({ accreditationExpiresAt: new Date(clock.now().getTime() - DAY_MS) }).where(eq(members.email, 'dan@example.com')));
    const expired = await commit('dan', round.id, '2000000');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe(INVESTMENT_MESSAGES.accreditationExpired);
    expect((await memberRound('dan', round.id)).cannotCommitReason).toBe(INVESTMENT_MESSAGES.accreditationExpired);
    await testApp.app.db.query((q) => q.update(members).set({ accreditationExpiresAt: new Date(clock.now().getTime() + DAY_MS) }).where(eq(members.email, 'dan@example.com')));
    expect((await commit('dan', round.id, '2000000')).statusCode).toBe(200);

    await testApp.app.db.query((q) => q.update(members).set({ state: 'suspended' }).where(eq(members.email, 'dan@example.com')));
    expect((await commit('dan', round.id, '2500000')).statusCode).toBe(403);
    await testApp.app.db.query((q) => q.update(members).set({ state: 'active' }).where(eq(members.email, 'dan@example.com')));
    expect((await memberRound('dan', round.id)).mine?.amount).toBe('2000000');
  });

  it('opens a round only on a deal approved for investment, one open round per deal, with limits in order', async () => {
    const deal = await approvedDeal();
    expect((await request('admin', 'POST', '/api/admin/rounds', roundTerms('no-such-deal'))).json().error).toBe(INVESTMENT_MESSAGES.dealNotApproved);
    expect((await request('ann', 'POST', '/api/admin/rounds', roundTerms(deal))).statusCode).toBe(403);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ minimum: '7000000' }, INVESTMENT_MESSAGES.limitsOutOfOrder],
      [{ maximum: '20000000' }, INVESTMENT_MESSAGES.limitsOutOfOrder],
      [{ target: '10000050' }, INVESTMENT_MESSAGES.notWholeUnits],
      [{ deadline: new Date(clock.now().getTime() + 60_000).toISOString() }, INVESTMENT_MESSAGES.deadlineTooSoon],
      [{ deadline: new Date(clock.now().getTime() + 400 * DAY_MS).toISOString() }, INVESTMENT_MESSAGES.deadlineTooLate],
    ];
    for (const [change, message] of refusals) {
      const answer = await request('admin', 'POST', '/api/admin/rounds', roundTerms(deal, change));
      expect([answer.statusCode, answer.json().error]).toEqual([400, message]);
    }
    const badCurrency = await request('admin', 'POST', '/api/admin/rounds', roundTerms(deal, { currency: 'XAU' }));
    expect(badCurrency.statusCode).toBe(400);
    await openRound(deal);
    const second = await request('admin', 'POST', '/api/admin/rounds', roundTerms(deal));
    expect([second.statusCode, second.json().error]).toEqual([409, INVESTMENT_MESSAGES.roundAlreadyOpen]);
  });

  it('closes a round at its deadline, once, and refuses commitments after it', async () => {
    const round = await openRound(undefined, { deadline: new Date(clock.now().getTime() + 2 * 60 * 60_000).toISOString() });
    await commit('ann', round.id, '5000000');
    clock.advance(2 * 60 * 60_000);
    const late = await commit('ben', round.id, '5000000');
    expect([late.statusCode, late.json().error]).toEqual([409, INVESTMENT_MESSAGES.roundClosed]);
    testApp.app.rounds.kick();
    await testApp.app.rounds.idle();
    const closed = await adminRound(round.id);
    expect(closed).toMatchObject({ status: 'closed', closeReason: null, allocatedTotal: '5000000' });
    expect(closed.commitments.map((row) => [row.email, row.allocated])).toEqual([['ann@example.com', '5000000']]);
    expect(await testApp.app.rounds.closeDue('another-instance', 60_000)).toBe(0);
    expect((await auditOf(round.id)).filter((entry) => entry.action === 'round.closed')).toHaveLength(1);
  });

  it('never lets a commitment land after the close: one racing the close waits for it and is refused', async () => {
    const round = await openRound();
    await commit('ann', round.id, '5000000');
    const admin = (await adminRound(round.id)).commitments[0];
    expect(admin).toBeDefined();
    const adminId = (await testApp.app.db.first((q) => q.select().from(testApp.app.db.tables.members).where(eq(testApp.app.db.tables.members.email, 'admin@example.com'))))?.id ?? '';
    const racing = await whileHeld(
      testApp.app,
      async (tx) => {
        await createRoundsRepository(tx).close(round.id, clock.now(), { adminId, reason: 'Held to race a commitment' });
      },
      () => commit('ben', round.id, '5000000'),
    );
    expect([racing.statusCode, racing.json().error]).toEqual([409, INVESTMENT_MESSAGES.roundClosed]);
    const rows = await createRoundsRepository(testApp.app.db).commitmentsOf(round.id);
    expect(rows.map((row) => row.amountMinor)).toEqual([5000000]);
  });

  it('counts a commitment that was being written when the close came: the close waits for it', async () => {
    const round = await openRound();
    const { members } = testApp.app.db.tables;
    const ben = (await testApp.app.db.first((q) => q.select().from(members).where(eq(members.email, 'ben@example.com'))))?.id ?? '';
    const closing = await whileHeld(
      testApp.app,
      async (tx) => {
        expect(await createRoundsRepository(tx).setCommitment(round.id, ben, 4000000n, clock.now())).toBeDefined();
      },
      () => request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Closing while Ben commits' }),
    );
    expect(closing.statusCode).toBe(200);
    expect(closing.json().round.commitments.map((row: { email: string; allocated: string }) => [row.email, row.allocated])).toEqual([['ben@example.com', '4000000']]);
  });

  it('never deadlocks a member changing their commitment with the close: the close never waits for the member', async () => {
    const round = await openRound();
    await commit('ann', round.id, '5000000');
    const { members } = testApp.app.db.tables;
    const ann = (await testApp.app.db.first((q) => q.select().from(members).where(eq(members.email, 'ann@example.com'))))?.id ?? '';
    // Ann's change holds her lock as the close starts (the close's allocation rows point at her row),
    // then asks for the round the close holds.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (locked = resolve));
    const change = testApp.app.db.transaction(async (tx) => {
      await lockOwnCommitments(tx, ann);
      locked();
      await held;
      return createRoundsRepository(tx).setCommitment(round.id, ann, 6000000n, clock.now());
    });
    await ready;
    let settled = false;
    const closing = request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Closing while Ann changes hers' }).finally(() => (settled = true));
    // On PostgreSQL: the close either ends, or waits for a lock (the deadlock's first half, before the fix).
    if (testApp.app.config.database) await lockWaiter(testApp.app.config.database.url, () => settled);
    release();
    const [changed, closed] = await Promise.all([change, closing]);
    expect(closed.statusCode).toBe(200);
    // Whichever came first, the other saw it whole: the close counted the change, or the change found the round closed.
    expect(closed.json().round.commitments.map((row: { amount: string }) => row.amount)).toEqual([changed ? '6000000' : '5000000']);
  });
});
