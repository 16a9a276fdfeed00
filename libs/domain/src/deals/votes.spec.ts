import fc from 'fast-check';
import { countVotes, voteSide } from './votes';

const report = (...votes: unknown[]) => ({
  recommendationsAndVotes: { recommendationsAndVotes: votes.map((vote) => ({ vote })) },
});

describe('voteSide', () => {
  it.each([
    ['Yes', 'yes'],
    ['yes', 'yes'],
    [' YES ', 'yes'],
    ['positive', 'yes'],
    ['Positive', 'yes'],
    [true, 'yes'],
    ['No', 'no'],
    ['no', 'no'],
    ['negative', 'no'],
    [' NEGATIVE', 'no'],
    [false, 'no'],
    ['Abstain', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    [1, undefined],
    ['y', undefined],
    [{ vote: 'Yes' }, undefined],
  ])('vote %p counts as %p', (vote, side) => {
    expect(voteSide(vote)).toBe(side);
  });
});

describe('countVotes', () => {
  it.each([
    ['nested report votes', report('Yes', 'No', 'positive', 'Abstain'), { yes: 2, no: 1 }],
    ['a recent-deal list', { recommendationsAndVotes: [{ vote: true }, { vote: 'negative' }] }, { yes: 1, no: 1 }],
    ['no votes field', { status: 'done' }, { yes: 0, no: 0 }],
    ['a null list', { recommendationsAndVotes: null }, { yes: 0, no: 0 }],
    ['an object without the list', { recommendationsAndVotes: { other: [] } }, { yes: 0, no: 0 }],
    ['entries that are not objects', { recommendationsAndVotes: ['Yes', null, 3, { vote: 'Yes' }] }, { yes: 1, no: 0 }],
    ['not a deal at all', 'garbage', { yes: 0, no: 0 }],
    ['nothing', undefined, { yes: 0, no: 0 }],
  ])('counts %s', (_case, deal, expected) => {
    expect(countVotes(deal)).toEqual(expected);
  });

  it('never throws and never counts more votes than entries', () => {
    fc.assert(
      fc.property(fc.anything(), (deal) => {
        const { yes, no } = countVotes(deal);
        expect(yes).toBeGreaterThanOrEqual(0);
        expect(no).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
