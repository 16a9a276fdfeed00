import type { IncomingHttpHeaders } from 'node:http';

export type SafeFetchFailureReason =
  | 'invalid_url'
  | 'unsupported_scheme'
  | 'credentials_in_url'
  | 'dns_failed'
  | 'blocked_address'
  | 'blocked_port'
  | 'redirect_invalid'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'network_error';

export interface SafeFetchSuccess {
  ok: true;
  /** Any HTTP status, 4xx and 5xx included: the exchange worked, the caller judges the answer. */
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The address of the last hop, after redirects. */
  finalUrl: string;
  /** The media type without parameters, lower-cased; '' when the server sent none. */
  contentType: string;
  /** True only with `overflow: 'truncate'`, when the body was cut at the cap. */
  truncated: boolean;
}

export interface SafeFetchFailure {
  ok: false;
  reason: SafeFetchFailureReason;
  message: string;
}

export type SafeFetchResult = SafeFetchSuccess | SafeFetchFailure;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Turns a hostname into every address it has (dns.lookup with all: true by default; tests inject one). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetcherOptions {
  /**
   * Exact `host:port` pairs that may be reached although private (the loopback servers tests
   * start; config QUORUM_TEST_FETCH_ALLOW). A host is a hostname as written in the URL or an address.
   */
  allowPrivate?: readonly string[];
  resolver?: Resolver;
  /**
   * Ports a public host may be reached on; default 80 and 443. Other ports are where mail relays,
   * databases and admin panels listen, and no website we fetch needs them. Allow-listed pairs pass.
   */
  allowedPorts?: readonly number[];
  /** Per hop: from the start of the connection until the response headers arrive. */
  connectTimeoutMs?: number;
  /** The whole fetch: every lookup, redirect and the body. */
  totalTimeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

export interface SafeFetchInit {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  /** A lower (or higher) cap for this one fetch. */
  maxBytes?: number;
  /** 'fail' (default) aborts beyond the cap; 'truncate' keeps the first maxBytes and stops reading. */
  overflow?: 'fail' | 'truncate';
}

export interface SafeFetcher {
  fetch(url: string, init?: SafeFetchInit): Promise<SafeFetchResult>;
}

export function failure(reason: SafeFetchFailureReason, message: string): SafeFetchFailure {
  return { ok: false, reason, message };
}
