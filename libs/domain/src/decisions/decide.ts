import { meetsApprovalThreshold, type VoteCount, type VoteSide } from '../deals/votes';
import { quorumRequired, type DecisionRules } from './decision-rules';

/** A member's ballot; a member who votes again replaces the earlier ballot (the latest `at` wins). */
export interface MemberBallot {
  readonly memberId: string;
  readonly side: VoteSide;
  readonly at: number;
}

export interface DecisionInput {
  readonly rules: DecisionRules;
  readonly activeMembers: number;
  readonly ballots: readonly MemberBallot[];
  /** The analysts' recommendations as yes/no votes. */
  readonly agentVotes: VoteCount;
  /** Who submitted the deal: never counted. */
  readonly submitterId: string | undefined;
  /** Members who declared a conflict on this deal: never counted. */
  readonly recusedMemberIds: ReadonlySet<string>;
}

export type DecisionOutcome = 'approved' | 'passed' | 'no-quorum';

export interface Decision {
  readonly outcome: DecisionOutcome;
  /** The members' counted votes. */
  readonly members: VoteCount;
  /** The analysts' votes, counted or not according to the rules. */
  readonly agents: VoteCount;
  readonly quorum: number;
  readonly turnout: number;
}

/** What each member finally said, submitter and recused members left out. */
export function countedMemberBallots(ballots: readonly MemberBallot[], submitterId: string | undefined, recused: ReadonlySet<string>): Map<string, VoteSide> {
  const latest = new Map<string, MemberBallot>();
  for (const ballot of ballots) {
    if (ballot.memberId === submitterId || recused.has(ballot.memberId)) continue;
    const earlier = latest.get(ballot.memberId);
    if (!earlier || ballot.at >= earlier.at) latest.set(ballot.memberId, ballot);
  }
  return new Map([...latest].map(([memberId, ballot]) => [memberId, ballot.side]));
}

/**
 * The network's decision when a window closes, a pure function of the ballots and the rules.
 * Agent votes never decide alone: without a member quorum there is no decision.
 */
export function decide(input: DecisionInput): Decision {
  const sides = [...countedMemberBallots(input.ballots, input.submitterId, input.recusedMemberIds).values()];
  const members: VoteCount = { yes: sides.filter((side) => side === 'yes').length, no: sides.filter((side) => side === 'no').length };
  const quorum = quorumRequired(input.rules, input.activeMembers);
  const turnout = members.yes + members.no;
  const base = { members, agents: input.agentVotes, quorum, turnout };
  if (turnout < quorum) return { outcome: 'no-quorum', ...base };
  const counted = input.rules.agentVotes === 'counting' ? { yes: members.yes + input.agentVotes.yes, no: members.no + input.agentVotes.no } : members;
  return { outcome: meetsApprovalThreshold(counted, input.rules.approvalThresholdPercent) ? 'approved' : 'passed', ...base };
}

/** The words a person reads for each outcome. */
export const DECISION_LABELS: Record<DecisionOutcome, string> = {
  approved: 'Approved for investment',
  passed: 'Passed',
  'no-quorum': 'No decision (no quorum)',
};
