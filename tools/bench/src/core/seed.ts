import Database from 'better-sqlite3';
import { createDraftsRepository, createLoginTokensRepository, createMembersRepository, createPasskeysRepository, createPostgresStore, createSessionRepository, openDatabase, type PostgresStore, randomSecret, sha256Hex, type SqliteStore, type Store } from '@quorum/api/testing';
import type { ApiProcess } from './api-process';
import { migrationsFolder } from './paths';

/** The production cookie name (NODE_ENV=production: Secure, __Host- prefixed). */
export const SESSION_COOKIE = '__Host-quorum_session';

/**
 * Bench-only seeding. Production has no dev outbox (sign-in links are emailed), so the harness
 * writes members, sessions and login tokens straight into the API's database (its SQLite file, or
 * its PostgreSQL database through a PostgresStore) with the API's own repositories, the way a
 * sign-in would have left them. Nothing in the product is loosened. Made after the API has
 * started: the API has migrated its database by then.
 */
export class Seeder {
  private readonly store: SqliteStore | PostgresStore;

  constructor(api: Pick<ApiProcess, 'dataDir' | 'databaseUrl'>, migrations = migrationsFolder) {
    // Two connections: the seeding is sequential, and the API's own pool shares the server.
    this.store = api.databaseUrl ? createPostgresStore({ url: api.databaseUrl, poolSize: 2 }) : openDatabase(api.dataDir, migrations).db;
  }

  get db(): Store {
    return this.store;
  }

  async member(email: string, role = 'member', allRoles: string[] = [role]): Promise<{ id: string; email: string }> {
    const members = createMembersRepository(this.store);
    const existing = await members.findByEmail(email);
    const row = existing ?? (await members.create({ email, role, allRoles, firstName: email.split('@')[0] ?? null, lastName: 'Bench' }, new Date()));
    return { id: row.id, email: row.email };
  }

  /**
   * A live session for the member, as login creates it; returns the Cookie header value. `confirmed`:
   * as a passkey sign-in leaves it, confirmed now (an admin acts as one only so: docs/flows/sign-in.md#admins).
   */
  async session(member: { id: string; email: string }, confirmed = false): Promise<string> {
    const secret = randomSecret(32);
    const now = new Date();
    await createSessionRepository(this.store).create({ idHash: sha256Hex(secret), memberId: member.id, email: member.email, createdAt: now, expiresAt: new Date(now.getTime() + 30 * 24 * 3600_000), confirmedAt: confirmed ? now : null });
    return `${SESSION_COOKIE}=${secret}`;
  }

  /** A passkey on record for the member (a public key nobody holds: the bench never signs with it). */
  async passkey(member: { id: string }): Promise<void> {
    const passkeys = createPasskeysRepository(this.store);
    if (await passkeys.holdsAny(member.id)) return;
    await passkeys.add({ id: `bench-${member.id}`, memberId: member.id, publicKey: Buffer.from([0xa5]), counter: 0, transports: '[]', deviceType: 'singleDevice', backedUp: false, aaguid: '', name: 'Bench', createdAt: new Date(), lastUsedAt: null });
  }

  /** Signed in; an admin with a passkey and a session confirmed with it, as the admin pages require. */
  async signedIn(email: string, role = 'member', allRoles: string[] = [role]): Promise<{ id: string; email: string; cookie: string }> {
    const member = await this.member(email, role, allRoles);
    const admin = [role, ...allRoles].some((held) => held === 'admin' || held === 'superuser');
    if (admin) await this.passkey(member);
    return { ...member, cookie: await this.session(member, admin) };
  }

  /** A sign-in link token (and code) as the magic-link email carries, issued `ageMs` ago with the 10-minute lifetime. */
  async loginToken(email: string, ageMs = 0): Promise<{ token: string; code: string }> {
    const token = randomSecret(32);
    const code = String(100000 + Math.floor(Math.random() * 900000));
    const createdAt = new Date(Date.now() - ageMs);
    await createLoginTokensRepository(this.store).issue({ email, tokenHash: sha256Hex(token), codeHash: sha256Hex(code), createdAt, expiresAt: new Date(createdAt.getTime() + 10 * 60_000) });
    return { token, code };
  }

  /** A new link for a saved application copy, as its email carries it (the mail itself goes to a sink in production). */
  async draftLink(draftId: string): Promise<string> {
    const token = randomSecret(32);
    await createDraftsRepository(this.store).issueLink(draftId, sha256Hex(token));
    return token;
  }

  /** Rows of a plain SQL read, written in SQL both dialects accept. */
  private async rows<T>(statement: string): Promise<T[]> {
    if (this.store.dialect === 'postgres') return (await this.store.pool.query(statement)).rows as T[];
    return this.store.native((sqlite) => sqlite.prepare(statement).all() as T[]);
  }

  async count(table: string, where = '1 = 1'): Promise<number> {
    // PostgreSQL's count(*) is a bigint, which node-postgres hands over as a string.
    const [first] = await this.rows<{ n: number | string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`);
    return Number(first?.n ?? 0);
  }

  /** Every application id, read straight from the database (the upload scenario's targets). */
  async applicationIds(): Promise<string[]> {
    return (await this.rows<{ id: string }>('SELECT id FROM applications')).map((entry) => entry.id);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** A look at a data directory's database (after a crash, before the API starts again). */
export function inspect<T>(file: string, read: (db: Database.Database) => T): T {
  // Read-write on purpose: after a SIGKILL the WAL may need recovery, which a read-only handle cannot do.
  const db = new Database(file, { fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
