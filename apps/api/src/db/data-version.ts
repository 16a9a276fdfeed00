import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

/**
 * A value that changes whenever the database may have changed: rows changed through this
 * connection (`total_changes()`) and commits by any other connection, such as the review worker's
 * (`data_version`). Two statements, not one: `pragma data_version` alone costs about 2 µs here, and
 * read through `pragma_data_version()` in a select with the other counter, 3.2 µs (the table-valued
 * function is built at every step); `total_changes()` costs 0.2. An answer cached under an older
 * value is stale.
 *
 * Both counters start again with every connection, so a random epoch of this connection leads the
 * value: the ETags of cached answers are made from it, and a browser still holding one from before a
 * restart must never find it current again over different data.
 */
export function createDataVersion(sqlite: Database.Database): () => string {
  const changes = sqlite.prepare('select total_changes()').pluck();
  const version = sqlite.prepare('pragma data_version').pluck();
  const epoch = randomBytes(8).toString('hex');
  return () => `${epoch}:${version.get() as number}:${changes.get() as number}`;
}
