import { representativeRequestsResponseSchema, type AdminMember, type ChangeRepresentativeRequest, type RepresentativeRequest } from '@quorum/domain';
import { quorumApi, type QueryDependencies } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';
import { settled } from '../../lib/api-result';
import { changeRepresentative, decideRepresentativeRequest } from './representatives.api';

/**
 * An entity's representative, for admins (docs/flows/admin-review.md): the requests waiting for a
 * decision, the change an admin records, and the decision on a request. Like every admin read,
 * the requests are never served from the cache; each write invalidates the members and the requests.
 */
export const representativesQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getRepresentativeRequests: build.query<RepresentativeRequest[], void>({
      query: () => ({ path: apiPaths.representativeRequests, schema: representativeRequestsResponseSchema, fallback: 'The representatives’ requests could not be loaded' }),
      transformResponse: (response: { requests: RepresentativeRequest[] }) => response.requests,
      keepUnusedDataFor: 0,
      providesTags: ['RepresentativeRequests'],
    }),
    changeRepresentative: build.mutation<AdminMember, { memberId: string; change: ChangeRepresentativeRequest }>({
      async queryFn({ memberId, change }, { extra }) {
        return settled(await changeRepresentative((extra as QueryDependencies).api, memberId, change), 'The representative could not be changed. Please try again.');
      },
      invalidatesTags: (result) => (result ? ['AdminMembers', 'RepresentativeRequests'] : []),
    }),
    decideRepresentativeRequest: build.mutation<RepresentativeRequest | null, { requestId: string; decision: 'approve' | 'decline'; reason?: string }>({
      async queryFn({ requestId, decision, reason }, { extra }) {
        return settled(await decideRepresentativeRequest((extra as QueryDependencies).api, requestId, decision, reason), 'The request could not be decided. Please try again.');
      },
      // A refusal (decided in another tab, the address taken meanwhile) reads the requests again too.
      invalidatesTags: ['AdminMembers', 'RepresentativeRequests'],
    }),
  }),
});

export const { useGetRepresentativeRequestsQuery, useChangeRepresentativeMutation, useDecideRepresentativeRequestMutation } = representativesQueries;
