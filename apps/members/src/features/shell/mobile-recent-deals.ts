import { recentDealsForMenu } from '@quorum/domain';

/** How many recent deals the mobile menu lists. */
const RECENT_DEALS_MOBILE_MAX = 3;

/**
 * Your Recent Deals in the mobile menu: up to 3, those of the last hour or the newest 3 when none
 * is that recent, and how many there were to choose from, for 'Showing 3 of N'.
 */
export function mobileRecentDeals<T>(deals: readonly T[], nowMs: number): { shown: T[]; total: number } {
  const shown = recentDealsForMenu(deals, nowMs, { max: RECENT_DEALS_MOBILE_MAX, fallbackToNewest: true });
  const recent = recentDealsForMenu(deals, nowMs, { max: Number.MAX_SAFE_INTEGER });
  return { shown, total: recent.length > 0 ? recent.length : Array.isArray(deals) ? deals.length : 0 };
}

/** 'Showing 3 of N' when more deals exist than are shown, else null. */
export function showingCountText(shown: number, total: number): string | null {
  return total > shown ? `Showing ${shown} of ${total}` : null;
}
