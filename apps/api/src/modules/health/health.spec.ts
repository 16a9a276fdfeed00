import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../../testing/postgres-server';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { useTestApp } from '../../testing/use-test-app';
import { memberWithRoles } from '../../testing/members';
import { closeEach } from '../../testing/close-each';

const UNAVAILABLE = { success: false, error: 'The database is unavailable. Please try again in a moment.' };

describe('health', () => {
  const testApp = useTestApp();

  it('answers liveness, and readiness naming the database it reached', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ success: true, status: 'ok' });
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, status: 'ready', database: testApp.app.db.dialect });
  });
});

/**
 * Behind a load balancer, an instance whose PostgreSQL is out of reach says so: readiness
 * is a 503 (so the balancer takes it out of rotation) and so is every request that needed the
 * database, with a message and Retry-After rather than a 500. A real server, stopped mid-test.
 */
describe('health when PostgreSQL goes away', () => {
  let server: PostgresServer;
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    server = await startPostgres();
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(() =>
    closeEach(
      () => testApp?.close(),
      () => server?.stop(),
    ),
  );

  it('answers 503 with Retry-After for readiness and for requests that need the database, and stays alive', async () => {
    testApp = await buildTestApp({ DATABASE_URL: await server.createDatabase('health_outage') });
    const { app } = testApp;
    const cookie = await memberWithRoles(app, 'ada@example.com', 'member');
    const profile = () => app.inject({ method: 'GET', url: '/api/member/profile', headers: { cookie } });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ success: true, status: 'ready', database: 'postgres' });
    expect((await profile()).statusCode).toBe(200);

    await server.stop();

    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.headers['retry-after'], ready.json()]).toEqual([503, '5', UNAVAILABLE]);
    const refused = await profile();
    expect([refused.statusCode, refused.headers['retry-after'], refused.json()]).toEqual([503, '5', UNAVAILABLE]);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
