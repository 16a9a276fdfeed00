import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { webhookDeliveries } from '../../../db/schema';
import type { Db } from '../../../db/store';
import type { Clock } from '../../../lib/clock';
import { postWebhook } from './webhook-post';

/** Attempts per webhook, with the wait doubling from the first delay: about 15 s in all by default. */
export const WEBHOOK_ATTEMPTS = 5;

type Delivery = typeof webhookDeliveries.$inferSelect;

export interface WebhookSender {
  /** Delivers every owed webhook not already in flight (after a job ends, and at start); idle() covers the read it starts. */
  kick(): void;
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Delivers the webhooks recorded when jobs end. Each attempt is counted in the database, so a
 * restart continues where it stopped, and a delivery is marked once a 2xx arrives (at-least-once:
 * a receiver can dedupe on the X-Quorum-Delivery header). Calls to Quorum's own address are
 * recorded as delivered without a request: the API already knows.
 */
export function createWebhookSender(deps: { db: Db; clock: Clock; log: FastifyBaseLogger; allowPrivate: readonly string[]; ownOrigin: string; firstDelayMs?: number }): WebhookSender {
  const { webhookDeliveries } = deps.db.tables;
  const inFlight = new Map<string, Promise<void>>();
  /** Deliveries that ended since the current read of owed rows began: that read may still list them. */
  const ended = new Set<string>();
  const sleeping = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  let sweeping: Promise<void> | undefined;
  let kicked = false;
  let stopped = false;
  const firstDelay = deps.firstDelayMs ?? 1000;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = { timer: setTimeout(() => finish(), ms), wake: () => finish() };
      const finish = () => {
        clearTimeout(entry.timer);
        sleeping.delete(entry);
        resolve();
      };
      sleeping.add(entry);
    });

  const deliver = async (row: Delivery) => {
    const mark = async (fields: Partial<Delivery>) => {
      await deps.db.query((q) => q.update(webhookDeliveries).set(fields).where(eq(webhookDeliveries.id, row.id)));
    };
    if (new URL(row.url).origin === deps.ownOrigin) return mark({ deliveredAt: deps.clock.now(), lastError: 'not sent: the address is Quorum itself' });
    for (let attempt = row.attempts; attempt < WEBHOOK_ATTEMPTS && !stopped; attempt += 1) {
      if (attempt > 0) await sleep(firstDelay * 2 ** Math.max(0, attempt - 1));
      if (stopped) return;
      const result = await postWebhook(row.url, { ...row.payload, deliveryId: row.id }, { 'x-quorum-delivery': row.id, 'x-quorum-event': row.event }, deps.allowPrivate);
      if (stopped) return;
      if (result.ok) return mark({ attempts: attempt + 1, deliveredAt: deps.clock.now(), lastError: null });
      await mark({ attempts: attempt + 1, lastError: result.message });
      deps.log.warn({ reportId: row.reportId, url: row.url, attempt: attempt + 1, error: result.message }, 'webhook delivery failed');
    }
    if (!stopped) await mark({ gaveUpAt: deps.clock.now() });
  };

  const start = (row: Delivery) => {
    const run = deliver(row)
      .catch((error: unknown) => deps.log.error({ err: error, reportId: row.reportId }, 'webhook delivery crashed'))
      .finally(() => {
        inFlight.delete(row.id);
        if (sweeping) ended.add(row.id);
      });
    inFlight.set(row.id, run);
  };

  /**
   * Reads the owed deliveries and starts those not in flight, again while kicks keep arriving. One
   * read at a time; a delivery that ended while it ran (marked delivered after the read saw it
   * owed) is not started a second time.
   */
  const sweep = async () => {
    while (kicked && !stopped) {
      kicked = false;
      ended.clear();
      const owed = await deps.db.query((q) => q.select().from(webhookDeliveries).where(and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.gaveUpAt))));
      for (const row of owed) if (!stopped && !inFlight.has(row.id) && !ended.has(row.id)) start(row);
    }
  };

  const kick = () => {
    if (stopped) return;
    kicked = true;
    if (sweeping) return; // the sweep under way reads again before it ends
    sweeping = sweep()
      .catch((error: unknown) => deps.log.error({ err: error }, 'owed webhooks could not be read'))
      .finally(() => {
        sweeping = undefined;
        ended.clear();
        if (kicked) kick();
      });
  };

  return {
    kick,
    async idle() {
      while (sweeping || inFlight.size > 0) await Promise.allSettled([sweeping, ...inFlight.values()]);
    },
    async stop() {
      stopped = true;
      for (const entry of sleeping) entry.wake();
      await Promise.allSettled([sweeping, ...inFlight.values()]);
    },
  };
}
