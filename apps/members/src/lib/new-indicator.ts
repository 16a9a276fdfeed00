import { sortDealsNewestFirst } from '@quorum/domain';

/** How many deal icons the New indicator shows. */
const NEW_INDICATOR_MAX_DEALS = 3;

function timeOf(value: unknown): number | null {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
}

function createdAtOf(deal: unknown): unknown {
  return typeof deal === 'object' && deal !== null ? (deal as { createdAt?: unknown }).createdAt : undefined;
}

/** The deals whose icons the New indicator shows: the newest, at most 3. */
export function newIndicatorDeals<T>(deals: readonly T[], max: number = NEW_INDICATOR_MAX_DEALS): T[] {
  return sortDealsNewestFirst(deals).slice(0, Math.max(0, max));
}

/** When the newest deal in the cache was created, or null for an empty or undated cache. */
export function newestDealTime(deals: readonly unknown[]): number | null {
  const newest = sortDealsNewestFirst(deals)[0];
  return newest === undefined ? null : timeOf(createdAtOf(newest));
}

export interface NewDotInput {
  /** When the newest deal in the deals cache was created. */
  readonly newestDealAt: number | null;
  /** When the member last looked at the deal list; null if never. */
  readonly lastViewedAt: number | null;
  /** When the last deals-updated event happened; null if none. */
  readonly dealsUpdatedAt: number | null;
}

/**
 * The green dot on New: the deals cache holds something newer than the member's last look at the
 * deals, or a deals-updated event came after it. Never viewed counts as viewed at the beginning of
 * time, so any deal lights the dot.
 */
export function showsNewDot({ newestDealAt, lastViewedAt, dealsUpdatedAt }: NewDotInput): boolean {
  const seen = lastViewedAt ?? Number.NEGATIVE_INFINITY;
  return (newestDealAt !== null && newestDealAt > seen) || (dealsUpdatedAt !== null && dealsUpdatedAt > seen);
}
