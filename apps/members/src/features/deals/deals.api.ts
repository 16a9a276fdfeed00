import type { ApiResult, CachingApiClient, DeletedReportIds } from '@quorum/api-client';
import {
  dealDetailResponseSchema,
  dealListResponseSchema,
  dealsPageResponseSchema,
  deleteReportsResponseSchema,
  fullReportResponseSchema,
  DEALS_PAGE_DEFAULT,
  recentDealsResponseSchema,
  voteResponseSchema,
  type DealDetailResponse,
  type DealListItem,
  type FullReportResponse,
  type RecentDeal,
  type VoteRequest,
  type VoteResponse,
} from '@quorum/domain';
import { mapResult } from '../../lib/api-result';

export interface DealsPage {
  deals: DealListItem[];
  nextCursor: string | null;
}

/**
 * The deals calls of the members app. Every list passes through the locally remembered deleted
 * ids (spec 1 section 9), so a cached answer from before a delete never shows the deal again.
 */
export function createDealsApi(client: CachingApiClient, deleted: DeletedReportIds) {
  const visible = <T extends { reportId: string }>(deals: T[]) => deleted.without(deals, (deal) => deal.reportId);

  return {
    page: async (options: { cursor?: string | null; fresh?: boolean } = {}): Promise<ApiResult<DealsPage>> =>
      mapResult(
        await client.request('/api/deals', { query: { limit: DEALS_PAGE_DEFAULT, cursor: options.cursor ?? undefined }, schema: dealsPageResponseSchema, fresh: options.fresh ?? false }),
        (data) => ({ deals: visible(data.deals), nextCursor: data.nextCursor }),
      ),
    submissions: async (fresh = false): Promise<ApiResult<DealListItem[]>> =>
      mapResult(await client.request('/api/deals/submissions', { schema: dealListResponseSchema, fresh }), (data) => visible(data.deals)),
    portfolio: async (fresh = false): Promise<ApiResult<DealListItem[]>> =>
      mapResult(await client.request('/api/deals/portfolio', { schema: dealListResponseSchema, fresh }), (data) => visible(data.deals)),
    /** Polled every 3 s while a new deal is pending, so always fresh. */
    recent: async (limit: number): Promise<ApiResult<RecentDeal[]>> =>
      mapResult(await client.request('/api/deals/recent', { query: { limit }, schema: recentDealsResponseSchema, fresh: true }), (data) => visible(data.deals)),
    detail: (id: string, fresh = false): Promise<ApiResult<DealDetailResponse>> =>
      client.request(`/api/deals/${encodeURIComponent(id)}`, { schema: dealDetailResponseSchema, fresh }),
    /** Full reports bypass the client cache (spec 2 section 7): the path says so to the cache. */
    fullReport: (reportId: string): Promise<ApiResult<FullReportResponse>> =>
      client.request(`/api/report/${encodeURIComponent(reportId)}/full-report`, { schema: fullReportResponseSchema }),
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
