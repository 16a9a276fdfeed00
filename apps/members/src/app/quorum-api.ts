import type { ApiClient, RequestOptions } from '@quorum/api-client';
import { CONSTANTS } from '@quorum/domain';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AppDependencies } from './dependencies';
import { readKey } from './conditional-reads';
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

const READ_CANCELLED = 'The read was cancelled';

/** What the read layer takes from the store's extra argument: the app's dependencies. */
export type QueryDependencies = Pick<AppDependencies, 'api' | 'deletedReportIds' | 'conditionalReads' | 'liveEvents'>;

/** Whose reads these are: the signed-in member's email, or nobody (nothing is kept then). */
const signedInMember = (state: unknown): string | undefined => (state as { auth?: { user?: { email?: string } | null } }).auth?.user?.email;

/**
 * The shared API client as RTK Query's base query. Results stay values inside the client; here a
 * failed result becomes RTK Query's `error`, so the hooks' `isError`/`error` say it. A signed-in
 * member's read whose last answer came with an ETag is asked conditionally: the API's 304 (the
 * list has not changed) is answered with the body kept from then, which the API did not send again.
 */
const clientQuery: BaseQueryFn<ApiRequest & { fallback?: string }, unknown, ApiError> = async ({ path, fallback, ...options }, { signal, extra, getState }) => {
  const { api, conditionalReads } = extra as QueryDependencies;
  const member = signedInMember(getState());
  const read = readKey(path, options.query);
  const kept = member ? conditionalReads.kept(member, read) : undefined;
  let result: Awaited<ReturnType<ApiClient['conditionalRequest']>>;
  try {
    result = await api.conditionalRequest(path, kept?.etag, { ...options, signal });
  } catch (error) {
    // RTK Query aborts a read whose last reader left (a page closed mid-read): nobody waits for the
    // answer, and a thrown abort would be reported as an unhandled error in the console.
    if (signal.aborted) return { error: { status: 0, message: READ_CANCELLED, serverMessage: READ_CANCELLED } };
    throw error;
  }
  if (!result.ok) return { error: { status: result.status, message: failureMessage(result, fallback ?? result.error), serverMessage: result.error } };
  if ('notModified' in result) return { data: kept?.data };
  if (member && result.etag) conditionalReads.keep(member, read, { etag: result.etag, data: result.data });
  return { data: result.data };
};

/** Seconds, as RTK Query counts them: how long an answer nobody shows is kept. */
const CACHE_SECONDS = CONSTANTS.CLIENT_CACHE_TTL_MS / 1000;
/** How old an answer may be and still serve a page that opens again: the deals refresh throttle. */
const REFRESH_AFTER_SECONDS = CONSTANTS.DEALS_REFRESH_THROTTLE_MS / 1000;

/**
 * The read layer of the members app: every list and page the members read, kept for the client
 * cache's five minutes, and asked for again when a page opens on an answer older than the deals
 * refresh throttle (five minutes); a change the member makes or hears of (a vote, a finished
 * review) forces the refresh at once by invalidating the tags it touches (debounced 300 ms,
 * deals.saga.ts). Features add their endpoints with `injectEndpoints`.
 */
export const quorumApi = createApi({
  reducerPath: 'quorumApi',
  baseQuery: clientQuery,
  tagTypes: ['Deals', 'Submissions', 'RecentDeals', 'Deal', 'Portfolio', 'Leads', 'AdminApplications', 'AdminApplication', 'Ballot', 'AdminMembers', 'Screening', 'ErasureRequest', 'DataRequests', 'RepresentativeRequests', 'OwnRepresentativeRequest', 'Rounds', 'Positions', 'AdminRounds', 'Passkeys', 'System'],
  keepUnusedDataFor: CACHE_SECONDS,
  refetchOnMountOrArgChange: REFRESH_AFTER_SECONDS,
  endpoints: () => ({}),
});

/** The tags every deals-data-changed event makes stale: each read a deal's change can alter. */
export const DEAL_DATA_TAGS = ['Deals', 'Submissions', 'RecentDeals', 'Deal', 'Portfolio', 'Leads'] as const;
