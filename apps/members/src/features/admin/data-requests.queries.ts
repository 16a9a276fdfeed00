import { adminErasureRequestsResponseSchema, retentionOverviewResponseSchema, type AdminErasureRequest, type AdminErasureRequestsResponse, type RetentionOverviewResponse } from '@quorum/domain';
import { quorumApi } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';

/** The erasure requests and the retention overview change together: an erasure keeps records, a run purges them. */
const REQUESTS = { type: 'DataRequests', id: 'requests' } as const;
const RETENTION = { type: 'DataRequests', id: 'retention' } as const;

/** The Data requests page's reads (docs/flows/data-rights.md); like every admin read, never served from the cache. */
export const dataRequestsQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pending first, as the API orders them. */
    getDataRequests: build.query<AdminErasureRequest[], void>({
      query: () => ({ path: apiPaths.adminDataRequests, schema: adminErasureRequestsResponseSchema, fallback: 'The data requests could not be loaded' }),
      transformResponse: (response: AdminErasureRequestsResponse) => response.requests,
      keepUnusedDataFor: 0,
      providesTags: [REQUESTS],
    }),
    getRetention: build.query<Omit<RetentionOverviewResponse, 'success'>, void>({
      query: () => ({ path: apiPaths.adminRetention, schema: retentionOverviewResponseSchema, fallback: 'The retention overview could not be loaded' }),
      transformResponse: ({ success: _success, ...overview }: RetentionOverviewResponse) => overview,
      keepUnusedDataFor: 0,
      providesTags: [RETENTION],
    }),
  }),
});

export const { useGetDataRequestsQuery, useGetRetentionQuery } = dataRequestsQueries;
