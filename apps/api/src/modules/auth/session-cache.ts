import type { SessionMember } from '../../plugins/access.types';
import type { SessionChange } from './session-changes';

/** A session as its lookup found it: whose, and until when. The member is frozen: it is shared by every request that hits it. */
export interface CachedSession {
  idHash: string;
  member: Readonly<SessionMember>;
  /** Epoch ms: the session's own expiry. */
  expiresAt: number;
  /** When the session was last confirmed with a passkey; null: never. */
  confirmedAt: Date | null;
  /** Whether the member holds a passkey (an admin acts as one only then); every change to it is announced for the member. */
  hasPasskey: boolean;
}

export interface SessionCacheOptions {
  maxEntries: number;
  /** How long an entry may be served without a lookup at all (a backstop where other instances change rows). */
  ttlMs: number;
}

/**
 * The session lookups of signed-in requests, kept by the cookie's value so a hit costs neither the
 * hash nor the query (docs/flows/sign-in.md). Entries go when their session ends, when a change to
 * their member or session is announced (session-changes.ts), or when the cache is cleared; a lookup
 * that was under way when a change was announced is not stored (the generation moved meanwhile).
 * While disabled (another instance's changes cannot be heard), nothing is served or stored.
 */
export function createSessionCache(options: SessionCacheOptions) {
  const entries = new Map<string, { session: CachedSession; storedAt: number }>();
  const secretsOfMember = new Map<string, Set<string>>();
  const secretOfSession = new Map<string, string>();
  let generation = 0;
  let enabled = true;

  const drop = (secret: string) => {
    const entry = entries.get(secret);
    if (!entry) return;
    entries.delete(secret);
    secretOfSession.delete(entry.session.idHash);
    const ofMember = secretsOfMember.get(entry.session.member.id);
    ofMember?.delete(secret);
    if (ofMember?.size === 0) secretsOfMember.delete(entry.session.member.id);
  };

  return {
    get(secret: string, now: number): CachedSession | undefined {
      if (!enabled) return undefined;
      const entry = entries.get(secret);
      if (!entry) return undefined;
      if (now >= entry.session.expiresAt || now - entry.storedAt >= options.ttlMs) {
        drop(secret);
        return undefined;
      }
      return entry.session;
    },
    /** Call before the lookup whose answer will be stored. */
    generation: () => generation,
    put(secret: string, session: CachedSession, lookedUpAt: number, now: number): void {
      if (!enabled || lookedUpAt !== generation) return;
      drop(secret);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      const frozen: CachedSession = { ...session, member: Object.freeze({ ...session.member, allRoles: Object.freeze([...session.member.allRoles]) as string[] }) };
      entries.set(secret, { session: frozen, storedAt: now });
      secretOfSession.set(session.idHash, secret);
      const ofMember = secretsOfMember.get(session.member.id) ?? new Set<string>();
      ofMember.add(secret);
      secretsOfMember.set(session.member.id, ofMember);
    },
    forget(change: SessionChange): void {
      generation += 1;
      if ('member' in change) {
        for (const secret of [...(secretsOfMember.get(change.member) ?? [])]) drop(secret);
      } else {
        const secret = secretOfSession.get('session' in change ? change.session : change.confirmed);
        if (secret !== undefined) drop(secret);
      }
    },
    clear(): void {
      generation += 1;
      entries.clear();
      secretsOfMember.clear();
      secretOfSession.clear();
    },
    /** Off while another instance's changes cannot be heard; on again once they can (from empty). */
    setEnabled(on: boolean): void {
      this.clear();
      enabled = on;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
