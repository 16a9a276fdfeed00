import { CONSTANTS } from '../constants';
import { asText, readPath } from '../format/safe-read';
import { effectiveStatus } from './effective-status';

/** Milliseconds since the epoch, or -Infinity so undated entries sort last. */
function createdAtMs(deal: unknown): number {
  const raw = readPath(deal, 'createdAt');
  const ms = typeof raw === 'number' ? raw : typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  return Number.isFinite(ms) ? ms : Number.NEGATIVE_INFINITY;
}

/** Recent deals newest first by createdAt; a new array, stable for ties. */
export function sortDealsNewestFirst<T>(deals: readonly T[]): T[] {
  const list = Array.isArray(deals) ? [...deals] : [];
  return list.sort((a, b) => {
    const diff = createdAtMs(b) - createdAtMs(a);
    return Number.isNaN(diff) ? 0 : diff;
  });
}

/**
 * Recent-deal polling runs while one of the newest deals (2 by default) is still pending.
 * Only the newest are watched so an old stuck deal does not poll forever.
 */
export function shouldPollRecentDeals(
  deals: readonly unknown[],
  watched: number = CONSTANTS.RECENT_DEALS_DEFAULT_COUNT,
): boolean {
  return sortDealsNewestFirst(deals)
    .slice(0, Math.max(0, watched))
    .some((deal) => effectiveStatus(deal) === 'pending');
}

export interface RecentDealsMenuOptions {
  /** Dropdown and mobile menu both show up to 3. */
  readonly max?: number;
  /** The mobile menu falls back to the newest deals when none is recent. */
  readonly fallbackToNewest?: boolean;
}

/**
 * The deals a Your Recent Deals menu shows: those created within the last
 * hour, newest first, at most `max`. The clock is passed in to keep the domain pure.
 */
export function recentDealsForMenu<T>(
  deals: readonly T[],
  nowMs: number,
  { max = CONSTANTS.RECENT_DEALS_DROPDOWN_MAX, fallbackToNewest = false }: RecentDealsMenuOptions = {},
): T[] {
  const sorted = sortDealsNewestFirst(deals);
  const limit = Math.max(0, max);
  const recent = sorted.filter((deal) => nowMs - createdAtMs(deal) <= CONSTANTS.RECENT_DEAL_WINDOW_MS);
  const shown = recent.length === 0 && fallbackToNewest ? sorted : recent;
  return shown.slice(0, limit);
}

/** The My Submissions count: entries whose createdBy is the current user. */
export function countOwnSubmissions(deals: readonly unknown[], email: unknown): number {
  const me = asText(email)?.toLowerCase();
  if (me === undefined || !Array.isArray(deals)) return 0;
  return deals.filter((deal) => asText(readPath(deal, 'createdBy'))?.toLowerCase() === me).length;
}
