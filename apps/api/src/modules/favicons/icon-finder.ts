import type { SafeFetcher, SafeFetchSuccess } from '../../lib/safe-fetch';
import type { TaskExecutor } from '../../workers/executor';
import { isBlockedHost } from './blocked-hosts';
import type { DomainTarget } from './domain-input';
import { sniffImage, type IconContentType } from './image-sniff';

export const ICON_MAX_BYTES = 256 * 1024;
/** Home pages put their icon links in <head>; reading further only costs time. */
export const HTML_SCAN_LIMIT = 256 * 1024;
/** Declared icons tried before /favicon.ico; each costs a fetch, and the first few are the real ones. */
const MAX_DECLARED_CANDIDATES = 3;
/**
 * No new fetch starts after this much wall time (each fetch has its own 5 s / 10 s limits), so a
 * slow site cannot hold a request for a minute. Elapsed time, not the app clock: it measures the network.
 */
export const SEARCH_BUDGET_MS = 20_000;

const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
const ICON_ACCEPT = 'image/png,image/x-icon,image/vnd.microsoft.icon,image/gif,image/jpeg,image/webp;q=0.9,image/*;q=0.5';

export interface IconSources {
  fetcher: SafeFetcher;
  /** Reads the home page off the request thread, within its time budget. */
  pages: TaskExecutor;
}

export interface FoundIcon {
  url: string;
  contentType: IconContentType;
  body: Buffer;
}

/**
 * Finds a site's icon the way a browser would: the home page's declared icons, then /favicon.ico.
 * Every fetch goes through the guarded fetcher; anything that is not a real raster image is skipped.
 */
export async function findIcon(target: DomainTarget, { fetcher, pages }: IconSources): Promise<FoundIcon | undefined> {
  const started = performance.now();
  const page = await fetchHomePage(target, fetcher);
  if (!page) return undefined;
  // A custom domain that redirects onto a site builder would give us the builder's icon.
  if (isBlockedHost(new URL(page.finalUrl).hostname)) return undefined;

  const declared = page.status < 300 && isMarkup(page.contentType) ? await declaredIcons(page, pages) : [];
  const candidates = [...new Set([...declared.slice(0, MAX_DECLARED_CANDIDATES), new URL('/favicon.ico', page.finalUrl).href])];
  for (const url of candidates) {
    if (performance.now() - started > SEARCH_BUDGET_MS) return undefined;
    const icon = await fetchIcon(url, fetcher);
    if (icon) return icon;
  }
  return undefined;
}

/** A page that cannot be read within its budget declares nothing: /favicon.ico is still tried. */
async function declaredIcons(page: SafeFetchSuccess, pages: TaskExecutor): Promise<string[]> {
  try {
    return (await pages.run('scanHtml', { body: page.body, pageUrl: page.finalUrl })).iconLinks;
  } catch {
    return [];
  }
}

async function fetchHomePage(target: DomainTarget, fetcher: SafeFetcher): Promise<SafeFetchSuccess | undefined> {
  const schemes = target.scheme ? [target.scheme] : (['https', 'http'] as const);
  for (const scheme of schemes) {
    const page = await fetcher.fetch(`${scheme}://${target.host}/`, {
      headers: { accept: PAGE_ACCEPT },
      maxBytes: HTML_SCAN_LIMIT,
      overflow: 'truncate',
    });
    if (page.ok) return page;
    // Only a failed connection is worth a second try over plain http; a refusal or a timeout is final.
    if (page.reason !== 'network_error') return undefined;
  }
  return undefined;
}

async function fetchIcon(url: string, fetcher: SafeFetcher): Promise<FoundIcon | undefined> {
  const answer = await fetcher.fetch(url, { headers: { accept: ICON_ACCEPT }, maxBytes: ICON_MAX_BYTES });
  if (!answer.ok || answer.status < 200 || answer.status >= 300) return undefined;
  const contentType = sniffImage(answer.body);
  return contentType ? { url: answer.finalUrl, contentType, body: answer.body } : undefined;
}

function isMarkup(contentType: string): boolean {
  return contentType === '' || contentType.includes('html') || contentType.includes('xml');
}
