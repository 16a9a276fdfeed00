import { CONSTANTS } from '../constants';
import { asText, readPath } from '../format/safe-read';
import { parseUrl } from '../links/url-parse';

/** A favicon cache entry (spec 1 section 3): where the icon is, when it was checked, and whether it loaded. */
export interface FaviconCacheEntry {
  readonly url: string;
  readonly timestamp: number;
  readonly isValid: boolean;
}

/** Entries live 7 days (spec 1 section 9); an entry from the future is not trusted either. */
export function isFaviconEntryFresh(entry: FaviconCacheEntry | null | undefined, nowMs: number): boolean {
  if (!entry || !Number.isFinite(entry.timestamp)) return false;
  const age = nowMs - entry.timestamp;
  return age >= 0 && age < CONSTANTS.FAVICON_CACHE_MS;
}

/** Spec 1 section 7: an icon answered with an html or xml content type is no icon. */
export function isAcceptableFaviconType(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').toLowerCase();
  return type !== '' && !type.includes('html') && !type.includes('xml');
}

function hostOf(url: string): string | undefined {
  return parseUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`)?.hostname.toLowerCase() || undefined;
}

/** The `domain` parameter of a query string, decoded; no URLSearchParams in the pure domain. */
function domainParam(query: string): string | undefined {
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key !== 'domain') continue;
    try {
      return asText(decodeURIComponent(value.replace(/\+/g, ' ')));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The domain whose icon a deal shows: the `domain` of its favicon asset (`/api/favicon?domain=…`),
 * else the host of its website. Undefined when neither says.
 */
export function faviconDomainOf(deal: unknown): string | undefined {
  const asset = asText(readPath(deal, 'assets', 'faviconAsset'));
  if (asset) {
    const query = asset.includes('?') ? asset.slice(asset.indexOf('?') + 1) : '';
    const domain = domainParam(query);
    if (domain) return domain.toLowerCase();
  }
  const url = asText(readPath(deal, 'url'));
  return url ? hostOf(url) : undefined;
}

/**
 * The favicons to warm when a list appears (spec 1 section 9): the first 5 distinct domains,
 * in batches of 3.
 */
export function faviconPrefetchBatches(domains: readonly (string | undefined)[]): string[][] {
  const distinct = [...new Set(domains.filter((domain): domain is string => typeof domain === 'string' && domain !== ''))].slice(0, CONSTANTS.FAVICON_PREFETCH_MAX);
  const batches: string[][] = [];
  for (let index = 0; index < distinct.length; index += CONSTANTS.FAVICON_PREFETCH_BATCH) batches.push(distinct.slice(index, index + CONSTANTS.FAVICON_PREFETCH_BATCH));
  return batches;
}
