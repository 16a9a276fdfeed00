import type { ApiClient } from '@quorum/api-client';
import { retryDeliveryResponseSchema, systemOverviewResponseSchema, type RetryDeliveryResponse, type SystemOverview, type SystemOverviewResponse } from '@quorum/domain';
import { quorumApi, type QueryDependencies } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';
import { mapResult, settled } from '../../lib/api-result';

const SYSTEM = { type: 'System', id: 'overview' } as const;

/** POST …/deliveries/:id/retry: owed again from its first attempt; 409 when it had not failed for good. */
const retryDelivery = (api: ApiClient, id: string) => api.request(apiPaths.adminDeliveryRetry(id), { method: 'POST', schema: retryDeliveryResponseSchema });

/** The System page's read, and its one repair (docs/flows/system.md); like every admin read, never served from the cache. */
export const systemQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getSystem: build.query<SystemOverview, void>({
      query: () => ({ path: apiPaths.adminSystem, schema: systemOverviewResponseSchema, fallback: 'The system overview could not be loaded' }),
      transformResponse: ({ success: _success, ...overview }: SystemOverviewResponse) => overview,
      keepUnusedDataFor: 0,
      providesTags: [SYSTEM],
    }),
    retryDelivery: build.mutation<RetryDeliveryResponse['delivery'], { id: string }>({
      async queryFn({ id }, { extra }) {
        return settled(mapResult(await retryDelivery((extra as QueryDependencies).api, id), (data) => data.delivery), 'The delivery could not be sent again. Please try again.');
      },
      invalidatesTags: [SYSTEM],
    }),
  }),
});

export const { useGetSystemQuery, useRetryDeliveryMutation } = systemQueries;
