export {
  USER_MENU_TEXT,
  NETWORK_MEMBER_ROLE,
  ADMIN_ROLE,
  showsMainNavigation,
  showsAdminItems,
  userMenuItems,
  mobileMenuItems,
  submissionsLabel,
  type UserMenuItem,
  type MobileMenuItem,
} from './menus';
export { shouldCloseOnSwipe, isMobileViewport, modalZIndex, closesOnOutsideClick } from './gestures';
export { newIndicatorDeals, newestDealTime, showsNewDot, type NewDotInput } from './new-indicator';
export { mobileRecentDeals, showingCountText } from './recent-deals-menu';
export { isFaviconEntryFresh, isAcceptableFaviconType, faviconDomainOf, faviconPrefetchBatches, type FaviconCacheEntry } from './favicon-cache';
