import { loadConfig } from '../../config/env';
import { whereTheLinkGoes } from './admin-seed';

/** The start message tells the admin where the first sign-in link really goes, in every configuration. */
describe('whereTheLinkGoes', () => {
  it.each([
    [{ SMTP_URL: 'smtp://127.0.0.1:2525', ADMIN_EMAIL: 'boss@example.com' }, 'the link is emailed to boss@example.com through SMTP_URL'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example.com', HOST: '0.0.0.0' }, 'the link is emailed to admin@quorum.local through SMTP_URL'],
    [{}, 'the link appears in the dev outbox (http://127.0.0.1:3000/api/dev/outbox) and in this log'],
    [{ HOST: '0.0.0.0', DEV_OUTBOX: 'on' }, 'the link appears in the dev outbox (http://127.0.0.1:3000/api/dev/outbox) and in this log'],
    [
      { HOST: '0.0.0.0' },
      'the link is printed in this log, as the "email (dev outbox)" line (the dev outbox page is off: HOST=0.0.0.0 is not a loopback address, so others could reach it); set SMTP_URL to have it emailed',
    ],
    [{ DEV_OUTBOX: 'off' }, 'the link is printed in this log, as the "email (dev outbox)" line (the dev outbox page is off: DEV_OUTBOX=off); set SMTP_URL to have it emailed'],
  ])('%j → %s', (env, expected) => {
    expect(whereTheLinkGoes(loadConfig(env))).toBe(expected);
  });
});
