import { readFileSync, readlinkSync } from 'node:fs';

/** Clock ticks per second of /proc's counters (USER_HZ): 100 on every Linux Quorum runs on. */
const TICKS_PER_SECOND = 100;

/** The calling thread's Linux thread id (/proc/thread-self links to `<pid>/task/<tid>`); undefined elsewhere. */
export function currentThreadId(): number | undefined {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/** The CPU time thread `tid` of this process has used, in ms (10 ms steps); undefined once it cannot be read. */
export function threadCpuMs(tid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The fields after the command name, which may hold spaces and parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
