/**
 * Random ids for files and the submission's idempotency key. getRandomValues works on plain http
 * too (crypto.randomUUID needs a secure context), so a LAN deployment without TLS still works.
 * Base64url: the API accepts 16–128 of [A-Za-z0-9_-] as an idempotency key.
 */
export function randomId(bytes = 18): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = '';
  for (const byte of buffer) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
