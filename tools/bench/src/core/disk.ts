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

export interface DiskFlushes {
  /** New small files made durable a second. */
  perSecond: number;
  /** CPU this process spent on each (user and system): where the flush is the kernel's work, not a wait on the device, it is most of the flush. */
  cpuMsEach: number;
}

/**
 * How many new small files the disk under `dir` makes durable a second: create, write 32 KB,
 * fdatasync, close: the unit an upload repeats for each of its files, and about what the fsync of
 * the directory they move into costs. Files go to a folder of their own, removed after. Nothing
 * else may run in this process meanwhile: its CPU time is counted as the flushes'.
 */
export async function fsyncRate(dir: string, seconds: number): Promise<DiskFlushes> {
  const folder = await mkdtemp(path.join(dir, '.fsync-probe-'));
  const payload = randomBytes(32 * 1024);
  const cpu = process.cpuUsage();
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
    const used = process.cpuUsage(cpu);
    return { perSecond: count / ((performance.now() - started) / 1000), cpuMsEach: (used.user + used.system) / 1000 / Math.max(count, 1) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
