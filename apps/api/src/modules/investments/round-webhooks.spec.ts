import type { AdminRound } from '@quorum/domain';
import { buildTestApp, testClock, type TestApp } from '../../testing/build-test-app';
import { closeEach } from '../../testing/close-each';
import { memberWithRoles } from '../../testing/members';
import { signIn } from '../../testing/sign-in';
import { readUntil } from '../../testing/wait-until';
import { startLoopbackServer, type LoopbackServer } from '../../lib/safe-fetch/test-servers';
import { roundHelpers } from './testing/round-helpers';

interface Received {
  id: string;
  event: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
}

/** The network's event endpoint hears a round open, close and distribute: totals only, never a member's amount. */
describe('round webhooks', () => {
  // Real time: the webhook sender signs with it.
  const clock = testClock(new Date());
  const cookies: Record<string, string> = {};
  const received: Received[] = [];
  let receiver: LoopbackServer;
  let testApp: TestApp;
  const current = { get app() { return testApp.app; } };
  const { request, approvedDealWithFounders, openRound, commit } = roundHelpers(current, cookies);

  beforeAll(async () => {
    receiver = await startLoopbackServer((incoming, response) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => {
        received.push({ id: String(incoming.headers['webhook-id']), event: String(incoming.headers['x-quorum-event']), body: JSON.parse(body) as Received['body'] });
        response.writeHead(204).end();
      });
    });
    testApp = await buildTestApp({ QUORUM_TEST_FETCH_ALLOW: receiver.hostPort }, { clock });
    cookies['admin'] = await signIn(testApp.app, 'admin@example.com');
    for (const who of ['ann', 'ben', 'sub']) cookies[who] = await memberWithRoles(testApp.app, `${who}@example.com`, 'member');
    const settings = await request('admin', 'PUT', '/api/admin/settings', { approvalThresholdPercent: 50, investmentStrategy: 'Anything.', decisionWebhookUrl: `http://${receiver.hostPort}/network` });
    expect(settings.statusCode).toBe(200);
  });

  afterAll(() =>
    closeEach(
      () => testApp?.close(),
      () => receiver?.close(),
    ),
  );

  const eventsOf = (type: string) => readUntil(`a ${type} event`, async () => received.filter((entry) => entry.body.type === type), (entries) => entries.length > 0);

  it('sends round.opened, round.closed and distribution.recorded, each once, in the Standard Webhooks body shape', async () => {
    const round = await openRound(await approvedDealWithFounders('sub@example.com'));
    const [opened] = await eventsOf('round.opened');
    expect(opened).toMatchObject({ event: 'round.opened', body: { type: 'round.opened', data: { roundId: round.id, currency: 'USD', target: '10000000', minimum: '1000000', maximum: '6000000' } } });
    expect(JSON.stringify(opened?.body)).not.toContain('Routing');

    await commit('ann', round.id, '5000000');
    await commit('ben', round.id, '3000000');
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Filled' })).statusCode).toBe(200);
    const [closed] = await eventsOf('round.closed');
    expect(closed?.body.data).toMatchObject({ roundId: round.id, closedEarly: true, commitments: 2, committed: '8000000', allocated: '8000000' });

    const confirmed = (await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`)).json().round as AdminRound;
    const today = clock.now().toISOString().slice(0, 10);
    for (const row of confirmed.commitments) await request('admin', 'POST', `/api/admin/rounds/${round.id}/payments`, { memberId: row.memberId, amount: row.allocated, receivedOn: today });
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '40000000', exitedOn: today, note: 'Acquired' })).statusCode).toBe(200);
    const [distributed] = await eventsOf('distribution.recorded');
    expect(distributed?.body.data).toMatchObject({ roundId: round.id, proceeds: '40000000', paidIn: '8000000', profit: '32000000', carry: '3200000', investors: 2 });

    // Totals only: no member's amount, id or address in any round event.
    for (const entry of received) {
      const text = JSON.stringify(entry.body);
      for (const row of confirmed.commitments) {
        expect(text).not.toContain(row.memberId);
        expect(text).not.toContain(row.email);
      }
      expect(text).not.toContain('5000000"');
    }
    expect(received.map((entry) => entry.body.type).sort()).toEqual(['distribution.recorded', 'round.closed', 'round.opened']);
    expect(new Set(received.map((entry) => entry.id)).size).toBe(received.length);
  });
  it("sends counts without amounts when a round has a single committer or investor: the totals would be that member's", async () => {
    const round = await openRound(await approvedDealWithFounders('sub@example.com'));
    await commit('ann', round.id, '4321000');
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/close`, { reason: 'Only Ann' })).statusCode).toBe(200);
    const closedOf = async () => (await eventsOf('round.closed')).filter((entry) => entry.body.data['roundId'] === round.id);
    const [closed] = await readUntil('the single-committer round.closed', closedOf, (entries) => entries.length > 0);
    expect(closed?.body.data).toMatchObject({ roundId: round.id, commitments: 1, committed: null, allocated: null });

    const confirmed = (await request('admin', 'POST', `/api/admin/rounds/${round.id}/confirm`)).json().round as AdminRound;
    const today = clock.now().toISOString().slice(0, 10);
    await request('admin', 'POST', `/api/admin/rounds/${round.id}/payments`, { memberId: confirmed.commitments[0]?.memberId, amount: '4321000', receivedOn: today });
    expect((await request('admin', 'POST', `/api/admin/rounds/${round.id}/exit`, { proceeds: '9000000', exitedOn: today, note: 'Sold' })).statusCode).toBe(200);
    const distributedOf = async () => (await eventsOf('distribution.recorded')).filter((entry) => entry.body.data['roundId'] === round.id);
    const [distributed] = await readUntil('the single-investor distribution.recorded', distributedOf, (entries) => entries.length > 0);
    expect(distributed?.body.data).toMatchObject({ roundId: round.id, investors: 1, proceeds: null, paidIn: null, profit: null, carry: null });
    expect(JSON.stringify([closed, distributed])).not.toMatch(/4321000|9000000/);
  });
});
