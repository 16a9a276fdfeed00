import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

/**
 * A value that changes whenever the database may have changed: rows changed through this
 * connection (`total_changes()`) and commits by any other connection, such as the review worker's
 * (`data_version`). One cheap statement; an answer cached under an older value is stale.
 *
 * Both counters start again with every connection, so a random epoch of this connection leads the
 * value: the ETags of cached answers are made from it, and a browser still holding one from before a
 * restart must never find it current again over different data.
 */
export function createDataVersion(sqlite: Database.Database): () => string {
  const statement = sqlite.prepare('select total_changes(), (select data_version from pragma_data_version())').raw();
  const epoch = randomBytes(8).toString('hex');
  return () => {
    const [changes, version] = statement.get() as [number, number];
    return `${epoch}:${version}:${changes}`;
  };
}
