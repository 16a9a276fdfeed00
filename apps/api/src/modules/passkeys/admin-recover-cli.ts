import { existsSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../config/env';
import { openDatabase } from '../../db/database';
import { createPostgresStore, migratePostgres } from '../../db/postgres-store';
import type { Store } from '../../db/store';
import { systemClock } from '../../lib/clock';
import { createMailer } from '../../plugins/mail';
import { createPasskeyRecovery } from './recovery.service';

/** The committed migrations, beside the source (tsx runs this file from apps/api/src). */
const MIGRATIONS = path.join(__dirname, '../../../drizzle');

/**
 * The server's database, as the server opens it: PostgreSQL when DATABASE_URL is set, else the SQLite
 * file in DATA_DIR, which must exist already (a wrong DATA_DIR must not start an empty database).
 */
async function openStore(config: AppConfig): Promise<Store> {
  if (config.database) {
    const db = createPostgresStore(config.database);
    await migratePostgres(db, path.join(path.dirname(MIGRATIONS), 'drizzle-pg'));
    return db;
  }
  if (!existsSync(path.join(config.dataDir, 'quorum.db'))) throw new Error(`No Quorum database in DATA_DIR (${config.dataDir}): run this with the server's settings.`);
  return openDatabase(config.dataDir, MIGRATIONS).db;
}

/**
 * `npm run admin:recover -- <email>`: the last way back for an admin who lost every passkey and their
 * recovery code (docs/flows/sign-in.md#admins). Run on the server, with the server's settings: it
 * removes the admin's passkeys and recovery code, ends their sessions, writes the audit entry, emails
 * them, and prints a single-use sign-in link (valid 10 minutes) to hand them; they then add a new passkey.
 */
async function main(argv: readonly string[]): Promise<void> {
  const email = argv.find((arg) => !arg.startsWith('-'));
  if (!email) throw new Error('Usage: npm run admin:recover -- <email of the admin>');
  const config = loadConfig(process.env);
  const db = await openStore(config);
  const log = { info: () => undefined, warn: (details: object, message: string) => console.error(message, details) };
  const { mailer, close } = createMailer({ db, config, clock: systemClock, log });
  try {
    const recovery = createPasskeyRecovery({ db, clock: systemClock, mailer, publicUrl: config.publicUrl });
    const result = await recovery.recoverByServer(email, { host: hostname(), user: userInfo().username });
    if (!result.ok) throw new Error(result.error);
    console.log(`Removed ${result.removed} passkey(s) of ${email} and ended their sessions; they were emailed, and this is in the audit log.`);
    console.log(`Single-use sign-in link (valid 10 minutes), for ${email} only:\n${result.link}`);
    if (config.magicSecretKey) console.log('MAGIC_SECRET_KEY is set: the server signs in with Magic, not this link. The admin signs in as usual and adds a new passkey.');
    // One process owns a SQLite file's session cache: the running server hears nothing from this one.
    if (!config.database) console.log('SQLite: restart the running server so that it forgets the sessions it had cached.');
  } finally {
    await close();
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
