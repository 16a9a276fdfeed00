import type { MemberEvent } from '@quorum/domain';
import type { Db, Listening, Store } from '../../db/store';

/** The channel other instances publish members' events on (PostgreSQL's LISTEN/NOTIFY). */
export const MEMBER_EVENTS_CHANNEL = 'quorum_member_events';

export type MemberEventListener = (event: MemberEvent) => void;

export interface MemberEvents {
  /**
   * Tells every open stream of `memberId`, on this instance and, where instances share the
   * database, on every other: the stream may be open on any of them.
   */
  publish(memberId: string, event: MemberEvent): Promise<void>;
  /** Calls `listener` with each event for `memberId` until the returned function is called. */
  subscribe(memberId: string, listener: MemberEventListener): () => void;
  /** Streams `memberId` holds open on this instance. */
  streamsOf(memberId: string): number;
  close(): Promise<void>;
}

/** A signal's payload: the member and the event, as publish encodes them; anything else is dropped. */
function decode(payload: string): { memberId: string; event: MemberEvent } | undefined {
  try {
    const parsed = JSON.parse(payload) as { memberId?: unknown; event?: unknown };
    return typeof parsed.memberId === 'string' && typeof parsed.event === 'object' && parsed.event !== null ? { memberId: parsed.memberId, event: parsed.event as MemberEvent } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Members' live events, fanned out to the streams open on this instance. Where other instances
 * share the database (`store.listen`), an event goes through the database's signal only, which
 * brings it back here too, so every instance, this one included, hears it once. An event published
 * while the subscription is broken is lost: the pages still poll, they only learn later.
 */
export async function createMemberEvents(store: Pick<Store, 'listen'> & Pick<Db, 'signal'>): Promise<MemberEvents> {
  const listeners = new Map<string, Set<MemberEventListener>>();
  const deliver = (memberId: string, event: MemberEvent) => {
    for (const listener of listeners.get(memberId) ?? []) listener(event);
  };
  const shared = store.listen !== undefined && store.signal !== undefined;
  const listening: Listening | undefined = shared
    ? await store.listen?.(MEMBER_EVENTS_CHANNEL, {
        message: (payload) => {
          const decoded = decode(payload);
          if (decoded) deliver(decoded.memberId, decoded.event);
        },
        listening: () => undefined,
        lost: () => undefined,
      })
    : undefined;

  return {
    async publish(memberId, event) {
      if (shared) await store.signal?.(MEMBER_EVENTS_CHANNEL, JSON.stringify({ memberId, event }));
      else deliver(memberId, event);
    },
    subscribe(memberId, listener) {
      const set = listeners.get(memberId) ?? new Set();
      set.add(listener);
      listeners.set(memberId, set);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        set.delete(listener);
        if (set.size === 0) listeners.delete(memberId);
      };
    },
    streamsOf(memberId) {
      return listeners.get(memberId)?.size ?? 0;
    },
    async close() {
      await listening?.close();
    },
  };
}
