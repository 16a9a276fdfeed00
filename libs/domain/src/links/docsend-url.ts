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
 * instead of being sent as a URL (spec 2 section 4). Accepts text with or without a scheme.
 */
export function isDocsendUrl(url: unknown): boolean {
  const parsed = parseLinkText(url);
  if (parsed === undefined) return false;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return isDocsendHost(parsed.hostname);
}
