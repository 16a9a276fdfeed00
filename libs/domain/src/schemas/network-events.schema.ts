/**
 * The events Quorum sends to the network's event endpoint (the `decisionWebhookUrl` of the network
 * settings), signed with the network's secret, in the Standard Webhooks body shape
 * `{ type, timestamp, data }` (docs/webhooks.md).
 */
export const NETWORK_EVENT_TYPES = ['deal.decided', 'round.opened', 'round.closed', 'distribution.recorded'] as const;
export type NetworkEventType = (typeof NETWORK_EVENT_TYPES)[number];

export function isNetworkEventType(value: string): value is NetworkEventType {
  return (NETWORK_EVENT_TYPES as readonly string[]).includes(value);
}
