import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGroupCommit } from './group-commit';

/** Issue 8 (≥ 1,000 applications/s with synchronous=FULL): writes of one turn share a commit. */
describe('group commit', () => {
  let sqlite: Database.Database;
  let commits = 0;

  beforeEach(() => {
    sqlite = new Database(':memory:');
    sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT UNIQUE)');
    commits = 0;
    const original = sqlite.transaction.bind(sqlite);
    sqlite.transaction = ((fn: (...args: unknown[]) => unknown) => {
      const wrapped = original(fn);
      return ((...args: unknown[]) => {
        const outer = !sqlite.inTransaction;
        const result = wrapped(...args);
        if (outer) commits += 1;
        return result;
      }) as unknown as ReturnType<typeof original>;
    }) as typeof sqlite.transaction;
  });
  afterEach(() => sqlite.close());

  it('commits writes that arrive together in one transaction and answers each after it', async () => {
    const group = createGroupCommit(sqlite);
    const insert = sqlite.prepare('INSERT INTO t (v) VALUES (?)');
    const ids = await Promise.all(Array.from({ length: 50 }, (_, index) => group.run(() => Number(insert.run(`v${index}`).lastInsertRowid))));
    expect(new Set(ids).size).toBe(50);
    expect(commits).toBe(1);
    expect((sqlite.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(50);
  });

  it('rolls back only the write that failed, and rejects only its promise', async () => {
    const group = createGroupCommit(sqlite);
    const insert = sqlite.prepare('INSERT INTO t (v) VALUES (?)');
    const results = await Promise.allSettled([
      group.run(() => insert.run('a')),
      group.run(() => {
        insert.run('b');
        insert.run('a'); // unique violation: b must be rolled back with it
      }),
      group.run(() => insert.run('c')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(sqlite.prepare('SELECT v FROM t ORDER BY v').pluck().all()).toEqual(['a', 'c']);
  });

  it('keeps committing later batches after a failed write', async () => {
    const group = createGroupCommit(sqlite);
    const insert = sqlite.prepare('INSERT INTO t (v) VALUES (?)');
    await expect(group.run(() => insert.run(null as unknown as string) && insert.run(null as unknown as string) && (() => { throw new Error('refused'); })())).rejects.toThrow('refused');
    await group.run(() => insert.run('later'));
    expect(sqlite.prepare('SELECT v FROM t WHERE v IS NOT NULL').pluck().all()).toEqual(['later']);
    expect(commits).toBe(2);
  });
});

describe('group commit on a file (WAL, synchronous=FULL)', () => {
  const openFile = () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'quorum-group-')), 'db.sqlite');
    const sqlite = new Database(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    return { file, sqlite };
  };

  it('answers only after the WAL is fsynced, and leaves the connection at FULL', async () => {
    const { file, sqlite } = openFile();
    const probe = await open(file, 'r');
    const handlePrototype = Object.getPrototypeOf(probe) as { datasync: () => Promise<void> };
    await probe.close();
    const events: string[] = [];
    const datasync = handlePrototype.datasync;
    const spy = jest.spyOn(handlePrototype, 'datasync').mockImplementation(async function (this: unknown) {
      events.push('fsync');
      return datasync.call(this);
    });
    try {
      const group = createGroupCommit(sqlite);
      const insert = sqlite.prepare('INSERT INTO t (v) VALUES (?)');
      await Promise.all(Array.from({ length: 20 }, (_, index) => group.run(() => insert.run(`v${index}`)).then(() => events.push('ack'))));
      expect(events[0]).toBe('fsync');
      expect(events.filter((event) => event === 'ack')).toHaveLength(20);
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
      await group.close();
    } finally {
      spy.mockRestore();
      sqlite.close();
    }
    const reopened = new Database(file);
    expect(reopened.prepare('SELECT count(*) FROM t').pluck().get()).toBe(20);
    reopened.close();
  });

  it('tells nobody in the batch their write is stored when the fsync fails', async () => {
    const { file, sqlite } = openFile();
    const probe = await open(file, 'r');
    const handlePrototype = Object.getPrototypeOf(probe) as { datasync: () => Promise<void> };
    await probe.close();
    const spy = jest.spyOn(handlePrototype, 'datasync').mockRejectedValue(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }));
    try {
      const group = createGroupCommit(sqlite);
      const insert = sqlite.prepare('INSERT INTO t (v) VALUES (?)');
      const results = await Promise.allSettled([group.run(() => insert.run('a')), group.run(() => insert.run('b'))]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      await group.close();
    } finally {
      spy.mockRestore();
      sqlite.close();
    }
  });
});
