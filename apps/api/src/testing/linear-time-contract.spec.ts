import { cpuMsOf, expectLinearTime } from './linear-time-contract';

/** The contract the hostile-input specs lean on tells linear from quadratic, counting CPU time. */
describe('expectLinearTime', () => {
  const sumOfPairs = (size: number) => {
    let total = 0;
    for (let i = 0; i < size; i += 1) for (let j = 0; j < size; j += 1) total += (i ^ j) & 1;
    return total;
  };

  it('fails a run that grows with the square of its input', () => {
    // Sized to this engine: the ratio is checked once the largest run takes 100 ms (Node 24 and 26
    // ran 16,000 under it), so the size doubles until the best of three warm runs takes 300 ms. A
    // single cold run once read 150 ms at a size whose warm runs took 20; then, beside the browser
    // tests, a size sized at 150 ms went unchecked again (CPU time itself varies with what shares the
    // core): at 300 ms the largest run stays well past 100 ms and the quadratic ratio near 16.
    let size = 4_000;
    sumOfPairs(size);
    const warmMs = (n: number) => Math.min(cpuMsOf(() => sumOfPairs(n)), cpuMsOf(() => sumOfPairs(n)), cpuMsOf(() => sumOfPairs(n)));
    while (warmMs(size) < 300 && size < 1_000_000) size *= 2;
    expect(() => expectLinearTime((n) => n, sumOfPairs, size)).toThrow();
  });

  it('passes a run that grows with its input', () => {
    const countOdd = (size: number) => {
      let total = 0;
      for (let i = 0; i < size * 10_000; i += 1) total += i & 1;
      return total;
    };
    expectLinearTime((size) => size, countOdd, 16_000);
  });
});
