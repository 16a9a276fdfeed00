import { outboundSpan } from '../tracing/spans';
import { exchange, REDIRECT_STATUSES } from './http-exchange';
import { DEFAULT_PORTS, resolveTarget, systemResolver } from './resolve-target';
import { failure, type SafeFetcher, type SafeFetcherOptions, type SafeFetchInit, type SafeFetchResult } from './types';
import { checkUrl, createAllowList, type AllowList } from './url-policy';

export const SAFE_FETCH_DEFAULTS = {
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  userAgent: 'QuorumBot/1.0 (+https://quorum.invalid)',
  accept: 'text/html,application/xhtml+xml,image/*;q=0.9,*/*;q=0.5',
} as const;

type Settings = Required<Omit<SafeFetcherOptions, 'allowPrivate' | 'allowedPorts'>> & { allowList: AllowList; allowedPorts: ReadonlySet<number> };

/**
 * The one way the server fetches an address a user gave us. Every hop is checked (scheme,
 * credentials, every resolved address) and the socket connects only to the address that passed.
 * Failures come back as values; nothing here throws for a bad address or a bad network.
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const settings: Settings = {
    resolver: options.resolver ?? systemResolver,
    connectTimeoutMs: options.connectTimeoutMs ?? SAFE_FETCH_DEFAULTS.connectTimeoutMs,
    totalTimeoutMs: options.totalTimeoutMs ?? SAFE_FETCH_DEFAULTS.totalTimeoutMs,
    maxBytes: options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes,
    maxRedirects: options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects,
    userAgent: options.userAgent ?? SAFE_FETCH_DEFAULTS.userAgent,
    allowList: createAllowList(options.allowPrivate ?? []),
    allowedPorts: options.allowedPorts ? new Set(options.allowedPorts) : DEFAULT_PORTS,
  };
  return {
    fetch(url, init = {}) {
      return outboundSpan(
        'fetch',
        url,
        async () => {
          const controller = new AbortController();
          const deadline = setTimeout(() => controller.abort(), settings.totalTimeoutMs);
          try {
            return await followHops(url, init, settings, controller.signal);
          } finally {
            clearTimeout(deadline);
          }
        },
        (result) => (result.ok ? undefined : result.reason),
      );
    },
  };
}

async function followHops(startUrl: string, init: SafeFetchInit, settings: Settings, signal: AbortSignal): Promise<SafeFetchResult> {
  const method = init.method ?? 'GET';
  const headers = buildHeaders(init, settings);
  let current: string = startUrl;
  for (let redirects = 0; ; redirects += 1) {
    const checked = checkUrl(current);
    if (!checked.ok) return checked;
    const resolved = await untilAborted(resolveTarget(checked.target, settings.resolver, settings.allowList, settings.allowedPorts), signal);
    if (!resolved) return failure('timeout', 'The fetch took too long');
    if (!resolved.ok) return resolved;

    const answer = await exchange({
      target: checked.target,
      addresses: resolved.addresses,
      method,
      headers,
      maxBytes: init.maxBytes ?? settings.maxBytes,
      overflow: init.overflow ?? 'fail',
      headersTimeoutMs: settings.connectTimeoutMs,
      signal,
    });
    if (!answer.ok) return answer;

    const location = answer.headers.location;
    if (REDIRECT_STATUSES.has(answer.status) && location) {
      if (redirects >= settings.maxRedirects) return failure('too_many_redirects', `More than ${settings.maxRedirects} redirects`);
      try {
        current = new URL(location, checked.target.url).href;
      } catch {
        return failure('redirect_invalid', 'The redirect points to an invalid address');
      }
      continue;
    }
    return {
      ok: true,
      status: answer.status,
      headers: answer.headers,
      body: answer.body,
      finalUrl: checked.target.url.href,
      contentType: mediaType(answer.headers['content-type']),
      truncated: answer.truncated,
    };
  }
}

function buildHeaders(init: SafeFetchInit, settings: Settings): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': settings.userAgent, accept: SAFE_FETCH_DEFAULTS.accept };
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
  // The socket decides Host from the checked URL; the body cap counts bytes we actually decode.
  delete headers['host'];
  headers['accept-encoding'] = 'identity';
  return headers;
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** DNS lookups cannot be cancelled, so the deadline races them; undefined means time ran out. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
