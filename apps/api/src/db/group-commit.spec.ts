import Database from 'better-sqlite3';
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
