import { isDocsendUrl } from './docsend-url';
import { normalizeLink } from './normalize-link';

/** The form for comparing links: the normalised href, else the trimmed text as typed. */
function comparable(link: string): string {
  const normalized = normalizeLink(link);
  return normalized.ok ? normalized.url : link.trim();
}

/**
 * Adds a link to the attached-links list (see docs/flows/deal-submission.md). The first list entry
 * becomes the main URL, so a website added while only DocSend links are attached goes first.
 * A link that is already present, or not a valid link, leaves the list as it was (copied).
 * `isSharing` says which links are document-sharing links (DocSend, or a test's stand-in).
 */
export function addLink(links: readonly string[], url: unknown, isSharing: (url: string) => boolean = isDocsendUrl): string[] {
  const current = Array.isArray(links) ? links.filter((link) => typeof link === 'string') : [];
  const normalized = normalizeLink(url);
  if (!normalized.ok) return [...current];

  const alreadyPresent = current.some((link) => comparable(link) === normalized.url);
  if (alreadyPresent) return [...current];

  const onlySharingLinks = current.every((link) => isSharing(link));
  if (onlySharingLinks && !isSharing(normalized.url)) return [normalized.url, ...current];
  return [...current, normalized.url];
}

export interface SplitLinks {
  /** Sent as the dossier's URL. */
  readonly mainUrl: string | undefined;
  /** Sent as secondary URLs. */
  readonly secondaryUrls: string[];
  /** Never sent as URLs: converted to PDF files and uploaded. */
  readonly docsendUrls: string[];
}

/** Sorts attached links into what the submission sends where. */
export function splitLinks(links: readonly unknown[], isSharing: (url: string) => boolean = isDocsendUrl): SplitLinks {
  const docsendUrls: string[] = [];
  const websites: string[] = [];
  for (const link of Array.isArray(links) ? links : []) {
    if (typeof link !== 'string' || link.trim() === '') continue;
    const text = link.trim();
    (isSharing(text) ? docsendUrls : websites).push(text);
  }
  const [mainUrl, ...secondaryUrls] = websites;
  return { mainUrl, secondaryUrls, docsendUrls };
}
