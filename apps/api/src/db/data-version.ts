import type Database from 'better-sqlite3';

/**
 * A value that changes whenever the database may have changed: rows changed through this
 * connection (`total_changes()`) and commits by any other connection, such as the review worker's
 * (`data_version`). One cheap statement; an answer cached under an older value is stale.
 */
export function createDataVersion(sqlite: Database.Database): () => string {
  const statement = sqlite.prepare('select total_changes(), (select data_version from pragma_data_version())').raw();
  return () => {
    const [changes, version] = statement.get() as [number, number];
    return `${version}:${changes}`;
  };
}
