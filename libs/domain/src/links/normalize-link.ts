import { LINK_STATUS_TEXT } from './link-status-text';
import { parseLinkText } from './url-parse';

export type NormalizedLink =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly message: typeof LINK_STATUS_TEXT.invalidUrl };

const INVALID: NormalizedLink = { ok: false, message: LINK_STATUS_TEXT.invalidUrl };

/**
 * Labels separated by single dots, none empty: rules out "acme", ".io" and "acme..io".
 * IPv4 hosts match too, since the URL parser has already written them as dotted quads.
 */
const DOTTED_NAME = /^[^.]+(\.[^.]+)+$/;

/**
 * Whether a host could be a site someone means to share. A bare word ("hello") parses as a URL
 * once https:// is prefixed, so without this any typo would be accepted. Loopback hosts pass
 * because local and test set-ups paste links such as http://127.0.0.1:4000/.
 */
function isPlausibleHost(hostname: string): boolean {
  if (hostname === 'localhost') return true;
  if (hostname.startsWith('[') && hostname.endsWith(']')) return true; // IPv6 literal
  return DOTTED_NAME.test(hostname);
}

/**
 * The link input rule: trimmed, https:// added when no http(s) scheme,
 * then it must parse with http(s), hold no whitespace and have a plausible host.
 * Answers the normalised href, or the "Please enter a valid URL." message.
 */
export function normalizeLink(text: unknown): NormalizedLink {
  if (typeof text !== 'string') return INVALID;
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return INVALID;

  const parsed = parseLinkText(trimmed);
  if (parsed === undefined) return INVALID;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return INVALID;
  if (!isPlausibleHost(parsed.hostname)) return INVALID;
  return { ok: true, url: parsed.href };
}
