import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX } from './gestures';

/** Below the mobile breakpoint (768 px). */
export const MOBILE_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`;

/**
 * Whether the window is narrower than 768 px. Decided in script rather than in CSS so each layout
 * renders only its own controls (one Submit a Deal, one menu), known from the first paint.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}
