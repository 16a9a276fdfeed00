/**
 * Gesture, breakpoint and stacking figures of the members app's layout (see
 * docs/flows/members-shell.md). They tune the interface, so they live here and not in the domain.
 */
export const MOBILE_BREAKPOINT_PX = 768;
const SWIPE_CLOSE_OFFSET_PX = 80;
const SWIPE_CLOSE_VELOCITY_PX_PER_S = 300;
const MODAL_Z_INDEX_BASE = 9000;
const MODAL_Z_INDEX_STEP = 100;

/**
 * Swipe to close the mobile menu: a swipe to the right closes it when it travelled more than
 * 80 px or moved faster than 300 px/s. A swipe to the left never does.
 */
export function shouldCloseOnSwipe({ offsetX, velocityX }: { offsetX: number; velocityX: number }): boolean {
  if (!Number.isFinite(offsetX) || offsetX <= 0) return false;
  return offsetX > SWIPE_CLOSE_OFFSET_PX || (Number.isFinite(velocityX) && velocityX > SWIPE_CLOSE_VELOCITY_PX_PER_S);
}

/** Below 768 px the layout is the mobile one. */
export function isMobileViewport(widthPx: number): boolean {
  return widthPx < MOBILE_BREAKPOINT_PX;
}

/** Modal z-index: base 9000 plus 100 per stack position, the first at 0, above MUI's own layers. */
export function modalZIndex(position: number): number {
  return MODAL_Z_INDEX_BASE + MODAL_Z_INDEX_STEP * Math.max(0, Math.floor(position));
}

/**
 * Whether a click outside a modal closes it: by default only on screens under 768 px, where a
 * stray tap on a big screen's backdrop would otherwise lose a half-written form; a modal may say
 * otherwise either way.
 */
export function closesOnOutsideClick(viewportWidthPx: number, override?: boolean): boolean {
  return override ?? isMobileViewport(viewportWidthPx);
}
