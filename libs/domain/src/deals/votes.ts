import { isRecord, readPath } from '../format/safe-read';

export type VoteSide = 'yes' | 'no';

export interface VoteCount {
  readonly yes: number;
  readonly no: number;
}

const YES_WORDS = new Set(['yes', 'positive']);
const NO_WORDS = new Set(['no', 'negative']);

/**
 * Which side a single vote is on: "Yes", "positive" or true for yes,
 * "No", "negative" or false for no, case and surrounding space ignored. Anything else
 * ("Abstain", null, "") is not a yes/no vote and is left out of every count.
 */
export function voteSide(vote: unknown): VoteSide | undefined {
  if (vote === true) return 'yes';
  if (vote === false) return 'no';
  if (typeof vote !== 'string') return undefined;
  const word = vote.trim().toLowerCase();
  if (YES_WORDS.has(word)) return 'yes';
  if (NO_WORDS.has(word)) return 'no';
  return undefined;
}

/**
 * The vote entries of a deal or report. Full reports nest them as
 * `recommendationsAndVotes.recommendationsAndVotes`; recent-deal entries
 * carry the list directly as `recommendationsAndVotes`.
 */
export function voteEntries(deal: unknown): readonly unknown[] {
  const outer = readPath(deal, 'recommendationsAndVotes');
  if (Array.isArray(outer)) return outer;
  const inner = readPath(outer, 'recommendationsAndVotes');
  return Array.isArray(inner) ? inner : [];
}

/** Yes and no votes of a deal or report; entries that are not objects are ignored. */
export function countVotes(deal: unknown): VoteCount {
  let yes = 0;
  let no = 0;
  for (const entry of voteEntries(deal)) {
    if (!isRecord(entry)) continue;
    const side = voteSide(entry['vote']);
    if (side === 'yes') yes += 1;
    if (side === 'no') no += 1;
  }
  return { yes, no };
}

/**
 * Whether the yes share among yes/no votes reaches the approval threshold. Compared in whole
 * numbers so that exactly half is approved without float rounding.
 */
export function meetsApprovalThreshold({ yes, no }: VoteCount, thresholdPercent: number): boolean {
  return yes * 100 >= thresholdPercent * (yes + no);
}
