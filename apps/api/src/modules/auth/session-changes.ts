import type { Db } from '../../db/store';

/**
 * What changes who a session stands for (docs/flows/sign-in.md, the session cache): a member's roles,
 * state, names or address, or a session ended. Whoever writes such a change says so here, in the
 * transaction that writes it; every cached lookup it touches is forgotten in this process at once,
 * and, where other instances share the database, in theirs when the transaction commits.
 */
export type SessionChange = { member: string } | { session: string };

export const SESSION_CHANNEL = 'quorum_sessions';

const listeners = new Set<(change: SessionChange) => void>();

export async function sessionsChanged(db: Db, change: SessionChange): Promise<void> {
  for (const listener of listeners) listener(change);
  await db.signal?.(SESSION_CHANNEL, encode(change));
}

/** This process's caches hear every change made in it; answers the unsubscribe. */
export function onSessionsChanged(listener: (change: SessionChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const encode = (change: SessionChange): string => ('member' in change ? `member:${change.member}` : `session:${change.session}`);

/** A signal's payload as sent by `sessionsChanged`; anything else is no change anyone made. */
export function decodeSessionChange(payload: string): SessionChange | undefined {
  if (payload.startsWith('member:')) return { member: payload.slice(7) };
  if (payload.startsWith('session:')) return { session: payload.slice(8) };
  return undefined;
}
