import type { SafeFetcher } from '../../../lib/safe-fetch';
import type { MaterialSource } from '../analysis/types';
import { htmlToText, type PageText } from './html-text';

/** Pages are read up to this size; the rest of a huge page adds nothing a deck does not. */
const PAGE_BYTES = 1024 * 1024;
const TEXT_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain', '']);

export interface WebsiteRead {
  source: MaterialSource;
  page: PageText | null;
}

/**
 * One website through the guarded fetcher (the address is the submitter's). A page that cannot be
 * fetched is still a source, marked unreadable with the reason, so the report can say so.
 */
export async function readWebsite(fetcher: SafeFetcher, id: string, url: string, title: string): Promise<WebsiteRead> {
  const unreadable = (note: string): WebsiteRead => ({ source: { id, kind: 'website', title, url, readable: false, note, text: '' }, page: null });
  const answer = await fetcher.fetch(url, { maxBytes: PAGE_BYTES, overflow: 'truncate', headers: { accept: 'text/html,application/xhtml+xml,text/plain;q=0.8' } });
  if (!answer.ok) return unreadable(`could not be fetched: ${answer.message}`);
  if (answer.status < 200 || answer.status >= 300) return unreadable(`the site answered HTTP ${answer.status}`);
  if (!TEXT_TYPES.has(answer.contentType)) return unreadable(`not a web page (${answer.contentType})`);
  const raw = answer.body.toString('utf8');
  const page = answer.contentType === 'text/plain' ? { title: null, description: null, siteName: null, twitterHandle: null, text: raw } : htmlToText(raw);
  const text = [page.title, page.description, page.text].filter(Boolean).join('\n');
  if (text.trim() === '') return unreadable('the page has no text');
  return { source: { id, kind: 'website', title, url, readable: true, text }, page };
}
