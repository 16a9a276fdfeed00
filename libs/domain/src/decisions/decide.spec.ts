import fc from 'fast-check';
import { DEFAULT_DECISION_RULES, type DecisionRules } from './decision-rules';
import { DECISION_LABELS, decide, type DecisionInput, type MemberBallot } from './decide';

const NONE = { yes: 0, no: 0 };

function input(ballots: readonly MemberBallot[], overrides: Partial<DecisionInput> = {}, rules: Partial<DecisionRules> = {}): DecisionInput {
  return {
    rules: { ...DEFAULT_DECISION_RULES, ...rules },
    activeMembers: 10,
    ballots,
    agentVotes: NONE,
    submitterId: 'sam',
    recusedMemberIds: new Set(),
    ...overrides,
  };
}

const yes = (memberId: string, at = 1): MemberBallot => ({ memberId, side: 'yes', at });
const no = (memberId: string, at = 1): MemberBallot => ({ memberId, side: 'no', at });

describe('the network decision', () => {
  it('approves at exactly half yes, the threshold applied to members', () => {
    const decision = decide(input([yes('a'), yes('b'), no('c'), no('d')]));
    expect(decision).toEqual({ outcome: 'approved', members: { yes: 2, no: 2 }, agents: NONE, quorum: 3, turnout: 4 });
    expect(DECISION_LABELS[decision.outcome]).toBe('Approved for investment');
  });

  it('passes under the threshold', () => {
    expect(decide(input([yes('a'), no('b'), no('c')])).outcome).toBe('passed');
    expect(decide(input([yes('a'), yes('b'), no('c')], {}, { approvalThresholdPercent: 70 })).outcome).toBe('passed');
  });

  it('makes no decision without a member quorum', () => {
    const decision = decide(input([yes('a'), yes('b')]));
    expect(decision.outcome).toBe('no-quorum');
    expect(DECISION_LABELS[decision.outcome]).toBe('No decision (no quorum)');
  });

  it('never counts the submitter or a recused member', () => {
    const decision = decide(input([yes('sam'), yes('a'), no('b'), no('c'), yes('d')], { recusedMemberIds: new Set(['d']) }));
    expect(decision).toMatchObject({ outcome: 'passed', members: { yes: 1, no: 2 }, turnout: 3 });
  });

  it('counts a member once, as they last voted', () => {
    expect(decide(input([no('a', 1), yes('b'), yes('c'), yes('a', 5)])).members).toEqual({ yes: 3, no: 0 });
  });

  it('shows advisory agent votes without counting them, and adds them when they count', () => {
    const ballots = [yes('a'), no('b'), no('c')];
    const agentVotes = { yes: 3, no: 0 };
    expect(decide(input(ballots, { agentVotes }))).toMatchObject({ outcome: 'passed', agents: agentVotes });
    expect(decide(input(ballots, { agentVotes }, { agentVotes: 'counting' })).outcome).toBe('approved');
  });

  it('never lets agent votes decide alone', () => {
    expect(decide(input([], { agentVotes: { yes: 3, no: 0 } }, { agentVotes: 'counting', quorumMinimum: 1 })).outcome).toBe('no-quorum');
  });

  it('takes the quorum from the active members when that is larger', () => {
    expect(decide(input([yes('a'), yes('b'), yes('c')], { activeMembers: 40 }))).toMatchObject({ outcome: 'no-quorum', quorum: 8 });
  });

  describe('properties', () => {
    const memberIds = ['a', 'b', 'c', 'd', 'e', 'f', 'sam'];
    const ballotArb = fc.record({ memberId: fc.constantFrom(...memberIds), side: fc.constantFrom('yes' as const, 'no' as const), at: fc.integer({ min: 0, max: 100 }) });
    const rulesArb = fc.record({
      quorumMinimum: fc.integer({ min: 1, max: 6 }),
      quorumPercentOfActive: fc.integer({ min: 0, max: 100 }),
      approvalThresholdPercent: fc.integer({ min: 1, max: 100 }),
      agentVotes: fc.constantFrom('advisory' as const, 'counting' as const),
    });
    const agentsArb = fc.record({ yes: fc.integer({ min: 0, max: 3 }), no: fc.integer({ min: 0, max: 3 }) });
    // Distinct times, so "the latest ballot" is never a tie that the order would break.
    const ballotsArb = fc.uniqueArray(ballotArb, { selector: (ballot) => ballot.at, maxLength: 20 });

    it("a recused member's ballots never change the decision", () => {
      fc.assert(
        fc.property(ballotsArb, rulesArb, agentsArb, fc.constantFrom(...memberIds), (ballots, rules, agentVotes, recused) => {
          const recusedMemberIds = new Set([recused]);
          const withBallots = decide(input(ballots, { agentVotes, recusedMemberIds }, rules));
          const without = decide(input(ballots.filter((ballot) => ballot.memberId !== recused), { agentVotes, recusedMemberIds }, rules));
          expect(withBallots).toEqual(without);
        }),
      );
    });

    it('no decision is taken below the quorum, whatever the agents say', () => {
      fc.assert(
        fc.property(ballotsArb, rulesArb, agentsArb, fc.integer({ min: 0, max: 60 }), (ballots, rules, agentVotes, activeMembers) => {
          const decision = decide(input(ballots, { agentVotes, activeMembers }, rules));
          expect(decision.outcome === 'no-quorum').toBe(decision.turnout < decision.quorum);
        }),
      );
    });

    it('changing a vote before closing is the same as having voted so at first', () => {
      fc.assert(
        fc.property(ballotsArb, rulesArb, fc.constantFrom(...memberIds), fc.constantFrom('yes' as const, 'no' as const), (ballots, rules, memberId, side) => {
          const changed = [...ballots, { memberId, side: side === 'yes' ? ('no' as const) : ('yes' as const), at: 200 }, { memberId, side, at: 300 }];
          const straight = [...ballots.filter((ballot) => ballot.memberId !== memberId), { memberId, side, at: 0 }];
          expect(decide(input(changed, {}, rules))).toEqual(decide(input(straight, {}, rules)));
        }),
      );
    });

    it('the order ballots arrive in does not matter', () => {
      fc.assert(
        fc.property(ballotsArb, rulesArb, (ballots, rules) => {
          expect(decide(input([...ballots].reverse(), {}, rules))).toEqual(decide(input(ballots, {}, rules)));
        }),
      );
    });
  });
});
