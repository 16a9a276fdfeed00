import { readdirSync, readFileSync } from 'node:fs';

/** CPU a process used, in ms: its main thread (the event loop) and all its other threads together (the thread pool's file work, GC, the compiler). */
export interface ProcessCpu {
  eventLoopMs: number;
  otherThreadsMs: number;
}

/** Clock ticks per second of /proc's counters: 100 on every Linux this bench runs on. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU each thread of `pid` has used so far, from /proc (Linux). Undefined where /proc is not
 * there, so the rows that use it say so instead of failing.
 */
export function processCpu(pid: number): ProcessCpu | undefined {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  const used: ProcessCpu = { eventLoopMs: 0, otherThreadsMs: 0 };
  for (const tid of tids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    // The fields after the command name, which may hold spaces and parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    if (Number(tid) === pid) used.eventLoopMs += ms;
    else used.otherThreadsMs += ms;
  }
  return used;
}

/** `total` plus what the process used between `before` and `after`; undefined once any of them is (no /proc). */
export function addCpuBetween(total: ProcessCpu | undefined, before: ProcessCpu | undefined, after: ProcessCpu | undefined): ProcessCpu | undefined {
  if (!total || !before || !after) return undefined;
  return { eventLoopMs: total.eventLoopMs + after.eventLoopMs - before.eventLoopMs, otherThreadsMs: total.otherThreadsMs + after.otherThreadsMs - before.otherThreadsMs };
}
