/**
 * What generated sanctions lists are made of, the same on every run: the screening bench scenario
 * and the matcher's own measurement (modules/screening/matching/measure-matching.ts) draw from these.
 */

/** A consonant, a vowel and maybe a closing consonant: 630 syllables, words about as varied as a real list's. */
export const SYLLABLES = [...'bdfghjklmnprstvyzc'].flatMap((onset) => [...'aeiou'].flatMap((vowel) => ['', ...'nrlmsk'].map((coda) => onset + vowel + coda)));

/** mulberry32: a small seeded generator of numbers in [0, 1), exact in JavaScript numbers (32-bit integer steps). */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
