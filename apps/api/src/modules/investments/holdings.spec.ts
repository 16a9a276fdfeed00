import { eq } from 'drizzle-orm';
import { INVESTMENT_MESSAGES, type AdminRound, type PortfolioResponse } from '@quorum/domain';
import { testClock } from '../../testing/build-test-app';
import { memberWithRoles } from '../../testing/members';
import { confirmAdmin, signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { roundHelpers } from './testing/round-helpers';
import { memberClient } from '../review-agent/testing/deal-client';
import { createReportsRepository } from '../reports/reports.repository';
import { createMembersRepository } from '../members/members.repository';
import { whileHeld } from '../../testing/held-transaction';

const PEOPLE = ['ann', 'ben', 'cat', 'sub'] as const;

describe('a round after the capital call: payments, releases, marks and the exit with the carry', () => {
  const clock = testClock(new Date('2026-06-01T12:00:00Z'));
  const testApp = useTestApp({}, { clock });
  const cookies: Record<string, string> = {};
  const { request, approvedDeal, approvedDealWithFounders, openRound, commit, memberRound, adminRound, auditOf } = roundHelpers(testApp, cookies);

  beforeAll(async () => {
    cookies['admin'] = await signIn(testApp.app, 'admin@example.com');
    for (const who of PEOPLE) cookies[who] = await memberWithRoles(testApp.app, `${who}@example.com`, 'member');
  });

  /** A confirmed round: Ann $50,000, Ben $30,000, Cat $20,000 of a $100,000 target, on a deal `sub` submitted. */
  const calledRound = async (reportId: string): Promise<{ round: AdminRound; ids: Record<string, string> }> => {
    const round = await openRound(reportId);
    for (const [who, amount] of [['ann', '5000000'], ['ben', '3000000'], ['cat', '2000000']] as const) {
      expect((await commit(who, round.id, amount)).statusCode).toBe(200);
      clock.advance(1_000);
    }
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Filled' })).statusCode).toBe(200);
    const confirmed = await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const called = confirmed.json().round as AdminRound;
    return { round: called, ids: Object.fromEntries(called.commitments.map((row) => [row.email.split('@')[0] ?? '', row.memberId])) };
  };
  const pay = (roundId: string, memberId: string, amount: string, receivedOn = '2026-06-01') => request('admin', 'POST', `/api/admin/rounds/${roundId}/payments`, { memberId, amount, receivedOn });

  it('records payments, a mark and an exit: 10% of the profit to the submitter who gave founder contacts, the rest pro rata to what was paid in', async () => {
    const { round, ids } = await calledRound(await approvedDealWithFounders('sub@example.com'));
    expect(round.carryTo?.name).toBe('sub@example.com');

    // Ann pays in two wires, Ben in one; Cat never pays and her allocation is released.
    expect((await pay(round.id, ids['ann'] ?? '', '2500000')).statusCode).toBe(200);
    expect((await pay(round.id, ids['ann'] ?? '', '2500000')).statusCode).toBe(200);
    expect((await pay(round.id, ids['ben'] ?? '', '3000000')).statusCode).toBe(200);
    const over = await pay(round.id, ids['ben'] ?? '', '1');
    expect([over.statusCode, over.json().error]).toEqual([400, INVESTMENT_MESSAGES.overpaid]);
    const released = await request('admin', 'POST', `/api/admin/rounds/${round.id}/releases`, { memberId: ids['cat'], reason: 'Did not wire within 30 days' });
    expect(released.statusCode).toBe(200);
    expect(released.json().round).toMatchObject({ paidTotal: '8000000' });
    expect(await memberRound('cat', round.id)).toMatchObject({ mine: { allocated: '0', paid: '0' } });
    expect(await memberRound('ann', round.id)).toMatchObject({ mine: { allocated: '5000000', paid: '5000000', value: '5000000', distributed: null } });

    // A later round values the holding at $160,000: Ann's 5/8 is worth $100,000.
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/marks`, { value: '16000000', markedOn: '2026-06-01', note: 'Series A at 2x' })).statusCode).toBe(200);
    // Ann and Ben are the only investors: the holding's value, with Ann's own $50,000 and $100,000,
    // would give Ben's payment, so a member sees the mark's note and day and their own part only.
    expect(await memberRound('ann', round.id)).toMatchObject({ latestMark: { value: null, note: 'Series A at 2x' }, mine: { value: '10000000' } });
    expect((await adminRound(round.id)).latestMark).toMatchObject({ value: '16000000' });

    // The company is sold and the vehicle receives $400,000.00: a profit of $320,000, carry $32,000.
    const exited = await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '40000000', exitedOn: '2026-06-01', note: 'Acquired' });
    expect(exited.statusCode).toBe(200);
    const admin = exited.json().round as AdminRound;
    expect(admin).toMatchObject({ status: 'exited', exitDetail: { proceeds: '40000000', paidIn: '8000000', carry: '3200000' } });
    // $368,000 shared 5:3: Ann $230,000, Ben $138,000.
    expect(admin.commitments.map((row) => [row.email, row.distributed])).toEqual([
      ['ann@example.com', '23000000'],
      ['ben@example.com', '13800000'],
      ['cat@example.com', null],
    ]);
    expect(await memberRound('sub', round.id)).toMatchObject({ myCarry: '3200000', mine: null });
    expect(await memberRound('ann', round.id)).toMatchObject({ myCarry: null, mine: { value: '0', distributed: '23000000' }, exit: { proceeds: null, exitedOn: '2026-06-01' } });
    expect(JSON.stringify(await memberRound('ann', round.id))).not.toMatch(/"(3000000|40000000|16000000)"/);
    // Nothing changes a holding after its exit.
    expect((await pay(round.id, ids['ann'] ?? '', '1')).json().error).toBe(INVESTMENT_MESSAGES.roundExited);
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '1', exitedOn: '2026-06-01', note: 'Again' })).statusCode).toBe(409);

    const actions = (await auditOf(round.id)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'round.payment_recorded')).toHaveLength(3);
    expect(actions).toEqual(expect.arrayContaining(['round.allocation_released', 'round.marked', 'round.exited']));
    const exitEntry = (await auditOf(round.id)).find((entry) => entry.action === 'round.exited');
    expect(exitEntry?.details).toMatchObject({ proceeds: '40000000', paidIn: '8000000', profit: '32000000', carry: '3200000' });
  });

  it('pays no carry when the submitter gave no founder contacts, and none on a loss', async () => {
    const { round, ids } = await calledRound(await approvedDeal('sub@example.com'));
    expect(round.carryTo).toBeNull();
    for (const who of ['ann', 'ben', 'cat']) expect((await pay(round.id, ids[who] ?? '', who === 'ann' ? '5000000' : who === 'ben' ? '3000000' : '2000000')).statusCode).toBe(200);
    const exited = await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '50000000', exitedOn: '2026-06-01', note: 'Acquired' });
    expect(exited.json().round.exitDetail).toMatchObject({ carry: '0' });
    expect((await memberRound('sub', round.id)).myCarry).toBeNull();
    expect(exited.json().round.commitments.map((row: { distributed: string }) => row.distributed)).toEqual(['25000000', '15000000', '10000000']);

    const loss = await calledRound(await approvedDealWithFounders('sub@example.com'));
    await pay(loss.round.id, loss.ids['ann'] ?? '', '5000000');
    const sold = await request('admin', 'POST', `/api/admin/rounds/${loss.round.id}/exit`, { proceeds: '2500000', exitedOn: '2026-06-01', note: 'Sold for parts' });
    expect(sold.json().round.exitDetail).toMatchObject({ paidIn: '5000000', carry: '0' });
    expect((await memberRound('ann', loss.round.id)).mine?.distributed).toBe('2500000');
  });

  it('refuses what the rules forbid and writes nothing', async () => {
    const round = await openRound();
    await commit('ann', round.id, '5000000');
    const { members } = testApp.app.db.tables;
    const ann = (await testApp.app.db.first((q) => q.select().from(members).where(eq(members.email, 'ann@example.com'))))?.id ?? '';
    // Before the capital call nothing can be paid, marked or sold.
    expect((await pay(round.id, ann, '100')).json().error).toBe(INVESTMENT_MESSAGES.roundNotCalled);
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/marks`, { value: '1', markedOn: '2026-06-01', note: 'x' })).statusCode).toBe(409);
    await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Closing' });
    await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`);
    for (const [body, status] of [
      [{ memberId: ann, amount: '0', receivedOn: '2026-06-01' }, 400],
      [{ memberId: ann, amount: '100', receivedOn: '2026-06-02' }, 400],
      [{ memberId: ann, amount: '100', receivedOn: '01/06/2026' }, 400],
      [{ memberId: 'nobody', amount: '100', receivedOn: '2026-06-01' }, 404],
    ] as const) {
      expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/payments`, body)).statusCode).toBe(status);
    }
    const noCapital = await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '100', exitedOn: '2026-06-01', note: 'Too soon' });
    expect([noCapital.statusCode, noCapital.json().error]).toEqual([409, INVESTMENT_MESSAGES.noCapitalPaidIn]);
    expect((await request('ann', 'POST', `/api/admin/rounds/${round.id}/payments`, { memberId: ann, amount: '100', receivedOn: '2026-06-01' })).statusCode).toBe(403);
    expect((await adminRound(round.id)).paidTotal).toBe('0');
  });

  it('records at submission whether founder contacts were given: adding them after the review was asked for earns no carry', async () => {
    const sub = await memberClient(testApp.app, 'sub@example.com');
    const withFounders = await sub.createDossier();
    await sub.setUrl(withFounders, 'https://rocketly.example/');
    await sub.setFounders(withFounders, [{ name: 'Dana', contactType: 'Email', contactValue: 'dana@rocketly.example' }]);
    const given = await sub.generate(withFounders);
    const without = await sub.createDossier();
    await sub.setUrl(without, 'https://orbitbook.example/');
    const notGiven = await sub.generate(without);
    // Founders added once the review was asked for do not change what the submission held.
    await sub.setFounders(without, [{ name: 'Late', contactType: 'Email', contactValue: 'late@orbitbook.example' }]);
    const reports = createReportsRepository(testApp.app.db);
    expect((await reports.find(given))?.founderContactsGiven).toBe(true);
    expect((await reports.find(notGiven))?.founderContactsGiven).toBe(false);
  });
  it('dates nothing before the round opened, and no exit before a payment or mark already recorded', async () => {
    const { round, ids } = await calledRound(await approvedDeal());
    const early = await pay(round.id, ids['ann'] ?? '', '100', '2026-05-31');
    expect([early.statusCode, early.json().errors]).toEqual([400, { receivedOn: INVESTMENT_MESSAGES.beforeRoundOpened }]);
    const earlyMark = await request('admin', 'POST', `/api/admin/rounds/${round.id}/marks`, { value: '1', markedOn: '2020-06-01', note: 'Mistyped year' });
    expect([earlyMark.statusCode, earlyMark.json().error]).toEqual([400, INVESTMENT_MESSAGES.beforeRoundOpened]);
    // Two days on, Ann's wire arrives; an exit dated the day before it would end the history before it.
    clock.advance(2 * 24 * 60 * 60_000);
    // Two days on, the admin has confirmed with their passkey again (the admin pages ask every 12 hours).
    await confirmAdmin(testApp.app, cookies['admin'] ?? '', 'admin@example.com');
    expect((await pay(round.id, ids['ann'] ?? '', '5000000', '2026-06-03')).statusCode).toBe(200);
    const beforePayment = await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '6000000', exitedOn: '2026-06-02', note: 'Backdated' });
    expect([beforePayment.statusCode, beforePayment.json().error]).toEqual([400, INVESTMENT_MESSAGES.exitBeforeHistory]);
    expect((await adminRound(round.id)).status).toBe('confirmed');
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '6000000', exitedOn: '2026-06-03', note: 'Sold' })).statusCode).toBe(200);
    expect((await auditOf(round.id)).filter((entry) => entry.action === 'round.payment_recorded')).toHaveLength(1);
  });
  it("values each member's part the same on the round's page and in the portfolio, leftover cent included", async () => {
    const { round, ids } = await calledRound(await approvedDeal());
    // Three equal payments, recorded in an order unlike the members' ids, and a mark that leaves a cent over.
    const payers = (['ann', 'ben', 'cat'] as const).map((who) => ({ who, id: ids[who] ?? '' })).sort((a, b) => (a.id < b.id ? 1 : -1));
    const today = clock.now().toISOString().slice(0, 10);
    for (const payer of payers) {
      expect((await pay(round.id, payer.id, '100', today)).statusCode).toBe(200);
      clock.advance(1_000);
    }
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/marks`, { value: '1000', markedOn: today, note: 'Ten dollars' })).statusCode).toBe(200);
    const onRoundPage: bigint[] = [];
    for (const payer of payers) {
      const value = (await memberRound(payer.who, round.id)).mine?.value ?? '';
      const position = ((await request(payer.who, 'GET', '/api/portfolio')).json() as PortfolioResponse).positions.find((row) => row.roundId === round.id);
      expect(position?.value).toBe(value);
      // Three investors: the holding's value gives nobody's payment, so it is shown.
      expect((await memberRound(payer.who, round.id)).latestMark?.value).toBe('1000');
      onRoundPage.push(BigInt(value));
    }
    expect(onRoundPage.reduce((sum, value) => sum + value, 0n)).toBe(1000n);
  });
  it('answers the portfolio and the network view whatever the multiple: a one-cent payment and a large exit', async () => {
    const { round, ids } = await calledRound(await approvedDeal());
    const today = clock.now().toISOString().slice(0, 10);
    // A one-cent test wire (banks send micro-deposits), then an exit of $10 billion: 10^16 basis points.
    expect((await pay(round.id, ids['ann'] ?? '', '1', today)).statusCode).toBe(200);
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '1000000000000', exitedOn: today, note: 'Sold' })).statusCode).toBe(200);
    const portfolio = await request('ann', 'GET', '/api/portfolio');
    expect(portfolio.statusCode).toBe(200);
    expect((portfolio.json() as PortfolioResponse).positions.find((row) => row.roundId === round.id)?.tvpiBasisPoints).toBe('10000000000000000');
    const network = await request('admin', 'GET', '/api/admin/investments');
    expect(network.statusCode).toBe(200);
  });
  it('gives the carry up when the submitter is erased before the exit, and tells them so in the erasure plan', async () => {
    cookies['sue'] = await memberWithRoles(testApp.app, 'sue@example.com', 'member');
    const { round, ids } = await calledRound(await approvedDealWithFounders('sue@example.com'));
    expect((await request('sue', 'POST', '/api/member/data-erasure', {})).statusCode).toBe(200);
    const pending = (await request('admin', 'GET', '/api/admin/data-requests')).json().requests.find((entry: { email: string }) => entry.email === 'sue@example.com');
    expect(JSON.stringify(pending.plan)).toContain('the 10% carry on 1 round of deals submitted, not exited yet: given up');
    expect((await request('admin', 'POST', `/api/admin/data-requests/${pending.id}/erase`)).statusCode).toBe(200);

    const today = clock.now().toISOString().slice(0, 10);
    for (const who of ['ann', 'ben', 'cat'] as const) expect((await pay(round.id, ids[who] ?? '', who === 'ann' ? '5000000' : who === 'ben' ? '3000000' : '2000000', today)).statusCode).toBe(200);
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '20000000', exitedOn: today, note: 'Sold' })).statusCode).toBe(200);
    const after = await adminRound(round.id);
    // No carry set aside for nobody: the investors share the whole $200,000, pro rata.
    expect(after.exitDetail?.carry).toBe('0');
    expect(Object.fromEntries(after.commitments.map((row) => [row.email, row.distributed]))).toEqual({ 'ann@example.com': '10000000', 'ben@example.com': '6000000', 'cat@example.com': '4000000' });
    expect((await auditOf(round.id)).find((entry) => entry.action === 'round.exited')?.details).toMatchObject({ carry: '0', carryGivenUpByErasure: true });
    // A round raised on the same deal afterwards names no carry earner either.
    const next = await openRound(round.reportId);
    expect((await adminRound(next.id)).carryTo).toBeNull();
  });
  it("withdraws an erased member's commitments to rounds still open, their own way, and says so in the plan", async () => {
    cookies['ivy'] = await memberWithRoles(testApp.app, 'ivy@example.com', 'member');
    const round = await openRound();
    await commit('ann', round.id, '2000000');
    expect((await commit('ivy', round.id, '3000000')).statusCode).toBe(200);
    expect((await request('ivy', 'POST', '/api/member/data-erasure', {})).statusCode).toBe(200);
    const pending = (await request('admin', 'GET', '/api/admin/data-requests')).json().requests.find((entry: { email: string }) => entry.email === 'ivy@example.com');
    expect(JSON.stringify(pending.plan)).toContain('commitments to 1 round still open: withdrawn');
    expect(JSON.stringify(pending.plan)).not.toContain('investment records of');
    expect((await request('admin', 'POST', `/api/admin/data-requests/${pending.id}/erase`)).statusCode).toBe(200);
    // Money that will never come no longer counts in what everyone sees.
    expect(await adminRound(round.id)).toMatchObject({ committedTotal: '2000000', commitmentCount: 1 });
    expect((await auditOf(round.id)).at(-1)).toMatchObject({ action: 'round.commitment_withdrawn', actorEmail: 'admin@example.com', details: { from: '3000000', to: null } });
  });
  it("hides the proceeds from members when one investor holds the round: less the carry, they are that investor's share", async () => {
    cookies['sam'] = await memberWithRoles(testApp.app, 'sam@example.com', 'member');
    const { round, ids } = await calledRound(await approvedDealWithFounders('sam@example.com'));
    const today = clock.now().toISOString().slice(0, 10);
    expect((await pay(round.id, ids['ann'] ?? '', '5000000', today)).statusCode).toBe(200);
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '12345678', exitedOn: today, note: 'Sold' })).statusCode).toBe(200);
    for (const who of ['sam', 'ann', 'ben']) expect((await memberRound(who, round.id)).exit).toEqual({ proceeds: null, exitedOn: today });
    expect((await memberRound('sam', round.id)).myCarry).toBe('734567');
    expect((await adminRound(round.id)).exit?.proceeds).toBe('12345678');
  });

  it('gives no carry to a submitter whose erasure committed while the exit was being recorded', async () => {
    cookies['sid'] = await memberWithRoles(testApp.app, 'sid@example.com', 'member');
    const { round, ids } = await calledRound(await approvedDealWithFounders('sid@example.com'));
    const today = clock.now().toISOString().slice(0, 10);
    for (const [who, amount] of [['ann', '5000000'], ['ben', '3000000'], ['cat', '2000000']] as const) expect((await pay(round.id, ids[who] ?? '', amount, today)).statusCode).toBe(200);
    const members = createMembersRepository(testApp.app.db);
    const sid = await members.findByEmail('sid@example.com');
    // The erasure holds the submitter's row while the exit comes: the exit waits for it, then sees the account erased.
    const exited = await whileHeld(
      testApp.app,
      async (tx) => {
        const held = createMembersRepository(tx);
        expect(await held.findForWrite(sid?.id ?? '')).toBeDefined();
        await held.erase(sid?.id ?? '', `erased-${sid?.id}@erased.invalid`, clock.now());
      },
      () => request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '20000000', exitedOn: today, note: 'Sold' }),
    );
    expect(exited.statusCode).toBe(200);
    expect((await adminRound(round.id)).exitDetail?.carry).toBe('0');
  });
});
