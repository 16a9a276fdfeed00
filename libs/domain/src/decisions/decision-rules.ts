import { z } from 'zod';
import { CONSTANTS } from '../constants';

/**
 * How the network decides on a deal once its review is done (docs/flows/statuses-and-votes.md):
 * a bounded vote window, a member quorum, the approval threshold applied to members' votes, agent
 * votes advisory unless an admin lets them count, and sealed ballots while the window is open.
 */
export const decisionRulesSchema = z.object({
  /** Days a deal stays open for member votes once its review is done. */
  voteWindowDays: z.number().int().min(1).max(90),
  /** The fewest member votes a decision needs. */
  quorumMinimum: z.number().int().min(1).max(10_000),
  /** The share of active members (whole percent) a decision needs, when that is more than the minimum. */
  quorumPercentOfActive: z.number().int().min(0).max(100),
  /** Yes share among the counted yes/no votes (whole percent) that approves. */
  approvalThresholdPercent: z.number().int().min(1).max(100),
  /** Advisory: shown beside the tally, never counted. Counting: added to the members' yes/no votes. */
  agentVotes: z.enum(['advisory', 'counting']),
  /** While the window is open, members see the turnout but not the tally. */
  sealedBallots: z.boolean(),
});

export type DecisionRules = z.infer<typeof decisionRulesSchema>;

export const DEFAULT_DECISION_RULES: DecisionRules = {
  voteWindowDays: 7,
  quorumMinimum: 3,
  quorumPercentOfActive: 20,
  approvalThresholdPercent: CONSTANTS.APPROVAL_THRESHOLD_PERCENT,
  agentVotes: 'advisory',
  sealedBallots: true,
};

/** Member votes a decision needs: the minimum, or the share of active members, whichever is larger. */
export function quorumRequired(rules: Pick<DecisionRules, 'quorumMinimum' | 'quorumPercentOfActive'>, activeMembers: number): number {
  // Whole-number arithmetic: 20% of 15 members is exactly 3, with no float rounding up to 4.
  const share = Math.ceil((Math.max(0, activeMembers) * rules.quorumPercentOfActive) / 100);
  return Math.max(rules.quorumMinimum, share);
}
