import type { InjectOptions } from 'fastify';
import { authResponseSchema } from '@quorum/domain';
import { testClock } from '../../testing/build-test-app';
import { useTestApp } from '../../testing/use-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { latestSignIn, sessionCookieOf, signIn } from '../../testing/sign-in';
import { MAGIC_LINK_ANSWER } from './auth.service';

const ADMIN = 'admin@example.com';

describe('passwordless sign-in with the embedded provider', () => {
  const clock = testClock();

  const testApp = useTestApp({}, { clock }, 'test');

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  it('signs the seeded admin in with the link from the dev outbox and answers every auth field', async () => {
    const requested = await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 'Admin@Example.com' } });
    expect(requested.json()).toEqual({ success: true, message: MAGIC_LINK_ANSWER });

    const signInEmail = await latestSignIn(testApp.app, ADMIN);
    expect(signInEmail?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const login = await inject({ method: 'POST', url: '/api/login', payload: { didToken: signInEmail?.token } });
    expect(login.statusCode).toBe(200);
    const body = authResponseSchema.parse(login.json());
    expect(body).toMatchObject({ success: true, email: ADMIN, role: 'admin', allRoles: ['admin', 'member'], state: 'active', status: 'approved', memberType: 'Individual' });
    expect(body.success && body.mobileToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // It holds a credential: never kept by a cache, never compressed.
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['content-encoding']).toBeUndefined();

    const cookie = login.cookies.find((entry) => entry.name === 'quorum_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 random bits

    const session = await inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: sessionCookieOf(login) } });
    expect(session.json()).toMatchObject({ success: true, email: ADMIN });
  });

  it('signs in with the six-digit code and the email instead of the link', async () => {
    await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    const signInEmail = await latestSignIn(testApp.app, ADMIN);
    const login = await inject({ method: 'POST', url: '/api/login', payload: { didToken: signInEmail?.code, email: ADMIN } });
    expect(login.json()).toMatchObject({ success: true, email: ADMIN });
  });

  it('answers the same for an unknown email and sends it nothing (no account enumeration)', async () => {
    const unknown = await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 'stranger@example.com' } });
    const known = await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await latestSignIn(testApp.app, 'stranger@example.com')).toBeNull();
  });

  it('spends a link once, even under two concurrent redemptions', async () => {
    await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    const signInEmail = await latestSignIn(testApp.app, ADMIN);
    const attempts = await Promise.all([1, 2, 3].map(() => inject({ method: 'POST', url: '/api/login', payload: { didToken: signInEmail?.token } })));
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('expires a link after 10 minutes', async () => {
    await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    const signInEmail = await latestSignIn(testApp.app, ADMIN);
    clock.advance(10 * 60_000 + 1);
    const login = await inject({ method: 'POST', url: '/api/login', payload: { didToken: signInEmail?.token } });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ success: false, message: expect.stringContaining('expired') });
  });

  it('voids an older link when a newer one is sent', async () => {
    await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    const first = await latestSignIn(testApp.app, ADMIN);
    clock.advance(1000);
    await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    const second = await latestSignIn(testApp.app, ADMIN);
    expect(second?.token).not.toBe(first?.token);
    expect((await inject({ method: 'POST', url: '/api/login', payload: { didToken: first?.token } })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/login', payload: { didToken: second?.token } })).statusCode).toBe(200);
  });

  it('voids a code after five wrong guesses', async () => {
    await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    const signInEmail = await latestSignIn(testApp.app, ADMIN);
    const wrong = signInEmail?.code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await inject({ method: 'POST', url: '/api/login', payload: { didToken: wrong, email: ADMIN } });
    }
    const right = await inject({ method: 'POST', url: '/api/login', payload: { didToken: signInEmail?.code, email: ADMIN } });
    expect(right.statusCode).toBe(401);
  });

  it('starts a new session id at login and refuses the old cookie after logout', async () => {
    const first = await signIn(testApp.app, ADMIN);
    const second = await signIn(testApp.app, ADMIN);
    expect(second).not.toBe(first);

    const logout = await inject({ method: 'POST', url: '/api/logout', headers: { cookie: second, ...AS_QUORUM_CLIENT } });
    expect(logout.json()).toEqual({ success: true });
    const replayed = await inject({ method: 'GET', url: '/api/member/profile', headers: { cookie: second } });
    expect(replayed.statusCode).toBe(401);
  });

  it('does not promote a cookie planted before sign-in (session fixation)', async () => {
    const planted = 'quorum_session=attacker-chosen-value';
    await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    const signInEmail = await latestSignIn(testApp.app, ADMIN);
    const login = await inject({ method: 'POST', url: '/api/login', payload: { didToken: signInEmail?.token }, headers: { cookie: planted } });
    expect(sessionCookieOf(login)).not.toBe(planted);
    expect((await inject({ method: 'GET', url: '/api/member/profile', headers: { cookie: planted } })).statusCode).toBe(401);
  });

  it('exchanges the 32-character mobile token for a session, and refuses it after logout', async () => {
    await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN } });
    const signInEmail = await latestSignIn(testApp.app, ADMIN);
    const login = await inject({ method: 'POST', url: '/api/login', payload: { didToken: signInEmail?.token } });
    const mobileToken = (login.json() as { mobileToken: string }).mobileToken;

    const validated = await inject({ method: 'POST', url: '/api/validate-token', payload: { token: mobileToken } });
    expect(validated.json()).toMatchObject({ success: true, email: ADMIN });
    await inject({ method: 'POST', url: '/api/logout', headers: { cookie: sessionCookieOf(validated), ...AS_QUORUM_CLIENT } });
    const afterLogout = await inject({ method: 'POST', url: '/api/validate-token', payload: { token: mobileToken } });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toMatchObject({ success: false });
  });

  it('refuses cross-site state-changing requests', async () => {
    const bySite = await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN }, headers: { 'sec-fetch-site': 'cross-site' } });
    const byOrigin = await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN }, headers: { origin: 'https://evil.example' } });
    const sameOrigin = await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN }, headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' } });
    expect(bySite.statusCode).toBe(403);
    expect(byOrigin.json()).toEqual({ success: false, error: 'Cross-site requests are not allowed' });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('rate-limits sign-in links per email with 429 and Retry-After', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(await inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: ADMIN }, remoteAddress: `10.0.0.${attempt + 1}` }));
    }
    expect(answers.slice(0, 5).every((response) => response.statusCode === 200)).toBe(true);
    expect(answers[5]?.statusCode).toBe(429);
    expect(answers[5]?.headers['retry-after']).toBeDefined();
    expect(answers[5]?.json()).toEqual({ success: false, error: 'Too many requests. Please wait and try again.' });
  });

  it('rate-limits per IP, and a spoofed X-Forwarded-For does not change the key', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        payload: { email: `person${attempt}@example.com` },
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
