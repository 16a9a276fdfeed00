import type { FastifyBaseLogger } from 'fastify';
import { CONSTANTS } from '@quorum/domain';
import type { SafeFetcher } from '../../lib/safe-fetch';
import type { TaskExecutor } from '../../workers/executor';
import type { Clock } from '../../lib/clock';
import { isBlockedHost } from './blocked-hosts';
import { normalizeDomainInput, type DomainTarget } from './domain-input';
import type { FaviconCacheEntry, FaviconCacheLimits, FaviconRepository } from './favicons.repository';
import { findIcon, type FoundIcon } from './icon-finder';
import { sniffImage, type IconContentType } from './image-sniff';

/** A miss is remembered for a day: long enough to spare the site, short enough for a new icon to appear. */
export const FAVICON_MISS_CACHE_MS = 24 * 60 * 60 * 1000;

/**
 * Anyone can fill the cache by naming domains, so it is bounded (docs/security/storage-quotas.md).
 * 32 MB holds 128 icons of the largest size we keep (256 KB) and thousands of ordinary ones (a few
 * KB), more than the company sites a club's deal lists show, and is small beside any disk we run on.
 * 10,000 entries bound the remembered misses (about 100 bytes each, which the byte budget alone
 * would let reach 300,000 rows) and keep the eviction's sort over the table short.
 */
export const FAVICON_CACHE_LIMITS: FaviconCacheLimits = { maxBytes: 32 * 1024 * 1024, maxEntries: 10_000 };

/**
 * Over a limit, the cache is cut to this share of it. Summing the table costs about a millisecond
 * at its largest; sorting it to choose what goes costs tens (on SQLite, on the request thread).
 * The slack makes the sort rare: under a flood of new domains it runs once per tenth of the cache.
 */
export const FAVICON_CACHE_LOW_WATER = 0.9;

export type FaviconLookup =
  | { found: true; domain: string; contentType: IconContentType; body: Buffer }
  | { found: false; reason: 'invalid_domain' | 'blocked' | 'not_found' };

export interface FaviconService {
  /** The icon for a host, a host/handle or a URL: from the cache while fresh, else fetched once. */
  lookup(input: string): Promise<FaviconLookup>;
}

export function createFaviconService(deps: {
  repository: FaviconRepository;
  fetcher: SafeFetcher;
  /** Home pages are read off the request thread (plugins/workers.ts). */
  pages: TaskExecutor;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** FAVICON_CACHE_LIMITS unless given (tests use small ones). */
  limits?: Partial<FaviconCacheLimits>;
}): FaviconService {
  const { repository, fetcher, pages, clock, log } = deps;
  const limits: FaviconCacheLimits = { ...FAVICON_CACHE_LIMITS, ...deps.limits };
  // One fetch per domain at a time: a page of deals asks for the same icon from many places at once.
  const inFlight = new Map<string, Promise<FaviconLookup>>();

  const fresh = (entry: FaviconCacheEntry): boolean => {
    const lifetime = entry.isValid ? CONSTANTS.FAVICON_CACHE_MS : FAVICON_MISS_CACHE_MS;
    return clock.now().getTime() - entry.fetchedAt.getTime() < lifetime;
  };

  // The table only grows here, so bounding it after each write bounds it always. Expired entries go
  // first (no lookup would serve them), then, once over a limit, the oldest down to the low water.
  const trim = async (now: Date) => {
    await repository.pruneExpired({
      iconsBefore: new Date(now.getTime() - CONSTANTS.FAVICON_CACHE_MS),
      missesBefore: new Date(now.getTime() - FAVICON_MISS_CACHE_MS),
    });
    const usage = await repository.usage();
    if (usage.bytes <= limits.maxBytes && usage.entries <= limits.maxEntries) return;
    await repository.evictOverLimits({
      maxBytes: Math.floor(limits.maxBytes * FAVICON_CACHE_LOW_WATER),
      maxEntries: Math.floor(limits.maxEntries * FAVICON_CACHE_LOW_WATER),
    });
  };

  const refresh = async (domain: DomainTarget): Promise<FaviconLookup> => {
    let icon: FoundIcon | undefined;
    try {
      icon = await findIcon(domain, { fetcher, pages });
    } catch (error) {
      // The fetcher returns failures as values; reaching here is a bug, and a miss is still the right answer.
      log?.error({ err: error, domain: domain.host }, 'favicon lookup failed');
      icon = undefined;
    }
    const now = clock.now();
    await repository.save({
      domain: domain.host,
      url: icon?.url ?? null,
      contentType: icon?.contentType ?? null,
      body: icon?.body ?? null,
      isValid: icon !== undefined,
      fetchedAt: now,
    });
    await trim(now);
    return icon ? { found: true, domain: domain.host, contentType: icon.contentType, body: icon.body } : { found: false, reason: 'not_found' };
  };

  return {
    async lookup(input) {
      const domain = normalizeDomainInput(input);
      if (!domain) return { found: false, reason: 'invalid_domain' };
      if (isBlockedHost(domain.hostname)) return { found: false, reason: 'blocked' };

      const fetching = inFlight.get(domain.host);
      if (fetching) return fetching;
      const cached = await repository.find(domain.host);
      if (cached && fresh(cached)) return fromCache(cached);

      // Checked again: another lookup of this domain may have started while the cache was read.
      const pending = inFlight.get(domain.host);
      if (pending) return pending;
      const started = refresh(domain).finally(() => inFlight.delete(domain.host));
      inFlight.set(domain.host, started);
      return started;
    },
  };
}

/** Cached bytes are sniffed again: the type we serve always comes from the bytes we serve. */
function fromCache(entry: FaviconCacheEntry): FaviconLookup {
  const contentType = entry.isValid && entry.body ? sniffImage(entry.body) : undefined;
  return contentType && entry.body ? { found: true, domain: entry.domain, contentType, body: entry.body } : { found: false, reason: 'not_found' };
}
