import { CONSTANTS } from '../constants';

/**
 * Swipe to close the mobile menu (spec 1 sections 2 and 9): a swipe to the right closes it when
 * it travelled more than 80 px or moved faster than 300 px/s. A swipe to the left never does.
 */
export function shouldCloseOnSwipe({ offsetX, velocityX }: { offsetX: number; velocityX: number }): boolean {
  if (!Number.isFinite(offsetX) || offsetX <= 0) return false;
  return offsetX > CONSTANTS.SWIPE_CLOSE_OFFSET_PX || (Number.isFinite(velocityX) && velocityX > CONSTANTS.SWIPE_CLOSE_VELOCITY);
}

/** Below 768 px the layout is the mobile one (spec 1 section 9). */
export function isMobileViewport(widthPx: number): boolean {
  return widthPx < CONSTANTS.MOBILE_BREAKPOINT_PX;
}

/** Modal z-index (spec 1 section 9): base 9000 plus 100 per stack position, the first at 0. */
export function modalZIndex(position: number): number {
  return CONSTANTS.MODAL_Z_INDEX_BASE + CONSTANTS.MODAL_Z_INDEX_STEP * Math.max(0, Math.floor(position));
}

/**
 * Whether a click outside a modal closes it (spec 1 section 2): by default only on screens under
 * 768 px; a modal may say otherwise either way.
 */
export function closesOnOutsideClick(viewportWidthPx: number, override?: boolean): boolean {
  return override ?? isMobileViewport(viewportWidthPx);
}
