import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiProcess } from '../core/api-process';
import { individualSubmission, uploadBody } from '../core/applications';
import { call } from '../core/http';
import { nextClientAddress } from '../core/load';
import { inspect } from '../core/seed';
import { workspaceRoot } from '../core/paths';
import { row, type Row, type Scenario } from '../core/types';
import { runWriteClients } from '../core/write-clients';

function mountTmpfs(dir: string, megabytes: number): boolean {
  if (process.getuid?.() !== 0) return false;
  return spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700`, 'tmpfs', dir], { stdio: 'ignore' }).status === 0;
}

/**
 * A full disk during an upload: DATA_DIR on a 48 MB tmpfs (root mounts it), nearly filled; a
 * 20 MB PDF must get a clear 507/413, its partial file removed, the database consistent, and the
 * API must keep serving. Without root or mount support the scenario says so instead of faking it.
 */
export const fullDiskScenario: Scenario = {
  id: 'full-disk',
  title: 'Full disk during upload',
  async run(): Promise<Row[]> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-full-'));
    if (!mountTmpfs(dataDir, 48)) {
      rmSync(dataDir, { recursive: true, force: true });
      return [row('full disk during upload', 'not run: mounting a small tmpfs needs root and mount(8); no other way limits a directory\'s size for a process', '507/413, partial removed', false, {})];
    }
    const api = new ApiProcess({ dataDir });
    try {
      await api.start();
      const submission = individualSubmission('full@bench.example');
      const submitted = await call(api.url, 'POST', '/api/join/submit', { raw: submission.body, headers: { 'content-type': submission.contentType, 'x-forwarded-for': nextClientAddress() } });
      const id = String(submitted.json?.['submissionId'] ?? '');
      const free = Number(execFileSync('df', ['--output=avail', '-B1', dataDir]).toString().split('\n')[1]);
      writeFileSync(path.join(dataDir, 'filler'), Buffer.alloc(Math.max(0, free - 6 * 1024 * 1024)));
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024, 0x41), Buffer.from('\n%%EOF\n')]);
      const upload = uploadBody(id, 'proofOfAddress', [{ name: 'big.pdf', bytes: pdf, type: 'application/pdf' }]);
      const answer = await call(api.url, 'POST', '/api/documents/upload', { raw: upload.body, headers: { 'content-type': upload.contentType, 'x-forwarded-for': nextClientAddress() } });
      const partials = readdirSync(path.join(dataDir, 'files', '.partial')).length;
      const stored = readdirSync(path.join(dataDir, 'files')).filter((name) => name !== '.partial').length;
      rmSync(path.join(dataDir, 'filler'));
      const after = await call(api.url, 'POST', '/api/join/submit', { raw: submission.body, headers: { 'content-type': submission.contentType, 'x-forwarded-for': nextClientAddress() } });
      await api.stop();
      const integrity = inspect(path.join(dataDir, 'quorum.db'), (db) => String(db.pragma('integrity_check', { simple: true })));
      const clear = answer.status === 507 || answer.status === 413;
      return [
        row(
          'full disk (48 MB tmpfs) during a 20 MB upload',
          `HTTP ${answer.status} "${String(answer.json?.['error'] ?? answer.body.slice(0, 60))}" · partial files left ${partials} · stored files ${stored} · integrity ${integrity} · next submit ${after.status}`,
          '507/413, partial removed, DB consistent',
          clear && partials === 0 && stored === 0 && integrity === 'ok' && after.status === 200,
          { status: answer.status, partials, stored },
        ),
      ];
    } finally {
      await api.stop();
      spawnSync('umount', [dataDir], { stdio: 'ignore' });
      await api.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

/** `npm run backup` while the API takes writes, then a restore into a fresh directory that the API starts on. */
export const backupScenario: Scenario = {
  id: 'backup',
  title: 'Online backup and restore',
  async run(): Promise<Row[]> {
    const api = new ApiProcess();
    const scratch = mkdtempSync(path.join(tmpdir(), 'quorum-backup-'));
    let restoredApi: ApiProcess | undefined;
    try {
      await api.start();
      const stop = { stopped: false };
      const writing = runWriteClients(api, 6, true, stop);
      await new Promise((resolve) => setTimeout(resolve, 800));
      const countBefore = inspect(path.join(api.dataDir, 'quorum.db'), (db) => (db.prepare('SELECT id FROM applications').pluck().all() as string[]));
      const out = path.join(scratch, 'backup');
      const started = Date.now();
      const tsx = path.join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs');
      const backup = spawnSync(process.execPath, [tsx, '--tsconfig', 'apps/api/tsconfig.app.json', 'apps/api/src/backup/backup-cli.ts', '--data-dir', api.dataDir, '--out', out], { cwd: workspaceRoot, encoding: 'utf8' });
      const took = Date.now() - started;
      stop.stopped = true;
      await writing;
      const restored = path.join(scratch, 'restored');
      const restore = spawnSync(process.execPath, [tsx, '--tsconfig', 'apps/api/tsconfig.app.json', 'apps/api/src/backup/backup-cli.ts', '--restore', out, '--data-dir', restored], { cwd: workspaceRoot, encoding: 'utf8' });
      restoredApi = new ApiProcess({ dataDir: restored });
      await restoredApi.start();
      const health = await call(restoredApi.url, 'GET', '/api/health');
      await restoredApi.stop();
      const found = inspect(path.join(restored, 'quorum.db'), (db) => ({
        integrity: String(db.pragma('integrity_check', { simple: true })),
        ids: new Set(db.prepare('SELECT id FROM applications').pluck().all() as string[]),
      }));
      const missing = countBefore.filter((id) => !found.ids.has(id)).length;
      return [
        row(
          'backup (npm run backup, SQLite online backup) under write load, then restore',
          `backup ${backup.status === 0 ? 'ok' : `failed: ${backup.stderr.slice(0, 80)}`} in ${took} ms · restore ${restore.status === 0 ? 'ok' : 'failed'} · restored API health ${health.status} · integrity ${found.integrity} · rows committed before the backup missing: ${missing} of ${countBefore.length}`,
          'restores, starts, nothing committed before it missing',
          backup.status === 0 && restore.status === 0 && health.status === 200 && found.integrity === 'ok' && missing === 0,
          { tookMs: took, missing, before: countBefore.length },
        ),
      ];
    } finally {
      await api.dispose();
      await restoredApi?.dispose();
      rmSync(scratch, { recursive: true, force: true });
    }
  },
};
