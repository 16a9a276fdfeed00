import { openDataLinkResponseSchema } from '@quorum/domain';
import { sha256Hex } from '../../crypto/hashing';
import type { PostgresStore } from '../../db/postgres-store';
import { storedData } from '../../testing/stored-data';
import { useTestApp, type CurrentTestApp } from '../../testing/use-test-app';
import { applyWithDocuments, keyHeaders, latestEmail } from './testing/data-rights-people';

/*
 * Rule: the token of an emailed data link and the access key opening it gives the page are stored
 * only as their SHA-256 hex, so a copy of the database opens nobody's data. Enforced in
 * modules/data-rights/data-rights.service.ts (sendLink hashes the token, open hashes the key
 * before data-rights.repository.ts stores them). Storing either in the clear fails this spec.
 */

/** Every row of data_access_links as the database holds it, every column included. */
async function linkRows(testApp: CurrentTestApp): Promise<Array<Record<string, unknown>>> {
  const { app } = testApp;
  if (app.db.dialect === 'sqlite') return app.sqlite.prepare('select * from data_access_links').all() as Array<Record<string, unknown>>;
  return (await (app.db as PostgresStore).pool.query<Record<string, unknown>>('select * from data_access_links')).rows;
}

/** The column values of the rows that hold any of the secrets (none, by the rule). */
const holding = (rows: Array<Record<string, unknown>>, secrets: string[]): string[] =>
  rows.flatMap((row) => Object.values(row).map((value) => (value instanceof Date ? value.toISOString() : String(value)))).filter((value) => secrets.some((secret) => value.includes(secret)));

describe('data links and access keys at rest', () => {
  const testApp = useTestApp();

  it('stores the emailed token and the access key only as their SHA-256 hex, before and after the link is opened', async () => {
    const { app } = testApp;
    const email = 'resting@example.com';
    await applyWithDocuments(app, email);
    expect((await app.inject({ method: 'POST', url: '/api/data-rights/link', payload: { email } })).statusCode).toBe(200);
    const link = (await latestEmail(app, email, 'data-link'))?.links[0];
    const token = new URL(link ?? 'http://missing.invalid').searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);

    const sent = await linkRows(testApp);
    expect(holding(sent, [token])).toEqual([]);
    expect(sent.map((row) => row['token_hash'])).toEqual([sha256Hex(token)]);

    const opened = await app.inject({ method: 'POST', url: '/api/data-rights/open', payload: { token } });
    expect(opened.statusCode).toBe(200);
    const { accessKey } = openDataLinkResponseSchema.parse(opened.json());
    // The key works: the row's hash really stands for it.
    expect((await app.inject({ method: 'GET', url: '/api/data-rights/summary', headers: keyHeaders(accessKey) })).statusCode).toBe(200);

    const spent = await linkRows(testApp);
    expect(holding(spent, [token, accessKey])).toEqual([]);
    expect(spent.map((row) => row['access_key_hash'])).toEqual([sha256Hex(accessKey)]);
    // The key is never emailed: nothing in the database, its files included on SQLite, holds it.
    expect((await storedData(testApp)).toString('latin1').includes(accessKey)).toBe(false);
  });
});
