import { isDocsendUrl } from './docsend-url';
import { parseLinkText } from './url-parse';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Stand-ins for DocSend in browser tests: the API treats the loopback `host:port` pairs of its
 * QUORUM_TEST_FETCH_ALLOW list as DocSend sites, and the client must agree or it would send such a
 * link as a website. Only loopback pairs with a port are kept, so a stray setting can never make
 * a real website count as a DocSend link.
 */
export function docsendStandInHosts(setting: unknown): string[] {
  const entries = Array.isArray(setting) ? setting : typeof setting === 'string' ? setting.split(',') : [];
  return entries
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => {
      const match = /^(.+):(\d{1,5})$/.exec(entry);
      return match !== null && LOOPBACK_HOSTS.has(match[1] ?? '') && Number(match[2]) > 0 && Number(match[2]) < 65_536;
    });
}

/**
 * Whether a link is a document-sharing link: a DocSend link, or a link to one
 * of the test stand-ins. Sharing links are checked on add and converted instead of sent as URLs.
 */
export function isSharingLink(url: unknown, standInHosts: readonly string[] = []): boolean {
  if (isDocsendUrl(url)) return true;
  if (standInHosts.length === 0) return false;
  const parsed = parseLinkText(url);
  return parsed !== undefined && standInHosts.includes(parsed.host.toLowerCase());
}
