import { expectLinearTime } from './linear-time-contract';

/** The contract the hostile-input specs lean on tells linear from quadratic, counting CPU time. */
describe('expectLinearTime', () => {
  const sumOfPairs = (size: number) => {
    let total = 0;
    for (let i = 0; i < size; i += 1) for (let j = 0; j < size; j += 1) total += (i ^ j) & 1;
    return total;
  };

  it('fails a run that grows with the square of its input', () => {
    expect(() => expectLinearTime((size) => size, sumOfPairs, 16_000)).toThrow();
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
