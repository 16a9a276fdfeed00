import { DOCSEND_MESSAGES } from './docsend-messages';
import { parseLinkText } from './url-parse';

/**
 * Hosts that serve DocSend shares. Customers also get their own subdomains
 * ("acme.docsend.com"), and Dropbox serves DocSend links from docsend.dropbox.com.
 */
const DOCSEND_HOSTS = ['docsend.com', 'docsend.dropbox.com'] as const;

function isDocsendHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return DOCSEND_HOSTS.some((root) => host === root || host.endsWith(`.${root}`));
}

/**
 * Whether a link is a document-sharing (DocSend) link, which is converted to a PDF and uploaded
 * instead of being sent as a URL. Accepts text with or without a scheme.
 */
export function isDocsendUrl(url: unknown): boolean {
  const parsed = parseLinkText(url);
  if (parsed === undefined) return false;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return isDocsendHost(parsed.hostname);
}

export type ConvertibleDocsendLink = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string };

const NOT_CONVERTIBLE: ConvertibleDocsendLink = { ok: false, message: DOCSEND_MESSAGES.notConvertible };

/**
 * The one rule for a link that may be handed to the DocSend converter, which renders whatever it is
 * given (docs/security/docsend-links.md): https, on a DocSend host, on the default port, with no
 * user name or password, one link with no whitespace. The WHATWG URL parser decides what the host
 * is, exactly as the converter's own HTTP client will, so "docsend.com.evil.example",
 * "user@docsend.com@evil.example" and "evil.example/docsend.com" are all judged by their real host.
 * Text without a scheme gets https:// as the link input does. Answers the normalised href.
 */
export function convertibleDocsendLink(text: unknown): ConvertibleDocsendLink {
  if (typeof text !== 'string') return NOT_CONVERTIBLE;
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return NOT_CONVERTIBLE;
  const parsed = parseLinkText(trimmed);
  if (parsed === undefined || parsed.protocol !== 'https:') return NOT_CONVERTIBLE;
  if (parsed.username !== '' || parsed.password !== '' || parsed.port !== '') return NOT_CONVERTIBLE;
  if (!isDocsendHost(parsed.hostname)) return NOT_CONVERTIBLE;
  return { ok: true, url: parsed.href };
}
