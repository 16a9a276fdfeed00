/**
 * Splits `total` whole units across `weights` in proportion, to the unit: each share is rounded
 * down, and the units left over go one each to the largest remainders, an earlier index first
 * among equal remainders. The shares add up to `total` exactly, and a larger weight never gets a
 * smaller share (its exact share is larger, so either its floor is larger or its remainder is).
 */
export function splitProRata(total: bigint, weights: readonly bigint[]): bigint[] {
  if (total < 0n) throw new RangeError('A pro-rata split needs a total of zero or more.');
  if (weights.some((weight) => weight < 0n)) throw new RangeError('A pro-rata split needs weights of zero or more.');
  const sum = weights.reduce((acc, weight) => acc + weight, 0n);
  if (sum === 0n) {
    if (total === 0n) return weights.map(() => 0n);
    throw new RangeError('A pro-rata split of a positive total needs a positive weight.');
  }
  const parts = weights.map((weight, index) => ({ index, share: (weight * total) / sum, remainder: (weight * total) % sum }));
  let left = total - sumOf(parts.map((part) => part.share));
  if (left > 0n) {
    for (const part of [...parts].sort((a, b) => compareDescending(a.remainder, b.remainder) || a.index - b.index)) {
      if (left === 0n) break;
      part.share += 1n;
      left -= 1n;
    }
  }
  return parts.map((part) => part.share);
}

/** Orders bigints from the largest down, as a sort comparator. */
export function compareDescending(a: bigint, b: bigint): number {
  return a > b ? -1 : a < b ? 1 : 0;
}

/** The sum of a list of bigints. */
export function sumOf(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}
