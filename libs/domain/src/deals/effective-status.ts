import { CONSTANTS } from '../constants';
import { readPath } from '../format/safe-read';
import { countVotes, meetsApprovalThreshold, type VoteCount } from './votes';

export const EFFECTIVE_STATUSES = ['accepted', 'rejected', 'pending', 'failed', 'error'] as const;
export type EffectiveStatus = (typeof EFFECTIVE_STATUSES)[number];

/**
 * The status a deal is shown with (see docs/flows/statuses-and-votes.md):
 * failed and error stay; without yes/no votes a done report is accepted and anything else
 * pending; with votes, a yes share of at least 50% is accepted, else rejected.
 * The threshold defaults to 50%; the network's admins may set another (Settings).
 * Takes any value because deals arrive from the network; garbage counts as absent.
 */
export function effectiveStatus(deal: unknown, thresholdPercent: number = CONSTANTS.APPROVAL_THRESHOLD_PERCENT): EffectiveStatus {
  return effectiveStatusOfCount(readPath(deal, 'status'), countVotes(deal), thresholdPercent);
}

/**
 * The same rule over a status and yes/no counts already made (a database that counts the votes
 * of a page of deals itself, instead of returning every vote).
 */
export function effectiveStatusOfCount(rawStatus: unknown, votes: VoteCount, thresholdPercent: number = CONSTANTS.APPROVAL_THRESHOLD_PERCENT): EffectiveStatus {
  const status = typeof rawStatus === 'string' ? rawStatus.trim().toLowerCase() : undefined;
  if (status === 'failed' || status === 'error') return status;
  if (votes.yes + votes.no === 0) return status === 'done' ? 'accepted' : 'pending';
  return meetsApprovalThreshold(votes, thresholdPercent) ? 'accepted' : 'rejected';
}
