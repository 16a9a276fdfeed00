import type { NetworkEventType } from '@quorum/domain';
import type { Db } from '../../../db/store';
import { readNetworkSettings } from '../../settings/settings.service';
import { NETWORK_SIGNER } from '../../webhook-secrets/webhook-secrets.service';
import { recordDelivery } from './deliveries.repository';

/** What a deal.decided event carries: the deal and the decision's payload, built by the closing job. */
export interface DecisionEvent {
  reportId: string;
  payload: Record<string, unknown>;
}

/**
 * Owes a deal.decided event to the endpoint the admin set in the network settings, signed with the
 * network's secret, in the Standard Webhooks body shape `{ type, timestamp, data }` (docs/webhooks.md).
 * Call it inside the transaction that stores the decision, so the event exists exactly when the
 * decision does; once that commits, `app.reviewAgent.deliverWebhooks()` sends it at once (otherwise
 * the sender's periodic sweep does). False when no endpoint is set: nothing was queued.
 */
export async function queueDecisionWebhook(db: Db, event: DecisionEvent, now: Date): Promise<boolean> {
  return queueNetworkWebhook(db, 'deal.decided', event, now);
}

/**
 * Owes any of the network's events (a round opened or closed, a distribution recorded, a deal
 * decided) to the network's event endpoint, as `queueDecisionWebhook` does. Call it inside the
 * transaction that makes the event true.
 */
export async function queueNetworkWebhook(db: Db, type: NetworkEventType, event: DecisionEvent, now: Date): Promise<boolean> {
  const url = (await readNetworkSettings(db)).decisionWebhookUrl;
  if (!url) return false;
  const body = { type, timestamp: now.toISOString(), data: event.payload };
  await recordDelivery(db, { reportId: event.reportId, event: type, url, payload: body, signer: NETWORK_SIGNER }, now);
  return true;
}
