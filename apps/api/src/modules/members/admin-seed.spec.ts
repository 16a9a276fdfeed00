import { loadConfig } from '../../config/env';
import { passkeyWarning, whereTheLinkGoes } from './admin-seed';

/** The start message tells the admin where the first sign-in link really goes, in every configuration. */
describe('whereTheLinkGoes', () => {
  it.each([
    [{ SMTP_URL: 'smtp://127.0.0.1:2525', ADMIN_EMAIL: 'boss@example.com' }, 'the link is emailed to boss@example.com through SMTP_URL'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com', HOST: '0.0.0.0' }, 'the link is emailed to admin@quorum.local through SMTP_URL'],
    [{}, 'the link appears in the dev outbox (http://localhost:3000/api/dev/outbox) and in this log'],
    [{ HOST: '0.0.0.0', DEV_OUTBOX: 'on' }, 'the link appears in the dev outbox (http://localhost:3000/api/dev/outbox) and in this log'],
    [
      { HOST: '0.0.0.0' },
      'the link is printed in this log, as the "email (dev outbox)" line (the dev outbox page is off: HOST=0.0.0.0 is not a loopback address, so others could reach it); set SMTP_URL to have it emailed',
    ],
    [{ DEV_OUTBOX: 'off' }, 'the link is printed in this log, as the "email (dev outbox)" line (the dev outbox page is off: DEV_OUTBOX=off); set SMTP_URL to have it emailed'],
  ])('%j → %s', (env, expected) => {
    expect(whereTheLinkGoes(loadConfig(env))).toBe(expected);
  });
});

/** The start message says so when browsers would not make passkeys at PUBLIC_URL. */
describe('passkeyWarning', () => {
  it('says nothing where passkeys can be made', () => {
    expect(passkeyWarning(loadConfig({}))).toBeUndefined();
    expect(passkeyWarning(loadConfig({ HOST: '0.0.0.0' }))).toBeUndefined();
    expect(passkeyWarning(loadConfig({ PUBLIC_URL: 'https://quorum.example.com' }))).toBeUndefined();
  });

  it('names the problem and the setting that fixes it', () => {
    expect(passkeyWarning(loadConfig({ HOST: '192.168.1.20', PORT: '8080' }))).toBe(
      'Passkeys cannot be made at PUBLIC_URL http://192.168.1.20:8080: it is an IP address (192.168.1.20); passkeys need a host name, such as localhost or quorum.example.com. Admins need one to use the admin pages. Set PUBLIC_URL to a host name people reach this server at (http://localhost:8080 on this machine).',
    );
  });
});
