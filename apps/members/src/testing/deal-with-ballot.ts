import type { Ballot } from '@quorum/domain';
import { screen } from '@testing-library/react';
import type { FakeRoute } from './fake-server';
import { dealItem } from './fixtures';

/** Acme, a finished deal with one analyst's and one member's vote, as GET /api/deals/:id answers it. */
export const ACME_DETAIL = {
  ...dealItem({ name: 'Acme', id: 'r-acme', tally: { yes: 5, no: 2 } }),
  statusMessage: 'Report complete!',
  summary: 'Acme sells rockets.',
  recommendationsAndVotes: [
    { agent: 'Product Analyst', role: 'product' as const, recommendation: 'Good product.', vote: 'Yes' },
    { agent: 'Bob Stone', role: 'member' as const, recommendation: 'Know them well', vote: 'No' },
  ],
};

/** Acme's page as the API answers it: the member voted Yes and may vote; the ballot fixed, or a function asked on each read. */
export function dealWithBallotRoutes(ballot: Ballot | (() => Ballot), extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/deals/:id': { body: { success: true, deal: ACME_DETAIL, myVote: { vote: 'Yes', comment: '' }, canVote: true } },
    'GET /api/deals/:id/ballot': () => ({ body: { success: true, ballot: typeof ballot === 'function' ? ballot() : ballot } }),
    ...extra,
  };
}

/** The deal page's network vote panel, once it shows. */
export const findVotePanel = () => screen.findByRole('region', { name: 'Network vote' }, { timeout: 5000 });
