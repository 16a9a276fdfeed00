import type { ApiClient, ApiResult } from '@quorum/api-client';
import { deleteReportsResponseSchema, voteResponseSchema, type VoteRequest, type VoteResponse } from '@quorum/domain';
import { apiPaths } from '../../config/paths';
import { mapResult } from '../../lib/api-result';
import type { DeletedReportIds } from './deleted-report-ids';

/** The deals writes of the members app: a vote and deleting one's own reports (the reads are in deals.queries.ts). */

/** POST /api/report/:id/vote: the tally and status the vote leaves. */
export const submitVote = (api: ApiClient, reportId: string, vote: VoteRequest): Promise<ApiResult<VoteResponse>> =>
  api.request(apiPaths.vote(reportId), { method: 'POST', json: vote, schema: voteResponseSchema });

/**
 * DELETE /api/report { ids }. The deleted ids are remembered before anything else can read a list,
 * so no list shows those deals again, whatever a stale answer says.
 */
export async function deleteReports(api: ApiClient, deleted: DeletedReportIds, ids: string[]): Promise<ApiResult<string[]>> {
  const result = mapResult(await api.request(apiPaths.reports, { method: 'DELETE', json: { ids }, schema: deleteReportsResponseSchema }), (data) => data.deleted);
  if (result.ok) deleted.remember(result.data);
  return result;
}
