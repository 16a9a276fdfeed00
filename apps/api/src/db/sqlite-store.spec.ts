import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../testing/build-test-app';
import { openDatabase } from './database';
import { describeStoreContract } from './store-contract';

const freshDatabase = () => openDatabase(mkdtempSync(path.join(tmpdir(), 'quorum-store-')), MIGRATIONS_FOLDER);

describeStoreContract('SQLite', async () => freshDatabase().db, { soleProcess: true, handPrepared: true });

/** At least 1,000 applications a second with synchronous=FULL (docs/decisions/0006-sqlite-writes-share-a-group-commit.md): durable writes of one turn share a commit and one fsync. */
describe('the SQLite group commit', () => {
  const at = new Date('2026-06-01T12:00:00.000Z');
  const datasyncOf = async (file: string) => {
    const probe = await open(file, 'r');
    const prototype = Object.getPrototypeOf(probe) as { datasync: () => Promise<void> };
    await probe.close();
    return prototype;
  };

  it('commits writes that arrive together in one transaction and answers each after the WAL is fsynced', async () => {
    const { db, sqlite, file } = freshDatabase();
    const { settings } = db.tables;
    const events: string[] = [];
    // Transaction statements are compiled once and run as statements: watch every statement run.
    const statements = Object.getPrototypeOf(sqlite.prepare('SELECT 1')) as { run: (this: { source: string }, ...params: unknown[]) => unknown };
    const run = statements.run;
    const commits = jest.spyOn(statements, 'run').mockImplementation(function (this: { source: string }, ...params: unknown[]) {
      if (this.source === 'COMMIT') events.push('commit');
      return run.apply(this, params);
    });
    const prototype = await datasyncOf(file);
    const datasync = prototype.datasync;
    const spy = jest.spyOn(prototype, 'datasync').mockImplementation(async function (this: unknown) {
      events.push('fsync');
      return datasync.call(this);
    });
    try {
      const keys = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          db.commit(async (tx) => {
            await tx.query((q) => q.insert(settings).values({ key: `k${index}`, value: index, updatedAt: at }));
            return `k${index}`;
          }).then((key) => (events.push('ack'), key)),
        ),
      );
      expect(new Set(keys).size).toBe(50);
      expect(events.slice(0, 2)).toEqual(['commit', 'fsync']);
      expect(events.filter((event) => event === 'commit')).toHaveLength(1);
      expect(events.filter((event) => event === 'ack')).toHaveLength(50);
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
    } finally {
      spy.mockRestore();
      commits.mockRestore();
      await db.close();
    }
    const reopened = new Database(file);
    expect(reopened.prepare('SELECT count(*) FROM settings').pluck().get()).toBe(50);
    reopened.close();
  });

  it('tells nobody in the batch their write is stored when the fsync fails, and keeps committing later batches', async () => {
    const { db, file } = freshDatabase();
    const { settings } = db.tables;
    const prototype = await datasyncOf(file);
    const spy = jest.spyOn(prototype, 'datasync').mockRejectedValueOnce(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }));
    try {
      const write = (key: string) => db.commit((tx) => tx.query((q) => q.insert(settings).values({ key, value: 1, updatedAt: at })));
      const results = await Promise.allSettled([write('a'), write('b')]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      await expect(write('later')).resolves.toBeDefined();
    } finally {
      spy.mockRestore();
      await db.close();
    }
  });

  it('lets a lone query wait for a transaction that holds the connection, then run after it', async () => {
    const { db } = freshDatabase();
    const { settings } = db.tables;
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query((q) => q.insert(settings).values({ key: 'tx', value: 1, updatedAt: at }));
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    const lone = db.query((q) => q.select().from(settings)).then((rows) => order.push(`lone read ${rows.length}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['tx wrote']);
    release();
    await Promise.all([transaction, lone]);
    expect(order).toEqual(['tx wrote', 'tx ends', 'lone read 1']);
    await db.close();
  });
});

/** An erased person's data must not stay readable in the file (docs/flows/data-rights.md). */
describe('forgetting deleted rows', () => {
  const at = new Date('2026-06-01T12:00:00.000Z');
  const filesOf = (file: string) => Buffer.concat([file, `${file}-wal`].filter((name) => existsSync(name)).map((name) => readFileSync(name)));

  it('leaves no copy of a deleted or overwritten value in the database file or its WAL', async () => {
    const { db, file } = freshDatabase();
    const { settings } = db.tables;
    const deleted = 'erased-person-7f3a9c@example.com';
    const overwritten = 'renamed-person-41bd2e@example.com';
    await db.query((q) => q.insert(settings).values({ key: 'gone', value: { email: deleted }, updatedAt: at }));
    await db.query((q) => q.insert(settings).values({ key: 'kept', value: { email: overwritten }, updatedAt: at }));
    expect(filesOf(file).includes(deleted)).toBe(true);

    await db.transaction(async (tx) => {
      await tx.query((q) => q.delete(settings).where(eq(settings.key, 'gone')));
      await tx.query((q) => q.update(settings).set({ value: { email: 'tombstone@erased.invalid' } }).where(eq(settings.key, 'kept')));
    });
    await db.forgetDeleted();

    const bytes = filesOf(file);
    expect(bytes.includes(deleted)).toBe(false);
    expect(bytes.includes(overwritten)).toBe(false);
    expect(bytes.includes('tombstone@erased.invalid')).toBe(true);
    await db.close();
  });
});
