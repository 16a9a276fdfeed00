import type { BuildOptions } from '../../app';
import { buildTestApp } from '../../testing/build-test-app';
import { captureLogs } from '../../testing/log-capture';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';

const ADMIN = 'admin@example.com';

/**
 * Builds the real app with `env`, asks for the admin's sign-in link the way an outsider would, then
 * reads the outbox: the route's status and whether the admin's link was in the answer.
 */
async function outboxAfterAdminLink(env: Record<string, string>, options: Partial<BuildOptions> = {}): Promise<{ status: number; body: string }> {
  // Every line goes to a capture (a test that reads it passes its own): development mode logs.
  const testApp = await buildTestApp(env, { logStream: captureLogs().stream, ...options });
  try {
    const asked = await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    expect(asked.statusCode).toBe(200);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    return { status: response.statusCode, body: response.body };
  } finally {
    await testApp.app.mailer.flush();
    await testApp.close();
  }
}

/** The dev outbox is served only on a loopback-only listener outside production (docs/security/dev-outbox.md). */
describe('GET /api/dev/outbox exposure', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });

  afterAll(async () => {
    await sink.close();
  });

  it.each([
    ['0.0.0.0', 'development'],
    ['::', 'development'],
    ['192.168.1.20', 'development'],
    ['10.0.0.5', 'test'],
    ['203.0.113.7', 'development'],
    ['quorum.example.com', 'development'],
  ])('is not served on HOST=%s, even with NODE_ENV=%s', async (host, nodeEnv) => {
    const outbox = await outboxAfterAdminLink({ HOST: host, NODE_ENV: nodeEnv });
    expect(outbox.status).toBe(404);
    expect(outbox.body).not.toContain(ADMIN);
    expect(outbox.body).not.toContain('token=');
  });

  it.each([
    ['127.0.0.1', 'development'],
    ['127.0.0.2', 'test'],
    ['::1', 'development'],
    ['localhost', 'development'],
  ])('is served on the loopback HOST=%s with NODE_ENV=%s', async (host, nodeEnv) => {
    const outbox = await outboxAfterAdminLink({ HOST: host, NODE_ENV: nodeEnv });
    expect(outbox.status).toBe(200);
    expect(outbox.body).toContain('/login?token=');
  });

  it('is not served in production, even on loopback', async () => {
    const outbox = await outboxAfterAdminLink({ HOST: '127.0.0.1', NODE_ENV: 'production', SMTP_URL: sink.url });
    expect(outbox.status).toBe(404);
  });

  it('is not served behind a reverse proxy: the loopback listener is then reached from the network', async () => {
    const outbox = await outboxAfterAdminLink({ HOST: '127.0.0.1', NODE_ENV: 'development', TRUST_PROXY_HOPS: '1' });
    expect(outbox.status).toBe(404);
  });

  it('is not served with DEV_OUTBOX=off, even on loopback', async () => {
    const outbox = await outboxAfterAdminLink({ HOST: '127.0.0.1', NODE_ENV: 'development', DEV_OUTBOX: 'off' });
    expect(outbox.status).toBe(404);
  });

  it('says at start why it is off', async () => {
    const logs = captureLogs();
    await outboxAfterAdminLink({ HOST: '0.0.0.0', NODE_ENV: 'development', LOG_LEVEL: 'info' }, { logStream: logs.stream });
    const line = logs.lines().find((entry) => typeof entry.msg === 'string' && entry.msg.startsWith('dev outbox off'));
    expect(line?.msg).toContain('HOST=0.0.0.0 is not a loopback address');
  });

  it('DEV_OUTBOX=on serves it on 0.0.0.0, with a warning in the log', async () => {
    const logs = captureLogs();
    const outbox = await outboxAfterAdminLink({ HOST: '0.0.0.0', NODE_ENV: 'development', DEV_OUTBOX: 'on', LOG_LEVEL: 'info' }, { logStream: logs.stream });
    expect(outbox.status).toBe(200);
    expect(outbox.body).toContain('/login?token=');
    const warnings = logs.lines().filter((entry) => entry['level'] === 40);
    expect(warnings.map((entry) => entry.msg)).toContainEqual(expect.stringContaining('DEV_OUTBOX=on'));
  });
});
