import type { ApiClient, ApiResult } from '@quorum/api-client';
import { representativeRequestResponseSchema, type AskRepresentativeChange, type RepresentativeRequest } from '@quorum/domain';
import { quorumApi, type QueryDependencies } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';
import { mapResult, settled } from '../../lib/api-result';

const write = async (api: ApiClient, method: 'POST' | 'DELETE', json?: AskRepresentativeChange): Promise<ApiResult<RepresentativeRequest | null>> =>
  mapResult(await api.request(apiPaths.ownRepresentativeRequest, { method, ...(json ? { json } : {}), schema: representativeRequestResponseSchema }), (data) => data.request);

/** The entity's own request for a new representative (docs/flows/admin-review.md): its state, asking, and taking it back. */
export const representativeQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnRepresentativeRequest: build.query<RepresentativeRequest | null, void>({
      query: () => ({ path: apiPaths.ownRepresentativeRequest, schema: representativeRequestResponseSchema, fallback: 'Your request could not be loaded' }),
      transformResponse: (response: { request: RepresentativeRequest | null }) => response.request,
      keepUnusedDataFor: 0,
      providesTags: ['OwnRepresentativeRequest'],
    }),
    askRepresentativeChange: build.mutation<RepresentativeRequest | null, AskRepresentativeChange>({
      async queryFn(asked, { extra }) {
        return settled(await write((extra as QueryDependencies).api, 'POST', asked), 'Your request could not be sent. Please try again.');
      },
      invalidatesTags: ['OwnRepresentativeRequest'],
    }),
    withdrawRepresentativeRequest: build.mutation<RepresentativeRequest | null, void>({
      async queryFn(_none, { extra }) {
        return settled(await write((extra as QueryDependencies).api, 'DELETE'), 'Your request could not be withdrawn. Please try again.');
      },
      invalidatesTags: ['OwnRepresentativeRequest'],
    }),
  }),
});

export const { useGetOwnRepresentativeRequestQuery, useAskRepresentativeChangeMutation, useWithdrawRepresentativeRequestMutation } = representativeQueries;
