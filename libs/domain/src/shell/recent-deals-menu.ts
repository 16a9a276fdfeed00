import { CONSTANTS } from '../constants';
import { recentDealsForMenu } from '../deals/recent-deals';

/**
 * Your Recent Deals in the mobile menu (spec 1 sections 2 and 9): up to 3, those of the last hour
 * or the newest 3 when none is that recent, and how many there were to choose from, for
 * 'Showing 3 of N'.
 */
export function mobileRecentDeals<T>(deals: readonly T[], nowMs: number): { shown: T[]; total: number } {
  const shown = recentDealsForMenu(deals, nowMs, { max: CONSTANTS.RECENT_DEALS_MOBILE_MAX, fallbackToNewest: true });
  const recent = recentDealsForMenu(deals, nowMs, { max: Number.MAX_SAFE_INTEGER });
  return { shown, total: recent.length > 0 ? recent.length : Array.isArray(deals) ? deals.length : 0 };
}

/** 'Showing 3 of N' when more deals exist than are shown (spec 1 section 2), else null. */
export function showingCountText(shown: number, total: number): string | null {
  return total > shown ? `Showing ${shown} of ${total}` : null;
}
