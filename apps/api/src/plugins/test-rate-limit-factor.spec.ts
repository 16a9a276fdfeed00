import { AS_QUORUM_CLIENT } from '../testing/client-header';
import { useTestApp } from '../testing/use-test-app';

/** The public export route allows 10 calls an hour from one network: counted before anything else is read. */
const exportCalls = async (app: ReturnType<typeof useTestApp>['app'], count: number) => {
  const statuses: number[] = [];
  for (let call = 0; call < count; call += 1) {
    statuses.push((await app.inject({ method: 'POST', url: '/api/data-rights/export', remoteAddress: '10.9.8.7', headers: AS_QUORUM_CLIENT })).statusCode);
  }
  return statuses;
};

describe('QUORUM_TEST_RATE_LIMIT_FACTOR (tests only)', () => {
  describe('unset', () => {
    const testApp = useTestApp();
    it('keeps each route’s own limit', async () => {
      const statuses = await exportCalls(testApp.app, 11);
      expect(statuses.slice(0, 10)).not.toContain(429);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('set to 2', () => {
    const testApp = useTestApp({ QUORUM_TEST_RATE_LIMIT_FACTOR: '2' });
    it('multiplies each route’s own limit', async () => {
      const statuses = await exportCalls(testApp.app, 21);
      expect(statuses.slice(0, 20)).not.toContain(429);
      expect(statuses[20]).toBe(429);
    });
  });
});
