import { convertibleDocsendLink } from '@quorum/domain';
import type { SafeFetcher } from '../../lib/safe-fetch';

export type DocsendCheck = { ok: true; dataroom: boolean; unavailable: boolean; requiresPasscode: boolean } | { ok: false; reason: 'not_docsend' | 'check_failed'; message: string };

/** DocSend spaces (datarooms) live under /view/s/… and /s/…; single decks under /view/… and /v/…. */
const DATAROOM_PATH = /^\/(?:view\/s|s|view\/spaces?)\/[^/]+/i;
const UNAVAILABLE_TEXT = /no longer available|has been (?:disabled|removed|deleted)|link (?:has )?expired|this link is (?:disabled|expired|invalid)|access (?:has been )?revoked/i;
const DATAROOM_TEXT = /\b(?:data ?room|docsend space)\b/i;
const PASSCODE_TEXT = /enter (?:the )?passcode|requires a passcode/i;
const PAGE_BYTES = 512 * 1024;

/**
 * Whether the page has an input named, id'd or autocompleted as a passcode. Walked with indexOf,
 * each search starting after the previous tag's `>`, so every character is read a bounded number
 * of times. The pattern this replaces (`<input[^>]+(?:name|id|autocomplete)…`) backtracked over the
 * rest of the page from every `<input` with no `>`: 20 s for 512 KB, on the request thread.
 */
function hasPasscodeInput(html: string): boolean {
  const page = html.toLowerCase();
  let from = 0;
  for (;;) {
    const start = page.indexOf('<input', from);
    if (start === -1) return false;
    const end = page.indexOf('>', start);
    // A page cut at PAGE_BYTES may end inside a tag: the rest of it is that tag.
    const tag = page.slice(start, end === -1 ? undefined : end);
    if (tag.includes('passcode') && (tag.includes('name') || tag.includes('id') || tag.includes('autocomplete'))) return true;
    if (end === -1) return false;
    from = end + 1;
  }
}

/**
 * Whether a shared link can be converted (docs/flows/deal-submission.md), decided by its shape and by
 * the page the guarded fetcher gets back. Only https DocSend links are fetched (and, in tests, the
 * loopback stand-ins of the test allow list); an unreachable page is a check failure, not a verdict.
 */
export async function checkDocsendLink(fetcher: SafeFetcher, url: string, testHosts: readonly string[]): Promise<DocsendCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'not_docsend', message: 'not a URL' };
  }
  // The same rule as the converter's, so a link that passes the check can also be converted.
  if (!testHosts.includes(parsed.host.toLowerCase())) {
    const convertible = convertibleDocsendLink(url);
    if (!convertible.ok) return { ok: false, reason: 'not_docsend', message: convertible.message };
    parsed = new URL(convertible.url);
  }
  if (DATAROOM_PATH.test(parsed.pathname)) return { ok: true, dataroom: true, unavailable: false, requiresPasscode: false };

  const page = await fetcher.fetch(parsed.href, { maxBytes: PAGE_BYTES, overflow: 'truncate' });
  if (!page.ok) return { ok: false, reason: 'check_failed', message: page.message };
  if (page.status === 404 || page.status === 410 || page.status === 403) return { ok: true, dataroom: false, unavailable: true, requiresPasscode: false };
  if (page.status >= 400) return { ok: false, reason: 'check_failed', message: `HTTP ${page.status}` };
  const html = page.body.toString('utf8');
  return {
    ok: true,
    dataroom: DATAROOM_PATH.test(new URL(page.finalUrl).pathname) || DATAROOM_TEXT.test(html),
    unavailable: UNAVAILABLE_TEXT.test(html),
    requiresPasscode: hasPasscodeInput(html) || PASSCODE_TEXT.test(html),
  };
}
