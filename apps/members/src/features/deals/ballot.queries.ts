import { ballotResponseSchema, type Ballot } from '@quorum/domain';
import { quorumApi } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';

/**
 * The network vote on one deal (docs/flows/network-decisions.md). Tagged per deal: a vote, a
 * recusal or a moved window makes it stale, so the turnout and the phase shown are the server's.
 */
export const ballotQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getBallot: build.query<Ballot, string>({
      query: (reportId) => ({ path: apiPaths.ballot(reportId), schema: ballotResponseSchema, fallback: 'The network vote could not be loaded' }),
      transformResponse: (response: { ballot: Ballot }) => response.ballot,
      // Other members' votes move the turnout: the deal page asks afresh on every visit (use-ballot.ts).
      providesTags: (_result, _error, reportId) => [{ type: 'Ballot', id: reportId }],
    }),
  }),
});

export const { useGetBallotQuery } = ballotQueries;
