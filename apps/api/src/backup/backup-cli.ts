import path from 'node:path';
import { loadStorageConfig } from '../lib/uploads/storage-config';
import { backupDataDir, backupOptionsFor, restoreBackup } from './backup';

/**
 * `npm run backup [-- --data-dir DIR] [--out DIR]`: an online backup of a running Quorum.
 * `npm run backup -- --without-files`: with S3_BUCKET set, the database and data key alone (the
 * bucket is backed up with the object store's tools); without the flag the tool refuses.
 * `npm run backup -- --restore BACKUP --data-dir EMPTY_DIR`: puts a backup back.
 */
async function main(argv: readonly string[]): Promise<void> {
  const option = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  };
  if (process.env['DATABASE_URL']) {
    // The SQLite file is all this tool snapshots; with DATABASE_URL the API keeps nothing in it.
    throw new Error('DATABASE_URL is set: the database is PostgreSQL, which this tool does not copy. Back it up with pg_dump, and copy DATA_DIR/data.key and the uploaded files (DATA_DIR/files, or the S3 bucket when S3_BUCKET is set).');
  }
  const dataDir = path.resolve(option('data-dir') ?? process.env['DATA_DIR'] ?? './data');
  const restoreFrom = option('restore');
  if (restoreFrom) {
    restoreBackup(path.resolve(restoreFrom), dataDir);
    console.log(`restored ${restoreFrom} into ${dataDir}`);
    return;
  }
  // Checked before anything is written: with S3 storage the files are not in DATA_DIR.
  const options = backupOptionsFor(loadStorageConfig(process.env), argv.includes('--without-files'));
  const out = path.resolve(option('out') ?? path.join('backups', `quorum-${new Date().toISOString().replace(/[:.]/g, '-')}`));
  const summary = await backupDataDir(dataDir, out, options);
  const files = summary.filesElsewhere ? `uploaded files NOT included: they live in ${summary.filesElsewhere}` : `${summary.files} files`;
  console.log(`backup written to ${summary.dir}: database ${summary.databaseBytes} bytes, ${files}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
