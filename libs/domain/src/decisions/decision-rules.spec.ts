import { DEFAULT_DECISION_RULES, decisionRulesSchema, quorumRequired } from './decision-rules';

describe('decision rules', () => {
  it('defaults to a 7-day window, a quorum of 3 or 20% of active members, advisory agents and sealed ballots', () => {
    expect(decisionRulesSchema.parse(DEFAULT_DECISION_RULES)).toEqual({
      voteWindowDays: 7,
      quorumMinimum: 3,
      quorumPercentOfActive: 20,
      approvalThresholdPercent: 50,
      agentVotes: 'advisory',
      sealedBallots: true,
    });
  });

  it.each([
    [0, 3],
    [10, 3],
    [15, 3],
    [16, 4],
    [100, 20],
    [101, 21],
  ])('with %i active members a decision needs %i member votes', (active, needed) => {
    expect(quorumRequired(DEFAULT_DECISION_RULES, active)).toBe(needed);
  });

  it('refuses rules out of range with the field that is wrong', () => {
    const result = decisionRulesSchema.safeParse({ ...DEFAULT_DECISION_RULES, voteWindowDays: 0, agentVotes: 'sometimes' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['agentVotes', 'voteWindowDays']);
  });
});
