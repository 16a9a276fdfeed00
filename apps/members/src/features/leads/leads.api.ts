import type { ApiResult, CachingApiClient } from '@quorum/api-client';
import { leadsResponseSchema, type Lead } from '@quorum/domain';
import { mapResult } from '../../lib/api-result';

/** GET /api/leads: the founder contacts of accepted deals. */
export function createLeadsApi(client: CachingApiClient) {
  return {
    list: async (fresh = false): Promise<ApiResult<Lead[]>> => mapResult(await client.request('/api/leads', { schema: leadsResponseSchema, fresh }), (data) => data.leads),
  };
}

export type LeadsApi = ReturnType<typeof createLeadsApi>;
