import { eq } from 'drizzle-orm';
import type { AdminRound, NetworkResponse, PortfolioResponse } from '@quorum/domain';
import { testClock } from '../../testing/build-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { roundHelpers } from './testing/round-helpers';
import { createMembersRepository } from '../members/members.repository';
import { exportedJson } from '../data-rights/testing/data-rights-people';

describe('the portfolio, the network view and the CSV exports', () => {
  const clock = testClock(new Date('2026-03-01T12:00:00Z'));
  const testApp = useTestApp({}, { clock });
  const cookies: Record<string, string> = {};
  const { request, approvedDealWithFounders, openRound, commit } = roundHelpers(testApp, cookies);
  let round: AdminRound;

  /** Sessions end after weeks unused: everyone signs in again after the clock moves months on. */
  const signInEveryone = async () => {
    cookies['admin'] = await signIn(testApp.app, 'admin@example.com');
    for (const who of ['ann', 'ben', 'sub', 'eve']) cookies[who] = await memberWithRoles(testApp.app, `${who}@example.com`, 'member');
  };

  beforeAll(async () => {
    await signInEveryone();
    // A deal whose name and vehicle a spreadsheet would run or split: the CSV must keep them inert.
    const reportId = await approvedDealWithFounders('sub@example.com');
    const { reports } = testApp.app.db.tables;
    await testApp.app.db.query((q) => q.update(reports).set({ name: '=HYPERLINK("http://attacker.example","Rocketly")' }).where(eq(reports.id, reportId)));
    round = await openRound(reportId, { vehicleName: 'Rocketly SPV, "Series A"' });
    await commit('ann', round.id, '5000000');
    clock.advance(1_000);
    await commit('ben', round.id, '3000000');
    await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Filled' });
    const confirmed = (await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`)).json().round as AdminRound;
    const id = (email: string) => confirmed.commitments.find((row) => row.email === email)?.memberId;
    await request('admin', 'POST', `/api/admin/rounds/${round.id}/payments`, { memberId: id('ann@example.com'), amount: '5000000', receivedOn: '2026-03-01' });
    await request('admin', 'POST', `/api/admin/rounds/${round.id}/payments`, { memberId: id('ben@example.com'), amount: '3000000', receivedOn: '2026-03-01' });
    clock.set(new Date('2026-04-01T12:00:00Z'));
    await signInEveryone();
    await request('admin', 'POST', `/api/admin/rounds/${round.id}/marks`, { value: '16000000', markedOn: '2026-04-01', note: 'Series A' });
    clock.set(new Date('2026-06-01T12:00:00Z'));
    await signInEveryone();
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '40000000', exitedOn: '2026-06-01', note: 'Acquired' })).statusCode).toBe(200);
  });

  it("shows a member their positions, totals and value over time, and the submitter their carry", async () => {
    const ann = (await request('ann', 'GET', '/api/portfolio')).json() as PortfolioResponse;
    expect(ann.positions).toHaveLength(1);
    expect(ann.positions[0]).toMatchObject({ currency: 'USD', committed: '5000000', allocated: '5000000', paidIn: '5000000', value: '0', distributed: '23000000', carry: '0', tvpiBasisPoints: '46000', dpiBasisPoints: '46000' });
    expect(ann.totals).toEqual([expect.objectContaining({ currency: 'USD', paidIn: '5000000', distributed: '23000000', carry: '0' })]);
    expect(ann.series[0]?.points).toEqual([
      { day: '2026-03-01', paidIn: '5000000', value: '5000000', distributed: '0' },
      { day: '2026-04-01', paidIn: '5000000', value: '10000000', distributed: '0' },
      { day: '2026-06-01', paidIn: '5000000', value: '0', distributed: '23000000' },
    ]);
    const sub = (await request('sub', 'GET', '/api/portfolio')).json() as PortfolioResponse;
    expect(sub.positions[0]).toMatchObject({ paidIn: '0', distributed: '0', carry: '3200000', tvpiBasisPoints: null });
    expect(sub.totals[0]).toMatchObject({ carry: '3200000' });
    // The carry is shown apart, never as a distribution: not in the totals, nor in the value over time.
    expect(sub.series[0]?.points.map((point) => point.distributed)).toEqual(['0', '0', '0']);
    const eve = (await request('eve', 'GET', '/api/portfolio')).json() as PortfolioResponse;
    expect(eve).toMatchObject({ positions: [], totals: [], series: [] });
  });

  it('shows the carry to a submitter who is a network member: their portfolio and statement are theirs to read', async () => {
    const members = createMembersRepository(testApp.app.db);
    const sub = await members.findByEmail('sub@example.com');
    if (!sub) throw new Error('sub is missing');
    await members.setRoles(sub.id, 'network_member', ['network_member'], testApp.app.clock.now());
    try {
      const cookie = await signIn(testApp.app, 'sub@example.com');
      const portfolio = await testApp.app.inject({ method: 'GET', url: '/api/portfolio', headers: { cookie } });
      expect(portfolio.statusCode).toBe(200);
      expect((portfolio.json() as PortfolioResponse).totals[0]).toMatchObject({ carry: '3200000' });
      const statement = await testApp.app.inject({ method: 'GET', url: '/api/portfolio/statement.csv', headers: { cookie } });
      expect(statement.body.split('\r\n').filter((line) => line.includes(',Carry,'))).toHaveLength(1);
      expect(statement.body).not.toContain('Payment');
    } finally {
      await members.setRoles(sub.id, 'member', ['member'], testApp.app.clock.now());
    }
  });

  it('gives the admins the network: committed, called, paid in, value and distributions with TVPI and DPI', async () => {
    expect((await request('ann', 'GET', '/api/admin/investments')).statusCode).toBe(403);
    const network = (await request('admin', 'GET', '/api/admin/investments')).json() as NetworkResponse;
    expect(network.rounds[0]).toMatchObject({ committed: '8000000', called: '8000000', paidIn: '8000000', value: '0', distributed: '40000000', tvpiBasisPoints: '50000', dpiBasisPoints: '50000' });
    expect(network.totals).toEqual([expect.objectContaining({ currency: 'USD', committed: '8000000', called: '8000000', paidIn: '8000000', distributed: '40000000' })]);
    expect(network.series[0]?.points.map((point) => point.value)).toEqual(['8000000', '16000000', '0']);
  });

  it('exports a member statement of their own lines and an admin ledger, as RFC 4180 CSV with formulas defused', async () => {
    const statement = await request('ann', 'GET', '/api/portfolio/statement.csv');
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toContain('text/csv');
    expect(statement.headers['content-disposition']).toContain('attachment');
    expect(statement.headers['cache-control']).toBe('no-store');
    const lines = statement.body.split('\r\n');
    expect(lines[0]).toBe('Date,Deal,Vehicle,Currency,Event,Amount');
    expect(lines.slice(1, -1)).toEqual([
      `2026-03-01,"'=HYPERLINK(""http://attacker.example"",""Rocketly"")","Rocketly SPV, ""Series A""",USD,Commitment,50000.00`,
      `2026-03-01,"'=HYPERLINK(""http://attacker.example"",""Rocketly"")","Rocketly SPV, ""Series A""",USD,Allocation,50000.00`,
      `2026-03-01,"'=HYPERLINK(""http://attacker.example"",""Rocketly"")","Rocketly SPV, ""Series A""",USD,Payment,50000.00`,
      `2026-06-01,"'=HYPERLINK(""http://attacker.example"",""Rocketly"")","Rocketly SPV, ""Series A""",USD,Distribution,230000.00`,
    ]);
    expect(statement.body).not.toContain('ben@example.com');
    expect(statement.body).not.toMatch(/,30000\.00\r\n/);

    expect((await request('ann', 'GET', `/api/admin/rounds/${round.id}/ledger.csv`)).statusCode).toBe(403);
    const ledger = await request('admin', 'GET', `/api/admin/rounds/${round.id}/ledger.csv`);
    expect(ledger.body.split('\r\n')[0]).toBe('Date,Member,Email,Event,Currency,Amount');
    expect(ledger.body).toContain('ben@example.com,Payment,USD,30000.00');
    expect(ledger.body).toContain('sub@example.com,Carry,USD,32000.00');
    expect((await request('admin', 'GET', '/api/admin/rounds/nope/ledger.csv')).statusCode).toBe(404);
  });

  it("puts the member's investment records and statement in their data export, and their erasure keeps the rounds' books whole", async () => {
    const exported = await testApp.app.inject({ method: 'POST', url: '/api/member/data-export', headers: { cookie: cookies['ann'] ?? '', ...AS_QUORUM_CLIENT } });
    expect(exported.statusCode).toBe(200);
    const { entries, data } = await exportedJson(exported.rawPayload);
    const statement = (await request('ann', 'GET', '/api/portfolio/statement.csv')).body;
    expect(entries.get('investments/statement.csv')?.toString()).toBe(statement);
    const investments = data['investments'] as Array<{ roundId: string; lines: Array<{ event: string; amount: string }> }>;
    expect(investments).toEqual([expect.objectContaining({ roundId: round.id, lines: expect.arrayContaining([{ day: '2026-06-01', event: 'Distribution', amount: '230000.00' }]) })]);
    expect(JSON.stringify(investments)).not.toContain('138000.00');

    // Ben asks to be erased: the plan says his investment records stay, and after the erasure the books still add up.
    expect((await request('ben', 'POST', '/api/member/data-erasure', {})).statusCode).toBe(200);
    const pending = (await request('admin', 'GET', '/api/admin/data-requests')).json().requests.find((entry: { email: string }) => entry.email === 'ben@example.com');
    expect(JSON.stringify(pending.plan.anonymised)).toContain('investment records of 1 round');
    expect((await request('admin', 'POST', `/api/admin/data-requests/${pending.id}/erase`)).statusCode).toBe(200);
    const ledger = (await request('admin', 'GET', `/api/admin/rounds/${round.id}/ledger.csv`)).body;
    expect(ledger).not.toContain('ben@example.com');
    expect(ledger).toContain('Former member,,Payment,USD,30000.00');
    const network = (await request('admin', 'GET', '/api/admin/investments')).json() as NetworkResponse;
    expect(network.totals[0]).toMatchObject({ paidIn: '8000000', distributed: '40000000' });
  });
});
