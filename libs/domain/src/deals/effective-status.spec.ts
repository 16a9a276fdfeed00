import fc from 'fast-check';
import { effectiveStatus, effectiveStatusOfCount, EFFECTIVE_STATUSES } from './effective-status';
import { countVotes } from './votes';

const deal = (status: unknown, ...votes: unknown[]) => ({
  status,
  recommendationsAndVotes: { recommendationsAndVotes: votes.map((vote) => ({ vote })) },
});

describe('effectiveStatus', () => {
  it.each([
    ['failed stays failed, whatever the votes', deal('failed', 'Yes'), 'failed'],
    ['error stays error, whatever the votes', deal('error', 'Yes', 'Yes'), 'error'],
    ['done without votes is accepted', deal('done'), 'accepted'],
    ['processing without votes is pending', deal('processing'), 'pending'],
    ['no status without votes is pending', deal(undefined), 'pending'],
    ['only abstentions count as no votes (done)', deal('done', 'Abstain', null, ''), 'accepted'],
    ['only abstentions count as no votes (analyzing)', deal('analyzing', 'Abstain'), 'pending'],
    ['one yes is accepted', deal('processing', 'Yes'), 'accepted'],
    ['one no is rejected, even when done', deal('done', 'No'), 'rejected'],
    ['exactly half yes is accepted', deal('done', 'Yes', 'No'), 'accepted'],
    ['a third yes is rejected', deal('done', 'positive', 'negative', false), 'rejected'],
    ['two thirds yes is accepted', deal('done', true, 'YES', 'no'), 'accepted'],
    ['abstentions do not dilute the share', deal('done', 'Yes', 'Abstain', 'Abstain', 'No'), 'accepted'],
    ['status is read case-insensitively', deal(' Done '), 'accepted'],
    ['status FAILED is read as failed', deal('FAILED'), 'failed'],
  ])('%s', (_case, input, expected) => {
    expect(effectiveStatus(input)).toBe(expected);
  });

  it.each([
    ['a recent-deal entry with the list directly', { status: 'done', recommendationsAndVotes: [{ vote: 'No' }] }, 'rejected'],
    ['a recent-deal entry with an empty list', { status: 'done', recommendationsAndVotes: [] }, 'accepted'],
    ['null', null, 'pending'],
    ['a string', 'done', 'pending'],
    ['a numeric status', { status: 3 }, 'pending'],
  ])('reads %s', (_case, input, expected) => {
    expect(effectiveStatus(input)).toBe(expected);
  });

  const voteArb = fc.oneof(
    fc.constantFrom('Yes', 'No', 'positive', 'negative', 'Abstain', '', ' yes ', 'NO'),
    fc.boolean(),
    fc.constant(null),
  );
  const statusArb = fc.oneof(
    fc.constantFrom('processing', 'analyzing', 'summarizing', 'done', 'pending'),
    fc.string(),
    fc.constant(undefined),
  );

  it('with yes/no votes, accepted exactly when yes >= no', () => {
    fc.assert(
      fc.property(statusArb, fc.array(voteArb), (status, votes) => {
        fc.pre(!['failed', 'error'].includes(String(status).trim().toLowerCase()));
        const input = deal(status, ...votes);
        const { yes, no } = countVotes(input);
        fc.pre(yes + no > 0);
        expect(effectiveStatus(input) === 'accepted').toBe(yes >= no);
      }),
    );
  });

  it('never throws and always answers one of the five statuses', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(EFFECTIVE_STATUSES).toContain(effectiveStatus(input));
      }),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (status, list) => {
        expect(EFFECTIVE_STATUSES).toContain(effectiveStatus({ status, recommendationsAndVotes: list }));
      }),
    );
  });
});

describe('effectiveStatus with the network’s approval threshold (Settings; 50% by default)', () => {
  const deal = (yes: number, no: number) => ({
    status: 'done',
    recommendationsAndVotes: { recommendationsAndVotes: [...Array(yes).fill({ vote: 'Yes' }), ...Array(no).fill({ vote: 'No' })] },
  });

  it.each([
    [3, 2, 50, 'accepted'],
    [3, 2, 60, 'accepted'],
    [3, 2, 61, 'rejected'],
    [1, 1, 50, 'accepted'],
    [1, 1, 51, 'rejected'],
  ] as const)('%d yes and %d no at %d%% is %s', (yes, no, threshold, expected) => {
    expect(effectiveStatus(deal(yes, no), threshold)).toBe(expected);
  });

  it('defaults to 50%', () => {
    expect(effectiveStatus(deal(1, 1))).toBe(effectiveStatus(deal(1, 1), 50));
  });
});

describe('effectiveStatusOfCount (counts made by the database)', () => {
  it('agrees with effectiveStatus over the votes themselves, for any status, votes and threshold', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom('done', 'failed', 'error', 'processing', 'analyzing', ' Done '), fc.anything()),
        fc.array(fc.constantFrom<unknown>('Yes', 'No', 'Abstain', true, false, null, 'positive')),
        fc.integer({ min: 1, max: 100 }),
        (status, votes, threshold) => {
          const deal = { status, recommendationsAndVotes: votes.map((vote) => ({ vote })) };
          expect(effectiveStatusOfCount(status, countVotes(deal), threshold)).toBe(effectiveStatus(deal, threshold));
        },
      ),
    );
  });
});
