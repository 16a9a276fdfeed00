import { jaroWinkler } from '@skyra/jaro-winkler';

/**
 * How alike two normalised names are, 0–100. Each token of the shorter name is paired with the
 * most alike unused token of the other (Jaro-Winkler from @skyra/jaro-winkler); the pairs are
 * averaged weighted by length, so a typo in a long surname costs less than a wrong first name.
 * A pair under TOKEN_FLOOR counts as no match at all: Jaro-Winkler still gives ~0.7 to unrelated
 * short words. Tokens the longer name has beyond the pairs (a middle name, a patronymic) cost a
 * little each; a one-word name matching one word of a longer name costs more, or every Smith
 * would flag for 'Smith'. See docs/flows/screening.md.
 */
const TOKEN_FLOOR = 0.84;
/** A single letter against a word starting with it: an initial, likely but not certain. */
const INITIAL_SIMILARITY = 0.85;
const EXTRA_TOKEN_COST = 3;
const MAX_EXTRA_TOKEN_COST = 6;
const ONE_WORD_COST = 12;
/** Names written as one word or two ('Abdulrahman', 'Abdul Rahman') are compared joined too. */
const JOINED_FACTOR = 0.97;
/** Joining words changes a name's length by its spaces only: a bigger gap is a different name. */
const JOINED_LENGTH_SLACK = 2;

function tokenSimilarity(left: string, right: string): number {
  if (left === right) return 1;
  if (left.length === 1 || right.length === 1) return left[0] === right[0] ? INITIAL_SIMILARITY : 0;
  const similarity = jaroWinkler(left, right);
  return similarity >= TOKEN_FLOOR ? similarity : 0;
}

export function nameSimilarity(left: readonly string[], right: readonly string[]): number {
  if (left.length === 0 || right.length === 0) return 0;
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  const used = new Set<number>();
  let weighted = 0;
  let weights = 0;
  let paired = 0;
  for (const token of shorter) {
    let best = 0;
    let bestIndex = -1;
    longer.forEach((candidate, index) => {
      if (used.has(index)) return;
      const similarity = tokenSimilarity(token, candidate);
      if (similarity > best) {
        best = similarity;
        bestIndex = index;
      }
    });
    const weight = Math.max(token.length, bestIndex >= 0 ? (longer[bestIndex]?.length ?? 0) : 0);
    if (bestIndex >= 0) {
      used.add(bestIndex);
      paired += 1;
    }
    weighted += best * weight;
    weights += weight;
  }
  const extra = longer.length - shorter.length;
  let score = (100 * weighted) / weights - Math.min(MAX_EXTRA_TOKEN_COST, extra * EXTRA_TOKEN_COST);
  if (shorter.length === 1 && longer.length > 1) score -= ONE_WORD_COST;
  if (paired === 0) score = 0;
  const [leftJoined, rightJoined] = [left.join(''), right.join('')];
  if (left.length !== right.length && Math.abs(leftJoined.length - rightJoined.length) <= JOINED_LENGTH_SLACK) {
    score = Math.max(score, 100 * JOINED_FACTOR * jaroWinkler(leftJoined, rightJoined));
  }
  return Math.max(0, Math.min(100, score));
}
