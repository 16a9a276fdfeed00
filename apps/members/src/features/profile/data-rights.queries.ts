import { erasureRequestResponseSchema, type ErasureRequest, type ErasureRequestResponse } from '@quorum/domain';
import { quorumApi } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';

export const ERASURE_REQUEST_LOAD_FAILED = 'Your erasure request could not be loaded';

/** The member's latest erasure request (null: none), read afresh whenever the profile opens. */
export const dataRightsQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getMyErasureRequest: build.query<ErasureRequest | null, void>({
      query: () => ({ path: apiPaths.dataErasure, schema: erasureRequestResponseSchema, fallback: ERASURE_REQUEST_LOAD_FAILED }),
      transformResponse: (response: ErasureRequestResponse) => response.request,
      keepUnusedDataFor: 0,
      providesTags: ['ErasureRequest'],
    }),
  }),
});

export const { useGetMyErasureRequestQuery } = dataRightsQueries;
