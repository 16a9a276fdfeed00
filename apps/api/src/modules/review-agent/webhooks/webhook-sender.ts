import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { webhookDeliveries } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { postWebhook } from './webhook-post';

/** Attempts per webhook, with the wait doubling from the first delay: about 15 s in all by default. */
export const WEBHOOK_ATTEMPTS = 5;

export interface WebhookSender {
  /** Delivers every owed webhook not already in flight (after a job ends, and at start). */
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
  const inFlight = new Map<string, Promise<void>>();
  const sleeping = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
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

  const deliver = async (row: typeof webhookDeliveries.$inferSelect) => {
    const mark = (fields: Partial<typeof webhookDeliveries.$inferSelect>) => deps.db.update(webhookDeliveries).set(fields).where(eq(webhookDeliveries.id, row.id)).run();
    if (new URL(row.url).origin === deps.ownOrigin) return void mark({ deliveredAt: deps.clock.now(), lastError: 'not sent: the address is Quorum itself' });
    for (let attempt = row.attempts; attempt < WEBHOOK_ATTEMPTS && !stopped; attempt += 1) {
      if (attempt > 0) await sleep(firstDelay * 2 ** Math.max(0, attempt - 1));
      if (stopped) return;
      const result = await postWebhook(row.url, { ...row.payload, deliveryId: row.id }, { 'x-quorum-delivery': row.id, 'x-quorum-event': row.event }, deps.allowPrivate);
      if (stopped) return;
      if (result.ok) return void mark({ attempts: attempt + 1, deliveredAt: deps.clock.now(), lastError: null });
      mark({ attempts: attempt + 1, lastError: result.message });
      deps.log.warn({ reportId: row.reportId, url: row.url, attempt: attempt + 1, error: result.message }, 'webhook delivery failed');
    }
    if (!stopped) mark({ gaveUpAt: deps.clock.now() });
  };

  return {
    kick() {
      if (stopped) return;
      const owed = deps.db.select().from(webhookDeliveries).where(and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.gaveUpAt))).all();
      for (const row of owed) {
        if (inFlight.has(row.id)) continue;
        const run = deliver(row)
          .catch((error: unknown) => deps.log.error({ err: error, reportId: row.reportId }, 'webhook delivery crashed'))
          .finally(() => inFlight.delete(row.id));
        inFlight.set(row.id, run);
      }
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight.values()]);
    },
    async stop() {
      stopped = true;
      for (const entry of sleeping) entry.wake();
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}
