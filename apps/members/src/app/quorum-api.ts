import type { RequestOptions } from '@quorum/api-client';
import { CONSTANTS } from '@quorum/domain';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AppDependencies } from './dependencies';
import { failureMessage } from '../lib/api-result';

/** One GET of the read layer: a path of the API and what the shared client needs to call it. */
export interface ApiRequest<T = unknown> extends Pick<RequestOptions<T>, 'query' | 'schema'> {
  path: string;
}

/** A failed read as the pages show it: the server's message, or the page's own when it said nothing useful. */
export interface ApiError {
  status: number;
  message: string;
  /** The server's own message, before the page's fallback replaces a generic one. */
  serverMessage: string;
}

/** What the read layer takes from the store's extra argument: the app's dependencies. */
export type QueryDependencies = Pick<AppDependencies, 'api' | 'deletedReportIds'>;

/**
 * The shared API client as RTK Query's base query. Results stay values inside the client; here a
 * failed result becomes RTK Query's `error`, so the hooks' `isError`/`error` say it.
 */
const clientQuery: BaseQueryFn<ApiRequest & { fallback?: string }, unknown, ApiError> = async ({ path, fallback, ...options }, { signal, extra }) => {
  const { api } = extra as QueryDependencies;
  const result = await api.request(path, { ...options, signal });
  if (result.ok) return { data: result.data };
  return { error: { status: result.status, message: failureMessage(result, fallback ?? result.error), serverMessage: result.error } };
};

/** Seconds, as RTK Query counts them. */
const CACHE_SECONDS = CONSTANTS.CLIENT_CACHE_TTL_MS / 1000;

/**
 * The read layer of the members app: every list and page the members read, cached for the
 * client cache's five minutes (an answer under five minutes old serves a page that opens again;
 * an older one is fetched anew). Writes invalidate the tags their change touches; features add
 * their endpoints with `injectEndpoints`.
 */
export const quorumApi = createApi({
  reducerPath: 'quorumApi',
  baseQuery: clientQuery,
  tagTypes: ['Deals', 'Submissions', 'RecentDeals', 'Deal', 'Portfolio', 'Leads', 'AdminApplications', 'AdminApplication', 'Ballot', 'AdminMembers', 'Screening', 'ErasureRequest', 'DataRequests'],
  keepUnusedDataFor: CACHE_SECONDS,
  refetchOnMountOrArgChange: CACHE_SECONDS,
  endpoints: () => ({}),
});

/** The tags every deals-data-changed event makes stale: each read a deal's change can alter. */
export const DEAL_DATA_TAGS = ['Deals', 'Submissions', 'RecentDeals', 'Deal', 'Portfolio', 'Leads'] as const;
