// How busy the whole machine was between two readings of /proc/stat (Linux): the share of all cores'
// time spent not idle. The test command reports it beside its wall time, so a slow run can be told
// apart from a busy machine. Elsewhere it reads nothing and says so.
import { readFileSync } from 'node:fs';

/** The machine's CPU counters now (jiffies: busy and total), or null off Linux. */
export function cpuReading() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are the idle ones.
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The busy share between two readings, 0 to 1, or null when either is missing. */
export function busyShare(before, after) {
  if (!before || !after || after.total <= before.total) return null;
  return (after.busy - before.busy) / (after.total - before.total);
}
