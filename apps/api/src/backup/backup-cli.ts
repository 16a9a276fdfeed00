import path from 'node:path';
import { backupDataDir, restoreBackup } from './backup';

/**
 * `npm run backup [-- --data-dir DIR] [--out DIR]`: an online backup of a running Quorum.
 * `npm run backup -- --restore BACKUP --data-dir EMPTY_DIR`: puts a backup back.
 */
async function main(argv: readonly string[]): Promise<void> {
  const option = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  };
  if (process.env['DATABASE_URL']) {
    // The SQLite file is all this tool snapshots; with DATABASE_URL the API keeps nothing in it.
    throw new Error('DATABASE_URL is set: the database is PostgreSQL, which this tool does not copy. Back it up with pg_dump, and copy DATA_DIR/files and DATA_DIR/data.key.');
  }
  const dataDir = path.resolve(option('data-dir') ?? process.env['DATA_DIR'] ?? './data');
  const restoreFrom = option('restore');
  if (restoreFrom) {
    restoreBackup(path.resolve(restoreFrom), dataDir);
    console.log(`restored ${restoreFrom} into ${dataDir}`);
    return;
  }
  const out = path.resolve(option('out') ?? path.join('backups', `quorum-${new Date().toISOString().replace(/[:.]/g, '-')}`));
  const summary = await backupDataDir(dataDir, out);
  console.log(`backup written to ${summary.dir}: database ${summary.databaseBytes} bytes, ${summary.files} files`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
