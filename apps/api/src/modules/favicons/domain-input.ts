export interface DomainTarget {
  /** The cache key and what favicon URLs carry: lower-case, punycode, with a port only when not the default. */
  host: string;
  /** The host without port or IPv6 brackets, for the block list. */
  hostname: string;
  /** Set when the input named a scheme; otherwise https is tried first, then http. */
  scheme?: 'http' | 'https';
}

/**
 * Accepts what the client sends (a host or host/handle from the members app, a domain or a
 * URL) and keeps only the host: "acme.io", "https://www.acme.io/x" and "twitter.com/handle" all work.
 */
export function normalizeDomainInput(input: string): DomainTarget | undefined {
  const trimmed = input.trim();
  if (!trimmed || trimmed.length > 2048) return undefined;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `http://${trimmed}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const hostname = url.hostname.replace(/\.$/, '');
  if (!hostname || hostname.length > 253) return undefined;
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const host = url.port ? `${hostname}:${url.port}` : hostname;
  return { host, hostname: bare, ...(hasScheme ? { scheme: url.protocol === 'https:' ? 'https' : 'http' } : {}) };
}
