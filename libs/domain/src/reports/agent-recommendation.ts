import { CONSTANTS } from '../constants';
import { countVotes, meetsApprovalThreshold } from '../deals/votes';

/**
 * The preview's Agent Recommendation: the rounded percentage of yes
 * among yes/no votes, and 100 when there are none.
 */
export function agentRecommendation(report: unknown): number {
  const { yes, no } = countVotes(report);
  const total = yes + no;
  if (total === 0) return CONSTANTS.SCORE_WITHOUT_VOTES_PERCENT;
  return Math.round((yes * 100) / total);
}

/**
 * Green banner and confetti, else the red banner (at least 50% positive).
 * Decided on the exact share, not the rounded percentage, so it always agrees with
 * effectiveStatus: 50 yes of 101 shows "50%" but is below half, so both say rejected.
 */
export function isPositiveOutcome(report: unknown): boolean {
  const votes = countVotes(report);
  if (votes.yes + votes.no === 0) return true;
  return meetsApprovalThreshold(votes, CONSTANTS.APPROVAL_THRESHOLD_PERCENT);
}
