import { holdingLock } from '../../db/row-locks';
import type { Db } from '../../db/store';

/** The name of the lock every change that may take an active admin away takes (db/row-locks.ts). */
const ADMIN_ROSTER_LOCK = 'admin-roster';

/**
 * Holds the network's admin roster until the transaction `tx` ends (PostgreSQL; SQLite's one
 * connection already does). Every change that may leave the network with one admin fewer takes it
 * before any row lock, and counts the admins left after it: an erasure, an admin role taken away, a
 * member suspended by a confirmed sanctions match. Two such changes then queue instead of each
 * counting the other as the admin who stays. One named lock, not the admins' rows: locking every
 * active member's row held sign-ins, votes and notifications behind an erasure, and two erasures
 * taking those rows in different orders deadlocked.
 */
export function holdingAdminRoster(tx: Db): Promise<void> {
  return holdingLock(tx, ADMIN_ROSTER_LOCK);
}
