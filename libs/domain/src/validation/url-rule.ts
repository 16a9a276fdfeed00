/**
 * The url rule: must parse as a URL, https assumed when there is no scheme; the
 * no-website marker is accepted. The WHATWG URL class is reached through globalThis with a local
 * type: a global `declare class URL` would collide with @types/node in the spec build.
 */

/** The answer a website question stores when the applicant has no website. */
export const NO_WEBSITE = 'no-website';

interface ParsedUrl {
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
}
type UrlConstructor = new (input: string) => ParsedUrl;

function parseUrl(input: string): ParsedUrl | undefined {
  const UrlClass = (globalThis as unknown as { URL?: UrlConstructor }).URL;
  if (typeof UrlClass !== 'function') return undefined;
  try {
    return new UrlClass(input);
  } catch {
    return undefined;
  }
}

const HTTP_SCHEME = /^https?:\/\//i;
// "scheme:" as RFC 3986 spells it, but not "host:8080" (a port is digits after the colon).
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const TOP_LEVEL_DOMAIN = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

export function isNoWebsite(text: string): boolean {
  return typeof text === 'string' && text.trim().toLowerCase() === NO_WEBSITE;
}

/** Whether text is a usable website address: http(s), and a host with a dot, localhost or an IP. */
export function isWebsiteUrl(text: string): boolean {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return false;
  const hasHttpScheme = HTTP_SCHEME.test(trimmed);
  // mailto:, javascript:, ftp:// … are not websites, whatever https:// in front would make of them.
  if (!hasHttpScheme && ANY_SCHEME.test(trimmed)) return false;
  const url = parseUrl(hasHttpScheme ? trimmed : `https://${trimmed}`);
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  // Credentials in a website address are a typo at best ("name@example.com" in the wrong box).
  if (url.username !== '' || url.password !== '') return false;
  return isWebsiteHost(url.hostname);
}

function isWebsiteHost(hostname: string): boolean {
  if (hostname === 'localhost' || IPV4.test(hostname) || hostname.startsWith('[')) return true;
  const labels = hostname.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((label) => label !== '') && TOP_LEVEL_DOMAIN.test(topLevel);
}
