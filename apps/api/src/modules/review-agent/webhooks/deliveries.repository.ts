import { and, count, desc, eq, inArray, isNotNull, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { webhookDeliveries } from '../../../db/schema';
import type { Db } from '../../../db/store';
import { leaseHolders, type LeaseHolding } from '../../../db/lease-holders';
import { oldestPickable } from '../../../db/row-locks';
import { newId } from '../../../lib/ids';

export type Delivery = typeof webhookDeliveries.$inferSelect;

/** A webhook call to owe: where, what, and whose secret signs it ('member:<id>' or 'network'). */
export type OwedDelivery = Pick<Delivery, 'reportId' | 'event' | 'url' | 'payload'> & { signer: string };

/** Records a delivery for the sender to make; takes a Db or a transaction, so it commits with what it reports. */
export async function recordDelivery(db: Db, delivery: OwedDelivery, now: Date): Promise<void> {
  const { webhookDeliveries: deliveries } = db.tables;
  await db.query((q) => q.insert(deliveries).values({ id: newId(), ...delivery, createdAt: now }));
}

/** Deliveries kept: owed (not yet delivered), delivered, and failed for good (out of attempts). */
export async function countDeliveries(db: Db): Promise<{ owed: number; delivered: number; failed: number }> {
  const { webhookDeliveries: deliveries } = db.tables;
  const counted = async (where: SQL | undefined) => (await db.first((q) => q.select({ n: count() }).from(deliveries).where(where)))?.n ?? 0;
  // One after another, each by the (delivered_at, gave_up_at) index: a scrape holds one connection.
  const owed = await counted(and(isNull(deliveries.deliveredAt), isNull(deliveries.gaveUpAt)));
  const delivered = await counted(isNotNull(deliveries.deliveredAt));
  const failed = await counted(isNotNull(deliveries.gaveUpAt));
  return { owed, delivered, failed };
}

/** The deliveries that failed for good (out of attempts), the latest first: the admins' System page lists them. */
export async function givenUpDeliveries(db: Db, limit: number): Promise<Delivery[]> {
  const { webhookDeliveries: deliveries } = db.tables;
  return db.query((q) =>
    q
      .select()
      .from(deliveries)
      .where(and(isNull(deliveries.deliveredAt), isNotNull(deliveries.gaveUpAt)))
      .orderBy(desc(deliveries.gaveUpAt), desc(deliveries.id))
      .limit(limit),
  );
}

/**
 * Owes again a delivery that failed for good, with its attempts counted from zero: the next sweep
 * of any instance sends it. Answers the row, or nothing when it is not (or no longer) given up:
 * two admins retrying at once start it once. The last error stays until an attempt replaces it.
 */
export function retryGivenUp(db: Db, id: string): Promise<Delivery | undefined> {
  const { webhookDeliveries: deliveries } = db.tables;
  return db.first((q) =>
    q
      .update(deliveries)
      .set({ gaveUpAt: null, attempts: 0, leaseOwner: null, leaseUntil: null })
      .where(and(eq(deliveries.id, id), isNull(deliveries.deliveredAt), isNotNull(deliveries.gaveUpAt)))
      .returning(),
  );
}

/** The instances sending webhook deliveries now, and how many each. */
export function deliveryLeases(db: Db, now: Date): Promise<LeaseHolding[]> {
  const { webhookDeliveries: deliveries } = db.tables;
  return leaseHolders(db, deliveries, { owner: deliveries.leaseOwner, until: deliveries.leaseUntil }, now);
}

/**
 * The owed webhook deliveries as one instance (`owner`) sees them: each is attempted only by the
 * instance holding its lease (see jobs/lease.ts), and a delivery marked delivered is never
 * claimed or attempted again, by any instance.
 */
export interface DeliveriesRepository {
  /** Takes the lease of the oldest owed delivery nobody holds and not in `skip` (those in flight here). One statement: each goes to one instance. */
  claimNext(now: Date, until: Date, skip: readonly string[]): Promise<Delivery | undefined>;
  /** Before an attempt: true if this instance still holds the lease and the delivery is still owed; extends the lease. */
  hold(id: string, until: Date): Promise<boolean>;
  /** Extends the leases of these deliveries this instance holds. */
  renew(ids: readonly string[], until: Date): Promise<void>;
  /** A 2xx arrived (or nothing was to be sent): marked delivered, once, whoever holds the lease by now. */
  delivered(id: string, fields: Pick<Delivery, 'deliveredAt' | 'lastError'> & Partial<Pick<Delivery, 'attempts'>>): Promise<void>;
  /** A failed attempt, counted only while this instance holds the lease; false when it no longer does. */
  failed(id: string, attempts: number, message: string): Promise<boolean>;
  gaveUp(id: string, now: Date): Promise<void>;
  /** Gives back this instance's leases: these deliveries, or every one (a clean shutdown). */
  release(ids?: readonly string[]): Promise<void>;
}

export function createDeliveriesRepository(db: Db, owner: string): DeliveriesRepository {
  const { webhookDeliveries: deliveries } = db.tables;
  const owed = and(isNull(deliveries.deliveredAt), isNull(deliveries.gaveUpAt));
  const ours = and(eq(deliveries.leaseOwner, owner), owed);
  const free = (now: Date) => or(isNull(deliveries.leaseUntil), lt(deliveries.leaseUntil, now));
  const unleased = { leaseOwner: null, leaseUntil: null };

  return {
    claimNext(now, until, skip) {
      const pickable = and(owed, free(now), skip.length > 0 ? notInArray(deliveries.id, [...skip]) : undefined);
      return db.first((q) =>
        q
          .update(deliveries)
          .set({ leaseOwner: owner, leaseUntil: until })
          .where(oldestPickable(db, q, deliveries, deliveries.id, deliveries.createdAt, pickable))
          .returning(),
      );
    },
    async hold(id, until) {
      return (await db.changes((q) => q.update(deliveries).set({ leaseUntil: until }).where(and(eq(deliveries.id, id), ours)))) > 0;
    },
    async renew(ids, until) {
      if (ids.length > 0) await db.query((q) => q.update(deliveries).set({ leaseUntil: until }).where(and(inArray(deliveries.id, [...ids]), ours)));
    },
    async delivered(id, fields) {
      await db.query((q) => q.update(deliveries).set({ ...fields, ...unleased }).where(and(eq(deliveries.id, id), isNull(deliveries.deliveredAt))));
    },
    async failed(id, attempts, message) {
      return (await db.changes((q) => q.update(deliveries).set({ attempts, lastError: message }).where(and(eq(deliveries.id, id), ours)))) > 0;
    },
    async gaveUp(id, now) {
      await db.query((q) => q.update(deliveries).set({ gaveUpAt: now, ...unleased }).where(and(eq(deliveries.id, id), ours)));
    },
    async release(ids) {
      const which = ids ? (ids.length > 0 ? inArray(deliveries.id, [...ids]) : undefined) : eq(deliveries.leaseOwner, owner);
      if (which) await db.query((q) => q.update(deliveries).set(unleased).where(and(which, eq(deliveries.leaseOwner, owner))));
    },
  };
}
