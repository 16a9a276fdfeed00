import fc from 'fast-check';
import { effectiveStatus } from '../deals/effective-status';
import { agentRecommendation, isPositiveOutcome } from './agent-recommendation';

const report = (...votes: unknown[]) => ({
  status: 'done',
  recommendationsAndVotes: { recommendationsAndVotes: votes.map((vote) => ({ vote })) },
});

describe('agentRecommendation and isPositiveOutcome', () => {
  it.each([
    ['no votes', report(), 100, true],
    ['only abstentions', report('Abstain', null), 100, true],
    ['all yes', report('Yes', 'positive', true), 100, true],
    ['half yes', report('Yes', 'No'), 50, true],
    ['two of three', report('Yes', 'Yes', 'No'), 67, true],
    ['one of three', report('Yes', 'No', 'negative'), 33, false],
    ['all no', report('No', false), 0, false],
    ['a missing report', undefined, 100, true],
  ])('%s gives %d% (positive: %s)', (_case, input, percent, positive) => {
    expect(agentRecommendation(input)).toBe(percent);
    expect(isPositiveOutcome(input)).toBe(positive);
  });

  it('50 yes of 101 rounds to 50% but stays below half, like effectiveStatus', () => {
    const votes = [...Array<string>(50).fill('Yes'), ...Array<string>(51).fill('No')];
    expect(agentRecommendation(report(...votes))).toBe(50);
    expect(isPositiveOutcome(report(...votes))).toBe(false);
  });

  it('the banner agrees with the effective status of a done report', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Yes', 'No', 'Abstain', true, false)), (votes) => {
        const input = report(...votes);
        expect(isPositiveOutcome(input)).toBe(effectiveStatus(input) === 'accepted');
        const percent = agentRecommendation(input);
        expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof agentRecommendation(input)).toBe('number');
        expect(typeof isPositiveOutcome(input)).toBe('boolean');
      }),
    );
  });
});
