import { hkdfSync } from 'node:crypto';
import { REPORT_WEBHOOK_PATH } from '@quorum/domain';

/**
 * The secret Quorum signs deliveries to its own report-webhook path with (Standard Webhooks form),
 * derived from the data key, so every instance sharing the key signs and verifies alike and the
 * members' own secrets never sign a call Quorum makes to itself.
 */
export function ownWebhookSecret(dataKey: Buffer): string {
  return `whsec_${Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'quorum own report webhook v1', 32)).toString('base64')}`;
}

/** Whether a webhook address is Quorum's own receiver of report webhooks (any query string aside). */
export function isOwnReceiver(url: string, ownOrigin: string): boolean {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  return parsed !== undefined && parsed.origin === ownOrigin && parsed.pathname === REPORT_WEBHOOK_PATH;
}

/**
 * A webhook address as stored: one naming the report-webhook path on the origin the member's
 * browser used (`requestOrigin`, which may differ from PUBLIC_URL's, say `localhost` beside
 * `127.0.0.1`) is Quorum's own receiver, stored under PUBLIC_URL's origin; any other is kept as given.
 */
export function storedWebhookUrl(url: string | undefined, requestOrigin: string | undefined, ownOrigin: string): string | undefined {
  if (url === undefined || requestOrigin === undefined || !URL.canParse(url)) return url;
  const parsed = new URL(url);
  return parsed.origin === requestOrigin && parsed.pathname === REPORT_WEBHOOK_PATH ? `${ownOrigin}${REPORT_WEBHOOK_PATH}` : url;
}
