import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/store';
import type { representativeRequests, RepresentativeRequestStatus } from '../../db/schema';
import { newId } from '../../lib/ids';

export type RepresentativeRequestRow = typeof representativeRequests.$inferSelect;

export interface NewRepresentativeRequest {
  memberId: string;
  requestedBy: string;
  name: string;
  title: string;
  email: string;
  note: string | null;
}

type Closing = { status: Exclude<RepresentativeRequestStatus, 'pending'>; decidedAt: Date; decidedBy: string | null; declineReason?: string | null };

/** An entity's requests for a new representative; at most one pending per entity (a unique key while pending). */
export function createRepresentativeRequestsRepository(db: Db) {
  const { representativeRequests: requests } = db.tables;
  return {
    /** The new pending request, or null when the entity already has one (the unique key refused it). */
    async create(request: NewRepresentativeRequest, now: Date): Promise<RepresentativeRequestRow | null> {
      const [row] = await db.query((q) =>
        q
          .insert(requests)
          .values({ id: newId(), ...request, pendingKey: request.memberId, status: 'pending', requestedAt: now })
          .onConflictDoNothing()
          .returning(),
      );
      return row ?? null;
    },
    findById(id: string): Promise<RepresentativeRequestRow | undefined> {
      return db.first((q) => q.select().from(requests).where(eq(requests.id, id)));
    },
    /** The newest request the address made for the entity, whatever became of it. */
    latestOf(memberId: string, requestedBy: string): Promise<RepresentativeRequestRow | undefined> {
      return db.first((q) => q.select().from(requests).where(and(eq(requests.memberId, memberId), eq(requests.requestedBy, requestedBy))).orderBy(desc(requests.requestedAt), desc(requests.id)).limit(1));
    },
    pending(): Promise<RepresentativeRequestRow[]> {
      return db.query((q) => q.select().from(requests).where(eq(requests.status, 'pending')).orderBy(requests.requestedAt));
    },
    /** Every request the address made for the entity (its data export). */
    madeBy(memberId: string, requestedBy: string): Promise<RepresentativeRequestRow[]> {
      return db.query((q) => q.select().from(requests).where(and(eq(requests.memberId, memberId), eq(requests.requestedBy, requestedBy))).orderBy(requests.requestedAt));
    },
    /** Closes a pending request; false when it was not pending any more (another admin, or the representative, was first). */
    async close(id: string, closing: Closing): Promise<boolean> {
      const changed = await db.changes((q) =>
        q
          .update(requests)
          .set({ pendingKey: null, status: closing.status, decidedAt: closing.decidedAt, decidedBy: closing.decidedBy, declineReason: closing.declineReason ?? null })
          .where(and(eq(requests.id, id), eq(requests.status, 'pending'))),
      );
      return changed === 1;
    },
    /** The entity's pending request, closed because its representative changed by other means; answers whether there was one. */
    async supersedePendingOf(memberId: string, now: Date, decidedBy: string): Promise<boolean> {
      const changed = await db.changes((q) =>
        q
          .update(requests)
          .set({ pendingKey: null, status: 'superseded', decidedAt: now, decidedBy })
          .where(and(eq(requests.memberId, memberId), eq(requests.status, 'pending'))),
      );
      return changed > 0;
    },
    /** Every request of an erased entity: they name people who acted, or were to act, for it. */
    async deleteAllOf(memberId: string): Promise<void> {
      await db.query((q) => q.delete(requests).where(eq(requests.memberId, memberId)));
    },
  };
}

export type RepresentativeRequestsRepository = ReturnType<typeof createRepresentativeRequestsRepository>;
