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
