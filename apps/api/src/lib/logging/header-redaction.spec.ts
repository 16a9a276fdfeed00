import type { InjectOptions } from 'fastify';
import { authResponseSchema } from '@quorum/domain';
import type { LogLine } from '../../testing/api-processes';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { captureLogs, loggedStrings } from '../../testing/log-capture';
import { confirmAdmin, latestSignIn, sessionCookieOf } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { waitUntil } from '../../testing/wait-until';

/*
 * Rule: the log never holds the Cookie or the Authorization header of a request: a log reader
 * gets no session and no mobile token. Enforced in lib/logging/logger-options.ts: the request
 * serializer (requestForLog) logs no headers at all, and the redact paths req.headers.cookie and
 * req.headers.authorization blank both should a request ever be logged with its headers. A log
 * line holding either value in the clear fails this spec.
 */

const DIRECT_QUERY = '/api/admin/deals/direct-query';

describe('the Cookie and Authorization headers in the log', () => {
  const logs = captureLogs();
  // The most verbose level: whatever any level would log of a request is in these lines.
  const testApp = useTestApp({ LOG_LEVEL: 'trace' }, () => ({ logStream: logs.stream }));

  let sent = 0;
  const send = (options: InjectOptions) => {
    sent += 1;
    return testApp.app.inject(options);
  };

  it('never holds either value in the clear, for answered, refused, failed and unknown requests', async () => {
    await send({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 'admin@example.com' } });
    sent += 1; // latestSignIn reads the outbox with a request of its own
    const link = await latestSignIn(testApp.app, 'admin@example.com');
    const login = await send({ method: 'POST', url: '/api/login', payload: { didToken: link?.token } });
    const answer = authResponseSchema.parse(login.json());
    const mobileToken = answer.success ? answer.mobileToken : undefined;
    if (!mobileToken) throw new Error(`login answered no mobile token: ${login.body}`);
    const cookie = sessionCookieOf(login);
    const authorization = `Bearer ${mobileToken}`;
    const both = { cookie, authorization, ...AS_QUORUM_CLIENT };
    // The admin confirms the session with their passkey, as the admin pages require (three requests of its own).
    await confirmAdmin(testApp.app, cookie, 'admin@example.com');
    sent += 3;

    // Live credentials, each accepted by the route it was sent to, and the ways a request fails.
    expect((await send({ method: 'GET', url: '/api/auth/session', headers: both })).json()).toMatchObject({ success: true });
    expect((await send({ method: 'POST', url: DIRECT_QUERY, headers: both, payload: { reportIds: ['rpt_none'] } })).statusCode).toBe(200);
    // A bearer token alone never acts as an admin: refused, and logged like the rest.
    expect((await send({ method: 'POST', url: DIRECT_QUERY, headers: { authorization, ...AS_QUORUM_CLIENT }, payload: { reportIds: ['rpt_none'] } })).statusCode).toBe(403);
    expect((await send({ method: 'POST', url: DIRECT_QUERY, headers: both, payload: { reportIds: 'not a list' } })).statusCode).toBe(400);
    expect((await send({ method: 'GET', url: '/api/admin/applications', headers: { cookie: 'quorum_session=not-a-session', authorization } })).statusCode).toBe(401);
    expect((await send({ method: 'GET', url: '/api/no-such-route', headers: both })).statusCode).toBe(404);

    const completed = () => logs.lines().filter((line) => line.msg === 'request completed').length;
    await waitUntil(`the log to complete all ${sent} requests`, () => completed() >= sent, { describe: () => `${completed()} completed` });
    const lines = logs.lines();
    // The requests were logged: the check below reads lines that describe them.
    const urls = lines.filter((line) => line.msg === 'incoming request').map((line) => (line['req'] as { url?: string } | undefined)?.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/auth/session', DIRECT_QUERY, '/api/admin/applications', '/api/no-such-route']));

    const secrets = [cookie, cookie.slice(cookie.indexOf('=') + 1), authorization, mobileToken];
    expect(loggedStrings(lines).filter((value) => secrets.some((secret) => value.includes(secret)))).toEqual([]);
    // Where a line does carry a request's headers, both are blanked, never shown.
    const headerValues = lines.flatMap((line: LogLine) => {
      const headers = (line['req'] as { headers?: Record<string, unknown> } | undefined)?.headers;
      return headers ? [headers['cookie'], headers['authorization']] : [];
    });
    expect(headerValues.filter((value) => value !== undefined && value !== '[Redacted]')).toEqual([]);
  });
});
