import { and, asc, eq, inArray, isNull, lt, lte, notInArray } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationKind, type NotificationPreferences } from '@quorum/domain';
import { skippingLocked } from '../../db/row-locks';
import type { Db } from '../../db/store';
import { timeOrderedId } from '../../lib/ids';

/** One notification owed to a member, until the email (or the digest) that carries it is sent. */
export interface QueuedNotification {
  id: string;
  memberId: string;
  kind: NotificationKind;
  reportId: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** Per-event emails claimed by one sweep at most: the rest wait for the next tick. */
const CLAIM_BATCH = 200;

/**
 * notification_preferences (no row: the defaults) and notification_queue. Only this repository
 * queries them; the rest of the API calls the notifications service.
 */
const ENQUEUE_BATCH = 1_000;

export function createNotificationsRepository(db: Db) {
  const { notificationPreferences: preferences, notificationQueue: queue } = db.tables;
  const toPreferences = (row: NotificationPreferences): NotificationPreferences => ({ dealOpened: row.dealOpened, closingSoon: row.closingSoon, dealDecided: row.dealDecided, roundOpened: row.roundOpened, digest: row.digest });
  const toQueued = (row: typeof queue.$inferSelect): QueuedNotification => ({ id: row.id, memberId: row.memberId, kind: row.kind, reportId: row.reportId, payload: row.payload, createdAt: row.createdAt });
  /** Members who take the digest: their items wait for it. */
  const digestTakers = (q: Parameters<Parameters<Db['query']>[0]>[0]) => q.select({ memberId: preferences.memberId }).from(preferences).where(eq(preferences.digest, true));

  return {
    async preferencesOf(memberId: string): Promise<NotificationPreferences> {
      const row = await db.first((q) => q.select().from(preferences).where(eq(preferences.memberId, memberId)));
      return row ? toPreferences(row) : { ...DEFAULT_NOTIFICATION_PREFERENCES };
    },

    /** Each member's preferences, the defaults for those without a row. */
    async preferencesOfMany(memberIds: readonly string[]): Promise<Map<string, NotificationPreferences>> {
      const rows = memberIds.length === 0 ? [] : await db.query((q) => q.select().from(preferences).where(inArray(preferences.memberId, [...memberIds])));
      const found = new Map(rows.map((row) => [row.memberId, toPreferences(row)]));
      return new Map(memberIds.map((id) => [id, found.get(id) ?? { ...DEFAULT_NOTIFICATION_PREFERENCES }]));
    },

    async save(memberId: string, chosen: NotificationPreferences, now: Date): Promise<void> {
      const values = { ...toPreferences(chosen), updatedAt: now };
      await db.query((q) => q.insert(preferences).values({ memberId, ...values }).onConflictDoUpdate({ target: preferences.memberId, set: values }));
    },

    /** Sets the given preferences off in one statement (no read first): the others keep their value, or the default. */
    async turnOff(memberId: string, off: Partial<NotificationPreferences>, now: Date): Promise<void> {
      const values = { ...off, updatedAt: now };
      await db.query((q) =>
        q
          .insert(preferences)
          .values({ memberId, ...DEFAULT_NOTIFICATION_PREFERENCES, ...values })
          .onConflictDoUpdate({ target: preferences.memberId, set: values }),
      );
    },

    async enqueue(items: ReadonlyArray<Omit<QueuedNotification, 'id'>>): Promise<void> {
      // A few hundred rows a statement: one statement for every member of a large network passes
      // SQLite's limit of 32,766 bound values (7 a row: 4,681 members), and PostgreSQL's of 65,535.
      for (let start = 0; start < items.length; start += ENQUEUE_BATCH) {
        const batch = items.slice(start, start + ENQUEUE_BATCH);
        await db.query((q) => q.insert(queue).values(batch.map((item) => ({ id: timeOrderedId(item.createdAt.getTime()), ...item, sentAt: null }))));
      }
    },

    /**
     * Claims, oldest first, items of members who do not take the digest: one conditional UPDATE
     * (`sent_at` still empty) whose rows it returns, so of several instances each item goes to one.
     * On PostgreSQL the pick skips rows another claim has locked.
     */
    async claimForEmail(now: Date): Promise<QueuedNotification[]> {
      const rows = await db.query((q) => {
        const pickable = and(isNull(queue.sentAt), notInArray(queue.memberId, digestTakers(q)));
        const picked = skippingLocked(db, q.select({ id: queue.id }).from(queue).where(pickable).orderBy(asc(queue.createdAt)).limit(CLAIM_BATCH));
        return q.update(queue).set({ sentAt: now }).where(and(inArray(queue.id, picked), isNull(queue.sentAt))).returning();
      });
      return rows.map(toQueued);
    },

    /** Members who take the digest and have an item queued at or before `dueBefore`. */
    async membersWithDigestDue(dueBefore: Date): Promise<string[]> {
      const rows = await db.query((q) =>
        q
          .selectDistinct({ memberId: queue.memberId })
          .from(queue)
          .where(and(isNull(queue.sentAt), lte(queue.createdAt, dueBefore), inArray(queue.memberId, digestTakers(q)))),
      );
      return rows.map((row) => row.memberId);
    },

    /**
     * Claims every item a member has queued, in the transaction the caller holds: a conditional
     * UPDATE, so an instance that claims after another finds the rows taken (on PostgreSQL it waits
     * for the other's commit, then sees `sent_at` set).
     */
    async claimAllOf(memberId: string, now: Date): Promise<QueuedNotification[]> {
      const rows = await db.query((q) => q.update(queue).set({ sentAt: now }).where(and(eq(queue.memberId, memberId), isNull(queue.sentAt))).returning());
      return rows.map(toQueued).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    /** A member's choices and everything queued for them, gone (an erasure). */
    async deleteAllOf(memberId: string): Promise<void> {
      await db.query((q) => q.delete(preferences).where(eq(preferences.memberId, memberId)));
      await db.query((q) => q.delete(queue).where(eq(queue.memberId, memberId)));
    },

    /** Sent items are kept a while (what went out, and when), then dropped. */
    async pruneSentBefore(before: Date): Promise<number> {
      return db.changes((q) => q.delete(queue).where(lt(queue.sentAt, before)));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
