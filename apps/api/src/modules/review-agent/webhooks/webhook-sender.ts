import { isNetworkEventType } from '@quorum/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { FieldCipher } from '../../../crypto/field-cipher';
import type { Db } from '../../../db/store';
import type { Clock } from '../../../lib/clock';
import { createReportsRepository } from '../../reports/reports.repository';
import { activeSigningSecrets, memberSigner } from '../../webhook-secrets/webhook-secrets.service';
import { startTicker, type Ticker } from '../../../lib/ticker';
import { leaseEnd, renewEvery, type LeaseSettings } from '../jobs/lease';
import { createDeliveriesRepository, type Delivery } from './deliveries.repository';
import { isOwnReceiver } from './own-receiver';
import { postWebhook, type PostResult } from './webhook-post';
import { standardWebhookHeaders } from './webhook-signature';
import { hostOf, jobSpan, outsideAnyTrace } from '../../../lib/tracing/spans';

/** Attempts per webhook, with the wait doubling from the first delay (WEBHOOK_RETRY_MS): about 15 s in all by default. */
export const WEBHOOK_ATTEMPTS = 5;
/** The last error of a delivery whose address is not a URL. */
export const NOT_A_URL = 'not sent: the address is not a URL';

export interface WebhookSender {
  /** Delivers every owed webhook nobody is sending (after a job ends); idle() covers the claims it starts. */
  kick(): void;
  /** Kicks now and every pollMs: deliveries other instances owe and never sent, or left when they died. Called once at start. */
  start(): void;
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface WebhookSenderDeps extends LeaseSettings {
  db: Db;
  clock: Clock;
  /** Opens the stored signing secrets. */
  cipher: FieldCipher;
  log: FastifyBaseLogger;
  allowPrivate: readonly string[];
  ownOrigin: string;
  /**
   * Quorum's own receiver of report webhooks (own-receiver.ts): hands it a signed delivery in this
   * process, through the route and its signature check, as a receiver elsewhere gets it by HTTP.
   */
  ownReceiver?: { secret: string; receive(body: string, headers: Record<string, string>): Promise<PostResult> };
  /** This instance's name in the deliveries' lease_owner. */
  instanceId: string;
  firstDelayMs?: number;
}

/**
 * The bytes a delivery sends, the same on every attempt: the signature covers them. Report events
 * keep the delivery id in the body, as they always had; deal.decided is already in the Standard
 * Webhooks shape, its id in the webhook-id header.
 */
function bodyOf(row: Delivery): string {
  return JSON.stringify(isNetworkEventType(row.event) ? row.payload : { ...row.payload, deliveryId: row.id });
}

/**
 * Delivers the webhooks recorded when jobs end and decisions are taken. Each attempt is counted in
 * the database, so a restart (or another instance) continues where it stopped, and a delivery is
 * marked once a 2xx arrives (at-least-once: a receiver dedupes on the webhook-id header, also sent
 * as X-Quorum-Delivery). Each attempt is signed, per the Standard Webhooks specification, with the
 * signer's secrets active at that moment (docs/webhooks.md); a signer without a secret gets it
 * unsigned. With several
 * instances, a delivery is attempted only by the one holding its lease (renewed while it is in
 * flight, backoff waits included), and one marked delivered is never posted again. A delivery to
 * Quorum's own report-webhook path goes to that route in this process, signed with Quorum's own
 * secret; any other address of Quorum's own is recorded as delivered without a request.
 */
export function createWebhookSender(deps: WebhookSenderDeps): WebhookSender {
  const deliveries = createDeliveriesRepository(deps.db, deps.instanceId);
  const reports = createReportsRepository(deps.db);
  const inFlight = new Map<string, Promise<void>>();
  const sleeping = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  const tickers: Ticker[] = [];
  let sweeping: Promise<void> | undefined;
  let kicked = false;
  let stopped = false;
  const firstDelay = deps.firstDelayMs ?? 1000;
  const until = () => leaseEnd(deps.clock.now(), deps.leaseMs);

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

  /** Whose secrets sign it: the row's signer, or for rows queued before signing existed the report's owner. */
  const signerOf = async (row: Delivery) => {
    if (row.signer) return row.signer;
    const ownerId = (await reports.find(row.reportId))?.ownerId;
    return ownerId ? memberSigner(ownerId) : undefined;
  };

  /** The headers of one attempt: Quorum's own, as they always were, and the Standard Webhooks ones, signed at the attempt's time. */
  const headersFor = async (row: Delivery, body: string, signer: string | undefined) => {
    const at = deps.clock.now();
    const secrets = signer ? await activeSigningSecrets(deps.db, deps.cipher, signer, at) : [];
    return { 'x-quorum-delivery': row.id, 'x-quorum-event': row.event, ...standardWebhookHeaders(row.id, at, body, secrets) };
  };

  /**
   * One attempt at Quorum's own receiver, signed at the system's time: its signature check holds
   * the timestamp to the wall clock, as a receiver elsewhere does.
   */
  const receiveOwn = (row: Delivery, body: string): Promise<PostResult> => {
    const own = deps.ownReceiver;
    if (!own) return Promise.resolve({ ok: false, message: 'Quorum’s own receiver is not running' });
    return own.receive(body, { 'x-quorum-delivery': row.id, 'x-quorum-event': row.event, ...standardWebhookHeaders(row.id, new Date(), body, [own.secret]) });
  };

  const deliver = async (row: Delivery) => {
    // An address that is no URL (none is accepted today; a row from elsewhere) fails for good at
    // once: thrown, it would be released and claimed again at every sweep, for ever.
    if (!URL.canParse(row.url)) {
      if (await deliveries.failed(row.id, WEBHOOK_ATTEMPTS, NOT_A_URL)) await deliveries.gaveUp(row.id, deps.clock.now());
      return;
    }
    const own = isOwnReceiver(row.url, deps.ownOrigin);
    if (!own && new URL(row.url).origin === deps.ownOrigin) return deliveries.delivered(row.id, { deliveredAt: deps.clock.now(), lastError: 'not sent: the address is Quorum itself' });
    const body = bodyOf(row);
    const signer = own ? undefined : await signerOf(row);
    for (let attempt = row.attempts; attempt < WEBHOOK_ATTEMPTS && !stopped; attempt += 1) {
      if (attempt > 0) await sleep(firstDelay * 2 ** Math.max(0, attempt - 1));
      // Still ours and still owed, or another instance has it (this one paused past its lease): then not ours to post.
      if (stopped || !(await deliveries.hold(row.id, until()))) return;
      const result = own ? await receiveOwn(row, body) : await postWebhook(row.url, body, await headersFor(row, body, signer), deps.allowPrivate);
      // Recorded even while stopping: a delivery that arrived must not be posted again after the restart.
      if (result.ok) return deliveries.delivered(row.id, { attempts: attempt + 1, deliveredAt: deps.clock.now(), lastError: null });
      if (!(await deliveries.failed(row.id, attempt + 1, result.message))) return;
      // The host, not the address: a webhook's path often is its secret (a chat service's incoming hooks).
      deps.log.warn({ deliveryId: row.id, reportId: row.reportId, host: hostOf(row.url), attempt: attempt + 1, error: result.message }, 'webhook delivery failed');
    }
    if (!stopped) await deliveries.gaveUp(row.id, deps.clock.now());
  };

  const start = (row: Delivery) => {
    const run = jobSpan('webhook delivery', { 'quorum.delivery_id': row.id, 'quorum.event': row.event }, () => deliver(row))
      .catch(async (error: unknown) => {
        deps.log.error({ err: error, deliveryId: row.id, reportId: row.reportId }, 'webhook delivery crashed');
        // Given back, so the next sweep (here or elsewhere) tries again.
        await deliveries.release([row.id]).catch(() => undefined);
      })
      .finally(() => inFlight.delete(row.id));
    inFlight.set(row.id, run);
  };

  /**
   * Claims owed deliveries nobody holds, one statement each, and starts them; again while kicks
   * keep arriving. A delivery in flight here is skipped; one that ended meanwhile (delivered, or
   * given up) is no longer owed, so no claim takes it again.
   */
  const sweep = async () => {
    while (kicked && !stopped) {
      kicked = false;
      for (;;) {
        const now = deps.clock.now();
        const row = stopped ? undefined : await deliveries.claimNext(now, leaseEnd(now, deps.leaseMs), [...inFlight.keys()]);
        if (!row) break;
        if (stopped) {
          await deliveries.release([row.id]);
          break;
        }
        start(row);
      }
    }
  };

  /** Renews the leases of the deliveries in flight here (backoff waits included). */
  const heartbeat = async () => {
    if (inFlight.size === 0) return;
    await deliveries.renew([...inFlight.keys()], until()).catch((error: unknown) => deps.log.warn({ err: error }, 'webhook delivery leases could not be renewed'));
  };

  const kick = () => {
    if (stopped) return;
    kicked = true;
    if (sweeping) return; // the sweep under way claims again before it ends
    sweeping = sweep()
      .catch((error: unknown) => deps.log.error({ err: error }, 'owed webhooks could not be claimed'))
      .finally(() => {
        sweeping = undefined;
        if (kicked) kick();
      });
  };

  return {
    kick: () => outsideAnyTrace(kick),
    start() {
      if (stopped || tickers.length > 0) return;
      kick();
      tickers.push(startTicker(deps.pollMs, async () => kick()), startTicker(renewEvery(deps.leaseMs), heartbeat));
    },
    async idle() {
      while (sweeping || inFlight.size > 0) await Promise.allSettled([sweeping, ...inFlight.values()]);
    },
    async stop() {
      stopped = true;
      for (const entry of sleeping) entry.wake();
      await Promise.allSettled([sweeping, ...inFlight.values()]);
      for (const ticker of tickers.splice(0)) ticker.stop();
      // Given back at once, so the next start or another instance goes on without waiting for the leases to run out.
      await deliveries.release().catch((error: unknown) => deps.log.warn({ err: error }, 'webhook delivery leases could not be released'));
    },
  };
}
