import type { SafeFetcher } from '../../../lib/safe-fetch';
import { TaskBudgetExceeded, type TaskExecutor } from '../../../workers/executor';
import type { MaterialSource } from '../analysis/types';

/** What a web page tells the analysts: its visible text and the few meta fields reports show. */
export interface PageText {
  title: string | null;
  description: string | null;
  siteName: string | null;
  twitterHandle: string | null;
  text: string;
}

/** Pages are read up to this size; the rest of a huge page adds nothing a deck does not. */
export const PAGE_BYTES = 1024 * 1024;
const TEXT_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain', '']);

export interface WebsiteRead {
  source: MaterialSource;
  page: PageText | null;
}

/**
 * One website through the guarded fetcher (the address is the submitter's), read in the worker
 * within its time budget. A page that cannot be fetched or read is still a source, marked
 * unreadable with the reason, so the report can say so.
 */
export async function readWebsite(deps: { fetcher: SafeFetcher; executor: TaskExecutor }, id: string, url: string, title: string): Promise<WebsiteRead> {
  const unreadable = (note: string): WebsiteRead => ({ source: { id, kind: 'website', title, url, readable: false, note, text: '' }, page: null });
  const answer = await deps.fetcher.fetch(url, { maxBytes: PAGE_BYTES, overflow: 'truncate', headers: { accept: 'text/html,application/xhtml+xml,text/plain;q=0.8' } });
  if (!answer.ok) return unreadable(`could not be fetched: ${answer.message}`);
  if (answer.status < 200 || answer.status >= 300) return unreadable(`the site answered HTTP ${answer.status}`);
  if (!TEXT_TYPES.has(answer.contentType)) return unreadable(`not a web page (${answer.contentType})`);
  let page: PageText;
  if (answer.contentType === 'text/plain') {
    page = { title: null, description: null, siteName: null, twitterHandle: null, text: answer.body.toString('utf8') };
  } else {
    try {
      const { iconLinks: _icons, ...scanned } = await deps.executor.run('scanHtml', { body: answer.body, pageUrl: answer.finalUrl });
      page = scanned;
    } catch (error) {
      return unreadable(error instanceof TaskBudgetExceeded ? 'the page took too long to read' : 'the page could not be read');
    }
  }
  const text = [page.title, page.description, page.text].filter(Boolean).join('\n');
  if (text.trim() === '') return unreadable('the page has no text');
  return { source: { id, kind: 'website', title, url, readable: true, text }, page };
}
