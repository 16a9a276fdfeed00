import { adminRoundResponseSchema, adminRoundsResponseSchema, networkResponseSchema, type AdminRound, type NetworkResponse } from '@quorum/domain';
import { quorumApi, type QueryDependencies } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';
import { settled } from '../../lib/api-result';
import { writeRound, type RoundWrite } from './admin-rounds.api';

type RoundSummary = Omit<AdminRound, 'commitments' | 'marks'>;

/**
 * Rounds for the admins (docs/flows/investments.md): the network's figures, every round, one round
 * with its commitments, and every write. Like every admin read, never served from the cache; each
 * write reads the admins' and the members' views again.
 */
export const adminRoundsQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getNetworkInvestments: build.query<Omit<NetworkResponse, 'success'>, void>({
      query: () => ({ path: apiPaths.adminInvestments, schema: networkResponseSchema, fallback: 'The network’s investments could not be loaded' }),
      keepUnusedDataFor: 0,
      providesTags: ['AdminRounds'],
    }),
    getAdminRounds: build.query<RoundSummary[], void>({
      query: () => ({ path: apiPaths.adminRounds, schema: adminRoundsResponseSchema, fallback: 'The rounds could not be loaded' }),
      transformResponse: (response: { rounds: RoundSummary[] }) => response.rounds,
      keepUnusedDataFor: 0,
      providesTags: ['AdminRounds'],
    }),
    getAdminRound: build.query<AdminRound, string>({
      query: (id) => ({ path: apiPaths.adminRound(id), schema: adminRoundResponseSchema, fallback: 'The round could not be loaded' }),
      transformResponse: (response: { round: AdminRound }) => response.round,
      keepUnusedDataFor: 0,
      providesTags: ['AdminRounds'],
    }),
    writeRound: build.mutation<AdminRound, RoundWrite>({
      async queryFn(write, { extra }) {
        return settled(await writeRound((extra as QueryDependencies).api, write), 'The change could not be saved. Please try again.');
      },
      invalidatesTags: (result) => (result ? ['AdminRounds', 'Rounds', 'Positions'] : ['AdminRounds']),
    }),
  }),
});

export const { useGetNetworkInvestmentsQuery, useGetAdminRoundsQuery, useGetAdminRoundQuery, useWriteRoundMutation } = adminRoundsQueries;
