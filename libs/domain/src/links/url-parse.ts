/**
 * The WHATWG `URL` class, reached through `globalThis` with a minimal local type.
 * Why not a global `declare class URL`: the spec tsconfig loads @types/node, which declares
 * `var URL` globally, and the two declarations would collide ("Duplicate identifier").
 */
export interface ParsedUrl {
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

type UrlConstructor = new (input: string, base?: string) => ParsedUrl;

const UrlClass = (globalThis as unknown as { URL: UrlConstructor }).URL;

/** Parses `input` as an absolute URL; undefined instead of the TypeError `new URL` throws. */
export function parseUrl(input: string): ParsedUrl | undefined {
  try {
    return new UrlClass(input);
  } catch {
    return undefined;
  }
}

const HTTP_SCHEME = /^https?:/i;
/** "scheme:" as RFC 3986 spells it, but not "host:8080" (a port is digits after the colon). */
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

export function hasHttpScheme(text: string): boolean {
  return HTTP_SCHEME.test(text);
}

/** True for "mailto:…", "javascript:…", "ftp://…": schemes a deal link must not carry. */
export function hasOtherScheme(text: string): boolean {
  return ANY_SCHEME.test(text) && !HTTP_SCHEME.test(text);
}

/** Parses pasted text the way the link input reads it: no scheme means https. */
export function parseLinkText(text: unknown): ParsedUrl | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (trimmed === '' || hasOtherScheme(trimmed)) return undefined;
  return parseUrl(hasHttpScheme(trimmed) ? trimmed : `https://${trimmed}`);
}
