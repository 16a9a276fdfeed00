import { portfolioResponseSchema, roundResponseSchema, roundsResponseSchema, type PortfolioResponse, type Round } from '@quorum/domain';
import { quorumApi, type QueryDependencies } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';
import { settled } from '../../lib/api-result';
import { commitToRound, withdrawFromRound } from './rounds.api';

/**
 * Rounds and the member's positions (docs/flows/investments.md). Amounts stay strings of minor
 * units until they are shown: a sum of many is never taken through a floating-point number. A
 * commitment or a withdrawal reads the rounds and the positions again.
 */
export const roundsQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getRounds: build.query<Round[], void>({
      query: () => ({ path: apiPaths.rounds, schema: roundsResponseSchema, fallback: 'The rounds could not be loaded' }),
      transformResponse: (response: { rounds: Round[] }) => response.rounds,
      providesTags: ['Rounds'],
    }),
    getRound: build.query<Round, string>({
      query: (id) => ({ path: apiPaths.round(id), schema: roundResponseSchema, fallback: 'The round could not be loaded' }),
      transformResponse: (response: { round: Round }) => response.round,
      providesTags: ['Rounds'],
    }),
    getPositions: build.query<Omit<PortfolioResponse, 'success'>, void>({
      query: () => ({ path: apiPaths.positions, schema: portfolioResponseSchema, fallback: 'Your investments could not be loaded' }),
      providesTags: ['Positions'],
    }),
    commitToRound: build.mutation<Round, { roundId: string; amount: string }>({
      async queryFn({ roundId, amount }, { extra }) {
        return settled(await commitToRound((extra as QueryDependencies).api, roundId, amount), 'Your commitment could not be saved. Please try again.');
      },
      invalidatesTags: ['Rounds', 'Positions'],
    }),
    withdrawFromRound: build.mutation<Round, { roundId: string }>({
      async queryFn({ roundId }, { extra }) {
        return settled(await withdrawFromRound((extra as QueryDependencies).api, roundId), 'Your commitment could not be withdrawn. Please try again.');
      },
      invalidatesTags: ['Rounds', 'Positions'],
    }),
  }),
});

export const { useGetRoundsQuery, useGetRoundQuery, useGetPositionsQuery, useCommitToRoundMutation, useWithdrawFromRoundMutation } = roundsQueries;
