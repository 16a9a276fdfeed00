import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataVersion } from './data-version';

describe('createDataVersion', () => {
  it('moves on a write through this connection and on a commit by another one, not on reads', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'quorum-version-')), 'db.sqlite');
    const own = new Database(file);
    own.pragma('journal_mode = WAL');
    own.exec('create table t (n integer)');
    const other = new Database(file);
    const version = createDataVersion(own);

    const start = version();
    own.prepare('select count(*) from t').get();
    expect(version()).toBe(start);

    own.prepare('insert into t values (1)').run();
    const afterOwn = version();
    expect(afterOwn).not.toBe(start);

    other.prepare('insert into t values (2)').run();
    expect(version()).not.toBe(afterOwn);
    other.close();
    own.close();
  });

  it('never gives a value again after the connection is opened anew, though its counters start again', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'quorum-version-')), 'db.sqlite');
    const first = new Database(file);
    const before = createDataVersion(first)();
    first.close();
    const second = new Database(file);
    // The same counters on an unchanged database: only the epoch tells the two connections apart.
    expect(createDataVersion(second)()).not.toBe(before);
    second.close();
  });
});
