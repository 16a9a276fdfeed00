import { buildTestApp } from '../testing/build-test-app';
import { useTestApp } from '../testing/use-test-app';
import { captureLogs, loggedStrings, type LogCapture } from '../testing/log-capture';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { storedData } from '../testing/stored-data';

const ADMIN = 'admin@example.com';

/** The link and the 6-digit code of a sign-in email's text. */
function signInParts(text: string): { link: string; token: string; code: string } {
  const link = text.split('\n').find((line) => line.startsWith('http')) ?? '';
  const marker = 'code on the sign-in page: ';
  const at = text.indexOf(marker);
  const code = at < 0 ? '' : text.slice(at + marker.length, at + marker.length + 6);
  return { link, token: new URL(link).searchParams.get('token') ?? '', code };
}

/** With SMTP_URL set, email goes to the SMTP server only: the database and the log keep no link or code (docs/security/dev-outbox.md). */
describe('the mailer with SMTP_URL set', () => {
  let sink: SmtpSink;
  let logs: LogCapture;

  beforeEach(async () => {
    sink = await startSmtpSink();
    logs = captureLogs();
    // development, so the log is on (test mode logs nothing); debug, so every line is written.
  });

  const testApp = useTestApp(() => ({ SMTP_URL: sink.url, NODE_ENV: 'development', LOG_LEVEL: 'debug' }), () => ({ logStream: logs.stream }), 'test');

  afterEach(async () => {
    await sink.close();
  });

  it('sends many emails at once over a few pooled connections, so a server limiting connections refuses none', async () => {
    // A capital call to a large round: 120 emails handed over at once, to a server taking 10 connections.
    const limited = await startSmtpSink({ maxClients: 10 });
    const built = await buildTestApp({ SMTP_URL: limited.url });
    const { app } = built;
    try {
      await Promise.all(Array.from({ length: 120 }, (_, index) => app.mailer.send(`investor${index}@example.com`, { template: 'round-capital-call', subject: `Allocation ${index}`, text: 'Wire it', links: [] })));
      await app.mailer.flush();
      expect(limited.received()).toBe(120);
      expect(limited.mostConnections()).toBeLessThanOrEqual(5);
      expect((await app.outbox.latest(200)).filter((record) => record.error !== null)).toEqual([]);
    } finally {
      await built.close();
      await limited.close();
    }
  });

  it('delivers the sign-in email with its link and keeps neither the link nor the code anywhere in the database', async () => {
    const asked = await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    expect(asked.statusCode).toBe(200);
    await testApp.app.mailer.flush();

    const mail = await sink.waitFor((entry) => entry.to.includes(ADMIN));
    expect(mail.subject).toBe('Your Quorum sign-in link');
    const { link, token, code } = signInParts(mail.text);
    expect(link).toContain('/login?token=');
    expect(token.length).toBeGreaterThan(20);
    expect(code).toMatch(/^\d{6}$/);
    // The emailed link is the real one: it signs the admin in.
    const login = await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: token } });
    expect(login.statusCode).toBe(200);

    // A delivery record stays (who, which template, when it was sent), without the message text.
    const records = await testApp.app.outbox.latest(10);
    expect(records).toEqual([expect.objectContaining({ to: ADMIN, template: 'sign-in-link', text: '', links: [], error: null, sentAt: expect.any(String) })]);
    const stored = (await storedData(testApp)).toString('latin1');
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('/login?token=');
    expect(stored).not.toContain(`code on the sign-in page: ${code}`);

    // The log says an email went to SMTP, and nothing of its link or code.
    expect(logs.lines().some((entry) => entry.msg === 'email sent to SMTP')).toBe(true);
    const printed = loggedStrings(logs.lines());
    expect(printed.filter((value) => value.includes(token) || value.includes(code) || value.includes('token='))).toEqual([]);
  });
});
