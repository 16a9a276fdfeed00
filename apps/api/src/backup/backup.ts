import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { StorageConfig } from '../lib/uploads/storage-config';

export interface BackupSummary {
  dir: string;
  databaseBytes: number;
  files: number;
  /** Set when the uploaded files live elsewhere and are not in this backup: where they are. */
  filesElsewhere?: string;
}

export interface BackupOptions {
  /**
   * Where the uploaded files live when not in DATA_DIR (an S3 bucket). None are copied then, and
   * the summary and the backup's BACKUP.txt say where they are, so no one takes it for a whole one.
   */
  filesElsewhere?: string;
}

/**
 * What a backup of this storage may leave out. Files in DATA_DIR are always copied. Files in a
 * bucket cannot be (this tool reads only DATA_DIR): it refuses, rather than write a backup that
 * looks whole without them, unless told with --without-files that the bucket is backed up apart.
 */
export function backupOptionsFor(storage: StorageConfig, withoutFiles: boolean): BackupOptions {
  if (storage.kind === 'local') {
    if (withoutFiles) throw new Error('--without-files is only for S3 storage: the uploaded files are in DATA_DIR/files, and a backup without them could not be restored whole.');
    return {};
  }
  const { bucket, endpoint, region } = storage.s3;
  const where = `the S3 bucket "${bucket}" at ${endpoint ?? `AWS S3 (${region})`}`;
  if (!withoutFiles) {
    throw new Error(
      `S3_BUCKET is set: the uploaded files live in ${where}, not in DATA_DIR, and this tool does not copy them. ` +
        "Back the bucket up with the object store's own tools (versioning, replication, or a sync to other storage), " +
        'then run again with --without-files to back up the database and the data key.',
    );
  }
  return { filesElsewhere: where };
}

const DB_FILE = 'quorum.db';
const KEY_FILE = 'data.key';

/**
 * A consistent copy of a live DATA_DIR, safe while the API runs and writes:
 * 1. the database through SQLite's online backup API (a point-in-time snapshot, WAL included,
 *    without stopping writers);
 * 2. then the uploaded files: they are written under random names and renamed into place before
 *    their rows commit, and never changed after, so copying them after the snapshot yields every
 *    file the snapshot refers to (plus perhaps a few newer ones, harmless);
 * 3. the generated data key, without which the KYC identifiers cannot be read.
 * The result is written to `<out>.partial` and renamed, so a half-made backup never looks whole.
 * With `filesElsewhere` (files in a bucket) step 2 is skipped and the backup says so.
 */
export async function backupDataDir(dataDir: string, outDir: string, options: BackupOptions = {}): Promise<BackupSummary> {
  const source = path.join(dataDir, DB_FILE);
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  if (existsSync(outDir)) throw new Error(`${outDir} already exists`);
  const partial = `${outDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.join(partial, 'files'), { recursive: true, mode: 0o700 });
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(path.join(partial, DB_FILE));
  } finally {
    db.close();
  }
  let files = 0;
  const filesDir = path.join(dataDir, 'files');
  if (!options.filesElsewhere && existsSync(filesDir)) {
    for (const name of readdirSync(filesDir)) {
      if (!/^[a-f0-9]{32}$/.test(name)) continue;
      copyFileSync(path.join(filesDir, name), path.join(partial, 'files', name));
      files += 1;
    }
  }
  if (existsSync(path.join(dataDir, KEY_FILE))) copyFileSync(path.join(dataDir, KEY_FILE), path.join(partial, KEY_FILE));
  const check = new Database(path.join(partial, DB_FILE), { readonly: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`the backup failed its integrity check: ${String(result)}`);
  } finally {
    check.close();
  }
  const notIncluded = options.filesElsewhere ? `The uploaded files are NOT in this backup: they live in ${options.filesElsewhere}, backed up apart from it.\n` : '';
  writeFileSync(path.join(partial, 'BACKUP.txt'), `Quorum backup of ${dataDir} taken ${new Date().toISOString()}. Restore with: npm run backup -- --restore ${outDir} --data-dir <empty dir>\n${notIncluded}`);
  renameSync(partial, outDir);
  const { size } = await import('node:fs/promises').then((fs) => fs.stat(path.join(outDir, DB_FILE)));
  return { dir: outDir, databaseBytes: size, files, ...(options.filesElsewhere ? { filesElsewhere: options.filesElsewhere } : {}) };
}

/** Restores a backup into an empty (or absent) DATA_DIR; the API is started on it afterwards. */
export function restoreBackup(backupDir: string, dataDir: string): void {
  if (!existsSync(path.join(backupDir, DB_FILE))) throw new Error(`${backupDir} is not a Quorum backup (no ${DB_FILE})`);
  if (existsSync(path.join(dataDir, DB_FILE))) throw new Error(`${dataDir} already holds a database: restore into an empty directory`);
  mkdirSync(path.join(dataDir, 'files'), { recursive: true, mode: 0o700 });
  copyFileSync(path.join(backupDir, DB_FILE), path.join(dataDir, DB_FILE));
  for (const name of readdirSync(path.join(backupDir, 'files'))) copyFileSync(path.join(backupDir, 'files', name), path.join(dataDir, 'files', name));
  if (existsSync(path.join(backupDir, KEY_FILE))) copyFileSync(path.join(backupDir, KEY_FILE), path.join(dataDir, KEY_FILE));
}
