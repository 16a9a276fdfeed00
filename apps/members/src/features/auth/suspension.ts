import { SCREENING_MESSAGES } from '@quorum/domain';

/** The member state a true screening match leaves (docs/flows/screening.md); only an admin's reactivation ends it. */
export const SUSPENDED_STATE = 'suspended';

/**
 * A read or write the API refused because the member's access was paused meanwhile: RTK Query's
 * rejected action carries the base query's error, whose `serverMessage` is the API's own words.
 * Matched on the shared message, so the state changes wherever in the app the refusal lands.
 */
export function isSuspendedRefusal(action: { type: string; payload?: unknown }): boolean {
  if (!action.type.endsWith('/rejected')) return false;
  const payload = action.payload;
  return typeof payload === 'object' && payload !== null && 'status' in payload && payload.status === 403 && 'serverMessage' in payload && payload.serverMessage === SCREENING_MESSAGES.memberSuspended;
}
