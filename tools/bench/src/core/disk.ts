import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import path from 'node:path';

/** Every file under a directory (recursively): what an upload left behind. */
export function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * How many new small files the disk under `dir` makes durable a second: create, write 32 KB,
 * fdatasync, close: the unit an upload repeats for each of its files, and about what the fsync of
 * the directory they move into costs. Files go to a folder of their own, removed after.
 */
export async function fsyncRate(dir: string, seconds: number): Promise<number> {
  const folder = await mkdtemp(path.join(dir, '.fsync-probe-'));
  const payload = randomBytes(32 * 1024);
  const started = performance.now();
  let count = 0;
  try {
    while (performance.now() - started < seconds * 1000) {
      const file = await open(path.join(folder, `f${count}`), 'w');
      try {
        await file.write(payload);
        await file.datasync();
      } finally {
        await file.close();
      }
      count += 1;
    }
    return count / ((performance.now() - started) / 1000);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
