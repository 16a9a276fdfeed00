import { capitalise } from '../format/safe-read';
import { isDocsendUrl } from '../links';
import { parseLinkText } from '../links/url-parse';

export const DEAL_NAME_FALLBACK = 'Submitted Deal';
export const DEAL_NAME_DOCSEND = 'Submitted Docsend Documents';

/**
 * The deal name shown while a review runs: the first label of
 * the first URL's host, without a leading "www.", capitalised ("https://www.acme.io" gives
 * "Acme"). A DocSend host names nothing about the company, hence its fixed name.
 */
export function dealNameFromUrl(url: unknown): string {
  if (typeof url !== 'string' || url.trim() === '') return DEAL_NAME_FALLBACK;
  const text = url.trim();
  if (isDocsendUrl(text)) return DEAL_NAME_DOCSEND;

  const label = (parseLinkText(text)?.hostname ?? '').replace(/^www\./, '').split('.')[0] ?? '';
  return label === '' ? DEAL_NAME_FALLBACK : capitalise(label);
}

/**
 * A submitted deal's name, the same in the submit flow (its processing dialog and email) and in the
 * API (the report, the lists, the review): its website's name, else the DocSend name for a deal of
 * shared decks only, else the fallback (the form puts a website ahead of DocSend links, so this is
 * the first URL's name).
 */
export function dealNameOf(mainUrl: string | null | undefined, docsendUrl?: string | null): string {
  if (mainUrl) return dealNameFromUrl(mainUrl);
  return docsendUrl ? dealNameFromUrl(docsendUrl) : DEAL_NAME_FALLBACK;
}
