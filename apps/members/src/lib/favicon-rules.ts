import { CONSTANTS } from '@quorum/domain';

/** How many favicons to warm when a list appears, and how many requests at once. */
export const FAVICON_PREFETCH_MAX = 5;
export const FAVICON_PREFETCH_BATCH = 3;

/** A favicon cache entry: where the icon is, when it was checked, and whether it loaded. */
export interface FaviconCacheEntry {
  readonly url: string;
  readonly timestamp: number;
  readonly isValid: boolean;
}

/** Entries live as long as the API's favicon cache; an entry from the future is not trusted either. */
export function isFaviconEntryFresh(entry: FaviconCacheEntry | null | undefined, nowMs: number): boolean {
  if (!entry || !Number.isFinite(entry.timestamp)) return false;
  const age = nowMs - entry.timestamp;
  return age >= 0 && age < CONSTANTS.FAVICON_CACHE_MS;
}

function textAt(value: unknown, ...keys: readonly string[]): string | undefined {
  let current: unknown = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' && current.trim() !== '' ? current.trim() : undefined;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** The `domain` parameter of a query string, decoded; a malformed escape counts as absent. */
function domainParam(query: string): string | undefined {
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key !== 'domain') continue;
    try {
      return decodeURIComponent(value.replace(/\+/g, ' ')).trim() || undefined;
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
  const asset = textAt(deal, 'assets', 'faviconAsset');
  if (asset) {
    const query = asset.includes('?') ? asset.slice(asset.indexOf('?') + 1) : '';
    const domain = domainParam(query);
    if (domain) return domain.toLowerCase();
  }
  const url = textAt(deal, 'url');
  return url ? hostOf(url) : undefined;
}

/** The favicons to warm when a list appears: the first 5 distinct domains, in batches of 3. */
export function faviconPrefetchBatches(domains: readonly (string | undefined)[]): string[][] {
  const distinct = [...new Set(domains.filter((domain): domain is string => typeof domain === 'string' && domain !== ''))].slice(0, FAVICON_PREFETCH_MAX);
  const batches: string[][] = [];
  for (let index = 0; index < distinct.length; index += FAVICON_PREFETCH_BATCH) batches.push(distinct.slice(index, index + FAVICON_PREFETCH_BATCH));
  return batches;
}
