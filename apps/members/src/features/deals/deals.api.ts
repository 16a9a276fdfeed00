import type { ApiClient, ApiResult } from '@quorum/api-client';
import { deleteReportsResponseSchema, voteResponseSchema, type VoteRequest, type VoteResponse } from '@quorum/domain';
import { mapResult } from '../../lib/api-result';
import type { DeletedReportIds } from './deleted-report-ids';

/**
 * The deals writes of the members app: a vote and deleting one's own reports (the reads are in
 * deals.queries.ts). Deleted ids are remembered, so no list shows those deals again.
 */
export function createDealsApi(client: ApiClient, deleted: DeletedReportIds) {
  return {
    vote: (reportId: string, vote: VoteRequest): Promise<ApiResult<VoteResponse>> =>
      client.request(`/api/report/${encodeURIComponent(reportId)}/vote`, { method: 'POST', json: vote, schema: voteResponseSchema }),
    /** DELETE /api/report { ids }; the deleted ids are remembered before anything else can read a list. */
    remove: async (ids: string[]): Promise<ApiResult<string[]>> => {
      const result = mapResult(await client.request('/api/report', { method: 'DELETE', json: { ids }, schema: deleteReportsResponseSchema }), (data) => data.deleted);
      if (result.ok) deleted.remember(result.data);
      return result;
    },
  };
}

export type DealsApi = ReturnType<typeof createDealsApi>;
