import { canonicalAddress } from './address-policy';
import { failure, type SafeFetchFailure } from './types';

export interface TargetUrl {
  url: URL;
  /** The hostname without IPv6 brackets: what DNS, the socket and TLS SNI see. */
  hostname: string;
  port: number;
  /** The host is an IP literal: nothing to resolve, the address itself is checked. */
  literal: boolean;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/**
 * Checks a URL before anything resolves or connects: http(s) only, no credentials. The WHATWG
 * parser has already turned numeric tricks (127.1, 0x7f000001, 2130706433) into dotted IPv4.
 */
export function checkUrl(raw: string | URL): { ok: true; target: TargetUrl } | SafeFetchFailure {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return failure('invalid_url', 'The address is not a valid URL');
  }
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined) return failure('unsupported_scheme', `Only http and https may be fetched, not ${url.protocol}`);
  if (url.username || url.password) return failure('credentials_in_url', 'Addresses with credentials are refused');
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (!hostname) return failure('invalid_url', 'The address has no host');
  const port = url.port ? Number(url.port) : defaultPort;
  return { ok: true, target: { url, hostname, port, literal: canonicalAddress(hostname) !== undefined } };
}

export interface AllowList {
  /** True when `host:port` was listed; host may be a hostname as written or an address. */
  allows(host: string, port: number): boolean;
}

/**
 * The test-only escape hatch. Entries without an explicit port are ignored: "127.0.0.1" alone
 * would open every loopback service, which is exactly what the guard exists to stop.
 */
export function createAllowList(entries: readonly string[]): AllowList {
  const keys = new Set<string>();
  for (const entry of entries) {
    const trimmed = entry.trim();
    if (!/:\d+$/.test(trimmed)) continue;
    try {
      const url = new URL(`http://${trimmed}`);
      keys.add(keyFor(url.hostname, Number(trimmed.slice(trimmed.lastIndexOf(':') + 1))));
    } catch {
      continue;
    }
  }
  return { allows: (host, port) => keys.size > 0 && keys.has(keyFor(host, port)) };
}

function keyFor(host: string, port: number): string {
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  const canonical = canonicalAddress(bare) ?? bare.toLowerCase().replace(/\.$/, '');
  return `${canonical}:${port}`;
}
