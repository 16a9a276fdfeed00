/**
 * Query keys whose values are secrets: the sign-in and re-upload links Quorum emails carry
 * `token`, the sign-in code is `code`, and the rest are the usual names of credentials in a URL
 * (Magic's redirect carries `magic_credential`). Compared lowercased, after percent-decoding.
 */
const SENSITIVE_KEYS = new Set([
  'token',
  'code',
  'didtoken',
  'magic_credential',
  'passcode',
  'password',
  'secret',
  'access_token',
  'refresh_token',
  'id_token',
  'api_key',
  'apikey',
]);

export const REDACTED = '[redacted]';

/** The key of one `key=value` pair as the query parser will read it: `+` is a space, then percent-decoded. */
function decodedKey(rawKey: string): string {
  const spaced = rawKey.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced).toLowerCase();
  } catch {
    return spaced.toLowerCase(); // a malformed escape: compared as written
  }
}

/**
 * The request target with the value of every sensitive query key replaced by [redacted], and
 * everything else exactly as received, so a log line never holds a link's token
 * (docs/security/dev-outbox.md). One pass over the text, no regular expression.
 */
export function redactSensitiveQuery(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const pairs = url.slice(start + 1).split('&');
  let changed = false;
  const kept = pairs.map((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0 || !SENSITIVE_KEYS.has(decodedKey(pair.slice(0, equals)))) return pair;
    changed = true;
    return `${pair.slice(0, equals)}=${REDACTED}`;
  });
  return changed ? `${url.slice(0, start)}?${kept.join('&')}` : url;
}
