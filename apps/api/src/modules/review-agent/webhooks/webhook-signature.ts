import { createHmac } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** One Standard Webhooks signature: `v1,` + base64 HMAC-SHA256, keyed by the secret's decoded bytes, over `id.timestamp.body`. */
function signOnce(secret: string, signed: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(signed, 'utf8').digest('base64')}`;
}

/**
 * The Standard Webhooks headers of one attempt (docs/webhooks.md): the delivery's id (the same on
 * every retry, for receivers to de-duplicate), the attempt's time in whole seconds, and one
 * signature per active secret, space-separated, so a receiver holding either the new secret or,
 * during the grace period after a rotation, the old one can verify. No secret: no signature header.
 * `body` must be exactly the bytes sent.
 */
export function standardWebhookHeaders(id: string, at: Date, body: string, secrets: readonly string[]): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const headers: Record<string, string> = { 'webhook-id': id, 'webhook-timestamp': timestamp };
  if (secrets.length > 0) headers['webhook-signature'] = secrets.map((secret) => signOnce(secret, `${id}.${timestamp}.${body}`)).join(' ');
  return headers;
}
