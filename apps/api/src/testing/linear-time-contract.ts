/**
 * Checks that `run` takes linear time in its input's size: inputs are made at a quarter of the
 * largest size and at the largest, and each is run three times (the best counts) after a warm-up
 * of the JIT. A backtracking pattern on the largest input takes seconds to hours, so the ceiling
 * alone catches it; above 100 ms the growth must also stay near ×4 (under ×10), where quadratic
 * is ×16. Below that, garbage collection and timer noise on a loaded machine swamp the ratio.
 */
export function expectLinearTime<T>(make: (size: number) => T, run: (input: T) => unknown, largestSize: number, ceilingMs = 1_000): void {
  const small = make(Math.floor(largestSize / 4));
  const large = make(largestSize);
  run(small);
  const smallMs = bestOfThree(() => run(small));
  const largeMs = bestOfThree(() => run(large));
  expect(largeMs).toBeLessThan(ceilingMs);
  if (largeMs > 100) expect(largeMs / smallMs).toBeLessThan(10);
}

function bestOfThree(run: () => unknown): number {
  let best = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}
