import {
  CONSTANTS,
  dealDetailResponseSchema,
  dealListResponseSchema,
  DEALS_PAGE_DEFAULT,
  dealsPageResponseSchema,
  fullReportResponseSchema,
  recentDealsResponseSchema,
  type DealDetailResponse,
  type DealListItem,
  type DealsPageResponse,
  type FullReportResponse,
  type RecentDeal,
} from '@quorum/domain';
import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { apiPaths } from '../../config/paths';
import { quorumApi, type ApiError, type ApiRequest, type QueryDependencies } from '../../app/quorum-api';
import { faviconDomainOf } from '../../lib/favicon-rules';
import { faviconsPrefetchRequested } from '../favicons';
import { DEALS_FAILED, EMAIL_REQUIRED } from './deals-context';

export interface DealsPage {
  deals: DealListItem[];
  nextCursor: string | null;
}

type ListAnswer = { data?: unknown; error?: unknown };
type ListQuery = (request: ApiRequest & { fallback: string }) => ListAnswer | PromiseLike<ListAnswer>;

/**
 * A list without the reports this browser deleted: a stale answer (the server's or one cached
 * before the delete) never shows a deleted deal again.
 */
async function visibleList<T extends { reportId: string }>(baseQuery: ListQuery, api: BaseQueryApi, request: ApiRequest & { fallback: string }): Promise<{ data: T[] } | { error: ApiError }> {
  const result = await baseQuery(request);
  if (result.error) return { error: result.error as ApiError };
  const { deletedReportIds } = api.extra as QueryDependencies;
  return { data: deletedReportIds.without((result.data as { deals: T[] }).deals, (deal) => deal.reportId) };
}

/** Once a list arrives, its favicons are warmed up (favicons.saga.ts). */
async function prefetchFavicons(dispatch: BaseQueryApi['dispatch'], queryFulfilled: Promise<{ data: unknown[] }>) {
  const arrived = await queryFulfilled.catch(() => null);
  if (arrived) dispatch(faviconsPrefetchRequested({ domains: arrived.data.map(faviconDomainOf) }));
}

/**
 * The deals reads of the members app. Each list is held for the session by the session saga and
 * refreshed when a deal changes (deals.saga.ts invalidates DEAL_DATA_TAGS); the deal list, the
 * portfolio and the deal pages are served from the cache for five minutes.
 */
export const dealsQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    /** The network's deals, a page at a time; a refresh asks for the first page only. No email, no list. */
    getDeals: build.infiniteQuery<DealsPage, void, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor, refetchCachedPages: false },
      async queryFn({ pageParam }, api, _options, baseQuery) {
        const { auth } = api.getState() as { auth: { user: { email: string } | null } };
        if (!auth.user?.email) return { error: { status: 0, message: EMAIL_REQUIRED, serverMessage: EMAIL_REQUIRED } satisfies ApiError };
        const result = await baseQuery({ path: apiPaths.deals, query: { limit: DEALS_PAGE_DEFAULT, cursor: pageParam ?? undefined }, schema: dealsPageResponseSchema, fallback: DEALS_FAILED });
        if (result.error) return { error: result.error as ApiError };
        const page = result.data as DealsPageResponse;
        const { deletedReportIds } = api.extra as QueryDependencies;
        return { data: { deals: deletedReportIds.without(page.deals, (deal) => deal.reportId), nextCursor: page.nextCursor } };
      },
      providesTags: ['Deals'],
      // The first page's favicons only: a page more is asked for when the member scrolls to it.
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        prefetchFavicons(
          dispatch,
          queryFulfilled.then(({ data }) => ({ data: data.pages.length === 1 ? (data.pages[0]?.deals ?? []) : [] })),
        ),
    }),
    /** My Submissions: only the member's own deals. */
    getSubmissions: build.query<DealListItem[], void>({
      queryFn: (_arg, api, _options, baseQuery) => visibleList<DealListItem>(baseQuery, api, { path: apiPaths.dealSubmissions, schema: dealListResponseSchema, fallback: DEALS_FAILED }),
      providesTags: ['Submissions'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => prefetchFavicons(dispatch, queryFulfilled),
    }),
    /** The member's newest submissions, polled while one is pending (recent-deals.saga.ts), so never cached. */
    getRecentDeals: build.query<RecentDeal[], void>({
      queryFn: (_arg, api, _options, baseQuery) =>
        visibleList<RecentDeal>(baseQuery, api, { path: apiPaths.recentDeals, query: { limit: CONSTANTS.RECENT_DEALS_FETCH_LIMIT }, schema: recentDealsResponseSchema, fallback: DEALS_FAILED }),
      providesTags: ['RecentDeals'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => prefetchFavicons(dispatch, queryFulfilled),
    }),
    getDeal: build.query<DealDetailResponse, string>({
      query: (id) => ({ path: apiPaths.deal(id), schema: dealDetailResponseSchema, fallback: DEALS_FAILED }),
      providesTags: (result, _error, id) => [{ type: 'Deal', id: result?.deal.reportId ?? id }],
    }),
    /** A full report is never served from the cache: each visit asks the server. */
    getFullReport: build.query<FullReportResponse, string>({
      query: (reportId) => ({ path: apiPaths.fullReport(reportId), schema: fullReportResponseSchema, fallback: 'Failed to load report data' }),
      keepUnusedDataFor: 0,
    }),
    /** The network's accepted deals. */
    getPortfolio: build.query<DealListItem[], void>({
      queryFn: (_arg, api, _options, baseQuery) => visibleList<DealListItem>(baseQuery, api, { path: apiPaths.portfolio, schema: dealListResponseSchema, fallback: DEALS_FAILED }),
      providesTags: ['Portfolio'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => prefetchFavicons(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetDealsInfiniteQuery, useGetSubmissionsQuery, useGetDealQuery, useGetFullReportQuery, useGetPortfolioQuery } = dealsQueries;
