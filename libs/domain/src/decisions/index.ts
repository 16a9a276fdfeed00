export { decisionRulesSchema, DEFAULT_DECISION_RULES, quorumRequired, type DecisionRules } from './decision-rules';
export { voteWindowFrom, voteWindowPhase, movedVoteWindow, timeLeft, type VoteWindow, type VoteWindowPhase } from './vote-window';
export { decide, countedMemberBallots, DECISION_LABELS, type Decision, type DecisionInput, type DecisionOutcome, type MemberBallot } from './decide';
export { tallyVisible } from './tally-visibility';
