import type { FastifyBaseLogger } from 'fastify';
import { CONSTANTS } from '@quorum/domain';
import type { SafeFetcher } from '../../lib/safe-fetch';
import type { TaskExecutor } from '../../workers/executor';
import type { Clock } from '../../lib/clock';
import { isBlockedHost } from './blocked-hosts';
import { normalizeDomainInput, type DomainTarget } from './domain-input';
import type { FaviconCacheEntry, FaviconRepository } from './favicons.repository';
import { findIcon, type FoundIcon } from './icon-finder';
import { sniffImage, type IconContentType } from './image-sniff';

/** A miss is remembered for a day: long enough to spare the site, short enough for a new icon to appear. */
export const FAVICON_MISS_CACHE_MS = 24 * 60 * 60 * 1000;

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
}): FaviconService {
  const { repository, fetcher, pages, clock, log } = deps;
  // One fetch per domain at a time: a page of deals asks for the same icon from many places at once.
  const inFlight = new Map<string, Promise<FaviconLookup>>();

  const fresh = (entry: FaviconCacheEntry): boolean => {
    const lifetime = entry.isValid ? CONSTANTS.FAVICON_CACHE_MS : FAVICON_MISS_CACHE_MS;
    return clock.now().getTime() - entry.fetchedAt.getTime() < lifetime;
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
    await repository.pruneMisses(new Date(now.getTime() - FAVICON_MISS_CACHE_MS));
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
