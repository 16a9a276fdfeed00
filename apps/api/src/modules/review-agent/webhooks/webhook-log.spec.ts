import { startLoopbackServer, type LoopbackServer } from '../../../lib/safe-fetch/test-servers';
import { captureLogs, loggedStrings } from '../../../testing/log-capture';
import { useTestApp } from '../../../testing/use-test-app';
import { waitUntil } from '../../../testing/wait-until';
import { seedDeals } from '../testing/seed-deals';
import { recordDelivery } from './deliveries.repository';

/** Where a chat service's incoming webhook keeps its secret: in the path. */
const SECRET_PATH = '/services/T0001/B0002/hook-secret-5c1d9e';

describe('a failed webhook delivery, in the log', () => {
  let receiver: LoopbackServer;
  const logs = captureLogs();
  beforeAll(async () => {
    receiver = await startLoopbackServer((_request, response) => void response.writeHead(500).end());
  });
  const testApp = useTestApp(() => ({ QUORUM_TEST_FETCH_ALLOW: receiver.hostPort, LOG_LEVEL: 'info' }), { logStream: logs.stream });
  afterAll(() => receiver.close());

  it('names the delivery and the host, never the address (its path is often the secret)', async () => {
    const [reportId = ''] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'hooked@example.com' });
    await recordDelivery(testApp.app.db, { reportId, event: 'onError', url: receiver.url(SECRET_PATH), payload: { event: 'report.failed', reportId }, signer: 'network' }, testApp.app.clock.now());
    testApp.app.reviewAgent.deliverWebhooks();
    await waitUntil('the failed attempt’s log line', () => logs.lines().some((line) => line.msg === 'webhook delivery failed'));
    const line = logs.lines().find((entry) => entry.msg === 'webhook delivery failed');
    expect(line).toMatchObject({ reportId, host: receiver.hostPort, attempt: 1, error: 'HTTP 500' });
    expect(typeof line?.['deliveryId']).toBe('string');
    expect(receiver.requests.map((request) => request.url)).toContain(SECRET_PATH);
    expect(loggedStrings(logs.lines()).filter((value) => value.includes('hook-secret-5c1d9e'))).toEqual([]);
  });
});
