/**
 * Checks that `run` takes linear time in its input's size: inputs are made at a quarter of the
 * largest size and at the largest, and each is run five times (the best counts) after a warm-up
 * of the JIT: with another program keeping a core busy, three runs once left a linear scan at ×11
 * (garbage collection's threads count in the process's CPU time on Node 20). A backtracking pattern on the largest input takes seconds to hours, so the ceiling
 * alone catches it; above 100 ms the growth must also stay near ×4 (under ×10), where quadratic
 * is ×16. Below that, garbage collection and timer noise swamp the ratio.
 *
 * Time here is CPU time, not wall time: on a machine other programs keep busy, a 150 ms run is
 * preempted far more often than a 40 ms one, and the wall-clock ratio of a linear scan read ×17.
 */
export function expectLinearTime<T>(make: (size: number) => T, run: (input: T) => unknown, largestSize: number, ceilingMs = 1_000): void {
  const small = make(Math.floor(largestSize / 4));
  const large = make(largestSize);
  run(small);
  const smallMs = bestOf(RUNS, () => run(small));
  const largeMs = bestOf(RUNS, () => run(large));
  expect(largeMs).toBeLessThan(ceilingMs);
  if (largeMs > 100) expect(largeMs / smallMs).toBeLessThan(10);
}

/** The CPU time `run` takes, in ms: what a time limit on code in a spec should hold (wall time counts the machine's load). */
export function cpuMsOf(run: () => unknown): number {
  const started = cpuMs();
  run();
  return cpuMs() - started;
}

/** CPU time used so far, in ms: this thread's where Node can say (24 and later), else this process's. */
function cpuMs(): number {
  const usage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.() ?? process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

const RUNS = 5;

function bestOf(runs: number, run: () => unknown): number {
  let best = Infinity;
  for (let round = 0; round < runs; round += 1) {
    best = Math.min(best, cpuMsOf(run));
  }
  return best;
}
