import type { Db } from '../../db/store';

/**
 * What changes who a session stands for (docs/flows/sign-in.md, the session cache): a member's roles,
 * state, names or address, or a session ended. Whoever writes such a change says so here, in the
 * transaction that writes it; every cached lookup it touches is forgotten in this process at once,
 * and, where other instances share the database, in theirs when the transaction commits. A
 * session `confirmed` with a passkey stands for the same member as before: its cached lookup is
 * forgotten (the confirmation is read again), and nothing else ends.
 */
export type SessionChange = { member: string } | { session: string } | { confirmed: string };

export const SESSION_CHANNEL = 'quorum_sessions';

const listeners = new Set<(change: SessionChange) => void>();

export async function sessionsChanged(db: Db, change: SessionChange): Promise<void> {
  for (const listener of listeners) listener(change);
  await db.signal?.(SESSION_CHANNEL, encode(change));
}

/**
 * A change another instance announced, as this one hears it by the store's signal: told to every
 * listener here, as a change made here is (the session cache forgets, an open live stream ends).
 */
export function sessionsChangedElsewhere(change: SessionChange): void {
  for (const listener of listeners) listener(change);
}

/** This process's listeners hear every change made in it, and every change heard from another instance; answers the unsubscribe. */
export function onSessionsChanged(listener: (change: SessionChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const encode = (change: SessionChange): string => ('member' in change ? `member:${change.member}` : 'session' in change ? `session:${change.session}` : `confirmed:${change.confirmed}`);

/** A signal's payload as sent by `sessionsChanged`; anything else is no change anyone made. */
export function decodeSessionChange(payload: string): SessionChange | undefined {
  if (payload.startsWith('member:')) return { member: payload.slice(7) };
  if (payload.startsWith('session:')) return { session: payload.slice(8) };
  if (payload.startsWith('confirmed:')) return { confirmed: payload.slice(10) };
  return undefined;
}
