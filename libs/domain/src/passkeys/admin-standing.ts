import { CONSTANTS } from '../constants';
import type { PasskeyStanding } from '../schemas/passkeys.schema';

/** An admin's session as the passkey rules read it. */
export interface AdminStandingInput {
  /** Holds the admin or superuser role (as stored, whatever the session stands at). */
  admin: boolean;
  /** Has at least one passkey. */
  hasPasskey: boolean;
  /** When the session was last confirmed with a passkey; null: never. */
  confirmedAt: Date | null;
  now: Date;
}

/**
 * Where a session stands (docs/flows/sign-in.md#admins): an admin acts as one only with a passkey,
 * and only within ADMIN_CONFIRMATION_MS of the session's last confirmation with it. `confirmedUntil`
 * is when that runs out, while it has not.
 */
export function passkeyStandingOf({ admin, hasPasskey, confirmedAt, now }: AdminStandingInput): { standing: PasskeyStanding; confirmedUntil: Date | null } {
  if (!admin) return { standing: 'none', confirmedUntil: null };
  if (!hasPasskey) return { standing: 'setup', confirmedUntil: null };
  const until = confirmedAt ? confirmedAt.getTime() + CONSTANTS.ADMIN_CONFIRMATION_MS : Number.NEGATIVE_INFINITY;
  return now.getTime() < until ? { standing: 'confirmed', confirmedUntil: new Date(until) } : { standing: 'confirm', confirmedUntil: null };
}

/** A confirmation recent enough for the most sensitive actions (and for adding or removing a passkey). */
export function confirmedRecently(confirmedAt: Date | null, now: Date): boolean {
  return confirmedAt !== null && now.getTime() - confirmedAt.getTime() < CONSTANTS.PASSKEY_RECENT_CONFIRMATION_MS;
}
