import type { LightMyRequestResponse } from 'fastify';
import { authResponseSchema } from '@quorum/domain';
import { sha256Hex } from '../../crypto/hashing';
import type { PostgresStore } from '../../db/postgres-store';
import { latestSignIn } from '../../testing/sign-in';
import { storedData } from '../../testing/stored-data';
import { useTestApp, type CurrentTestApp } from '../../testing/use-test-app';

/*
 * Rule: a session id (the session cookie's value) and a mobile token are stored only as their
 * SHA-256 hex, so a copy of the database opens no session and signs no one in. Enforced where they
 * are written: the cookie's secret is hashed in plugins/access.ts (sessionCookie.start) before
 * modules/auth/session.repository.ts stores the row; the mobile token is hashed in
 * modules/auth/auth.service.ts (issueMobileToken) before login-tokens.repository.ts stores it.
 * Storing either in the clear fails this spec.
 */

/** Every row of a table as the database holds it, every column included (not only those the schema declares). */
async function rawRows(testApp: CurrentTestApp, table: 'sessions' | 'mobile_tokens'): Promise<Array<Record<string, unknown>>> {
  const { app } = testApp;
  if (app.db.dialect === 'sqlite') return app.sqlite.prepare(`select * from ${table}`).all() as Array<Record<string, unknown>>;
  return (await (app.db as PostgresStore).pool.query<Record<string, unknown>>(`select * from ${table}`)).rows;
}

/** Every column value of the rows, as text. */
const columnTexts = (rows: Array<Record<string, unknown>>): string[] => rows.flatMap((row) => Object.values(row).map((value) => (value instanceof Date ? value.toISOString() : String(value))));

const cookieSecretOf = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((entry) => entry.name.endsWith('quorum_session'));
  if (!cookie?.value) throw new Error(`no session cookie was set: ${response.body}`);
  return cookie.value;
};

describe('session ids and mobile tokens at rest', () => {
  const testApp = useTestApp();

  it('stores the session cookie’s secret and the mobile token only as their SHA-256 hex', async () => {
    const { app } = testApp;
    await app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 'admin@example.com' } });
    const link = await latestSignIn(app, 'admin@example.com');
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { didToken: link?.token } });
    expect(login.statusCode).toBe(200);
    const answer = authResponseSchema.parse(login.json());
    const mobileToken = answer.success ? answer.mobileToken : undefined;
    if (!mobileToken) throw new Error(`login answered no mobile token: ${login.body}`);
    const loginSecret = cookieSecretOf(login);
    // The mobile token exchanged for a session: the other route that starts one.
    const exchanged = await app.inject({ method: 'POST', url: '/api/validate-token', payload: { token: mobileToken } });
    expect(exchanged.statusCode).toBe(200);
    const exchangeSecret = cookieSecretOf(exchanged);
    // Both credentials work: what the rows hold really stands for them.
    expect((await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `quorum_session=${exchangeSecret}` } })).json()).toMatchObject({ success: true });

    const sessions = await rawRows(testApp, 'sessions');
    const mobileTokens = await rawRows(testApp, 'mobile_tokens');
    const secrets = [loginSecret, exchangeSecret, mobileToken];
    const stored = columnTexts([...sessions, ...mobileTokens]);
    expect(stored.filter((value) => secrets.some((secret) => value.includes(secret)))).toEqual([]);
    // Nor anywhere else in the database, its files included on SQLite.
    const everything = (await storedData(testApp)).toString('latin1');
    expect(secrets.filter((secret) => everything.includes(secret))).toEqual([]);
    // Each credential's hash is there: the rows really are these credentials'.
    expect(sessions.map((row) => row['id_hash'])).toEqual(expect.arrayContaining([sha256Hex(loginSecret), sha256Hex(exchangeSecret)]));
    expect(mobileTokens.map((row) => row['token_hash'])).toEqual([sha256Hex(mobileToken)]);
  });
});
