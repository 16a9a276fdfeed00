import { apiPaths } from '../../config/paths';
import type { ImageProbe } from './image-probe';
import { isFaviconEntryFresh, type FaviconCacheEntry } from '../../lib/favicon-rules';
import { readJson, writeJson, type KeyValueStorage } from '../../lib/key-value-storage';

const KEY = 'quorum.favicons';
/** Plenty for a deal list; the oldest entries go first so local storage stays small. */
const MAX_ENTRIES = 300;

/**
 * The client favicon cache: one entry per domain (url, timestamp,
 * isValid), kept 7 days in local storage. A domain is checked once through the API (HEAD, then
 * GET); a failure, a blocked hosting domain (the API answers 404) or an image that does not load
 * is remembered as invalid, and the default logo is shown for 7 days without asking again.
 */
export function createFaviconCache({ storage, probe, now }: { storage: KeyValueStorage; probe: ImageProbe; now: () => number }) {
  const readAll = () => readJson<Record<string, FaviconCacheEntry>>(storage, KEY) ?? {};
  const save = (domain: string, entry: FaviconCacheEntry) => {
    const entries = Object.entries({ ...readAll(), [domain]: entry })
      .filter(([, value]) => isFaviconEntryFresh(value, now()))
      .sort(([, a], [, b]) => b.timestamp - a.timestamp)
      .slice(0, MAX_ENTRIES);
    writeJson(storage, KEY, Object.fromEntries(entries));
    return entry;
  };

  return {
    /** Every fresh entry, to start the app without asking again. */
    fresh(): Record<string, FaviconCacheEntry> {
      return Object.fromEntries(Object.entries(readAll()).filter(([, entry]) => isFaviconEntryFresh(entry, now())));
    },
    async resolve(domain: string): Promise<FaviconCacheEntry> {
      const cached = readAll()[domain];
      if (cached && isFaviconEntryFresh(cached, now())) return cached;
      const url = apiPaths.favicon(domain);
      return save(domain, { url, timestamp: now(), isValid: await probe(url) });
    },
    markInvalid(domain: string): FaviconCacheEntry {
      return save(domain, { url: apiPaths.favicon(domain), timestamp: now(), isValid: false });
    },
  };
}

export type FaviconCache = ReturnType<typeof createFaviconCache>;
