import path from 'node:path';
import { DEFAULT_ADMIN_EMAIL, loadConfig } from './env';

describe('configuration', () => {
  it('needs nothing set: the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.resolve('data'),
      publicUrl: 'http://localhost:3000',
      relyingParty: { id: 'localhost', origin: 'http://localhost:3000', name: 'Quorum' },
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminEmailIsDefault: true,
      secureCookies: false,
      testFetchAllow: [],
      testRateLimitFactor: 1,
      database: undefined,
    });
  });

  it('takes the test-only rate limit factor outside production, and refuses it in production', () => {
    expect(loadConfig({ QUORUM_TEST_RATE_LIMIT_FACTOR: '10' }).testRateLimitFactor).toBe(10);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:25', PUBLIC_URL: 'https://quorum.example.com', QUORUM_TEST_RATE_LIMIT_FACTOR: '10' })).toThrow(/QUORUM_TEST_RATE_LIMIT_FACTOR/);
    expect(() => loadConfig({ QUORUM_TEST_RATE_LIMIT_FACTOR: '0' })).toThrow();
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://quorum:secret@db.internal:5432/quorum' }).database).toEqual({ url: 'postgres://quorum:secret@db.internal:5432/quorum', poolSize: 10 });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/quorum', DATABASE_POOL_SIZE: '25' }).database).toEqual({ url: 'postgresql://db/quorum', poolSize: 25 });
    expect(loadConfig({ DATABASE_URL: '  ' }).database).toBeUndefined();
  });

  it('honours HOST, PORT, DATA_DIR and ADMIN_EMAIL', () => {
    const config = loadConfig({ HOST: '0.0.0.0', PORT: '8080', DATA_DIR: '/tmp/q', ADMIN_EMAIL: 'Boss@Example.com' });
    expect(config).toMatchObject({ host: '0.0.0.0', port: 8080, dataDir: '/tmp/q', adminEmail: 'boss@example.com', publicUrl: 'http://localhost:8080' });
  });

  // Passkeys are made only for a host name: a server on this machine is reached as localhost.
  it.each([
    ['127.0.0.1', 'http://localhost:3000'],
    ['0.0.0.0', 'http://localhost:3000'],
    ['::', 'http://localhost:3000'],
    ['::1', 'http://localhost:3000'],
    ['localhost', 'http://localhost:3000'],
    ['192.168.1.20', 'http://192.168.1.20:3000'],
    ['fd00::20', 'http://[fd00::20]:3000'],
    ['quorum.lan', 'http://quorum.lan:3000'],
  ])('gives PUBLIC_URL a default from HOST %s: %s', (host, publicUrl) => {
    expect(loadConfig({ HOST: host }).publicUrl).toBe(publicUrl);
  });

  it('has no passkey relying party outside production where PUBLIC_URL cannot carry one, and names it where it can', () => {
    expect(loadConfig({ HOST: '192.168.1.20' }).relyingParty).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://quorum.example.com/' }).relyingParty).toEqual({ id: 'quorum.example.com', origin: 'https://quorum.example.com', name: 'Quorum' });
  });

  it('uses secure cookies in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com' }).secureCookies).toBe(true);
  });

  it('reads DEV_OUTBOX (docs/security/dev-outbox.md)', () => {
    expect(loadConfig({}).devOutbox).toBeUndefined();
    expect(loadConfig({ DEV_OUTBOX: 'on' }).devOutbox).toBe('on');
    expect(loadConfig({ DEV_OUTBOX: ' off ' }).devOutbox).toBe('off');
    expect(loadConfig({ DEV_OUTBOX: '' }).devOutbox).toBeUndefined();
  });

  it.each([
    [{ PORT: 'not-a-port' }, /Invalid configuration: PORT/],
    [{ ADMIN_EMAIL: 'nobody' }, /ADMIN_EMAIL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ DATABASE_URL: 'mysql://db/quorum' }, /DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ DATABASE_URL: 'postgres://db/quorum', DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE/],
    [{ DEV_OUTBOX: 'yes' }, /DEV_OUTBOX: must be on or off/],
    // Production emails sign-in links: without a mail server it does not start, and it has no outbox to open.
    [{ NODE_ENV: 'production' }, /Invalid configuration: SMTP_URL: NODE_ENV=production needs SMTP_URL \(for example smtps:/],
    [{ NODE_ENV: 'production', SMTP_URL: '  ' }, /SMTP_URL: NODE_ENV=production needs SMTP_URL/],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com', DEV_OUTBOX: 'on' }, /DEV_OUTBOX: on is not allowed with NODE_ENV=production/],
    // Admins sign in with passkeys: production does not start where browsers would refuse to make one.
    [{ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com', PUBLIC_URL: 'https://10.0.0.5' }, /Invalid configuration: PUBLIC_URL: https:\/\/10\.0\.0\.5 is an IP address \(10\.0\.0\.5\); passkeys need a host name/],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com', HOST: '192.168.1.20' }, /PUBLIC_URL: http:\/\/192\.168\.1\.20:3000 is an IP address/],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com', PUBLIC_URL: 'http://quorum.example.com' }, /PUBLIC_URL: http:\/\/quorum\.example\.com must be https \(plain http only for localhost\)/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
