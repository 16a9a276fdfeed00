import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  connections: number;
  seconds: number;
  /** Fixed total request rate (req/s) instead of as fast as possible. */
  rate?: number;
  /** A distinct client address per request (the harness is the trusted proxy): no per-IP limit is shared. */
  distinctClients?: boolean;
  /** Builds each request's body and headers afresh (unique uploads), instead of one fixed body. */
  perRequest?: () => { body: Buffer | string; headers: Record<string, string> };
  onResponse?: (status: number, body: string) => void;
  /**
   * Fires from a worker thread with its own event loop. For latency read while this process is
   * busy with other work (serving the loopback site, sending generate requests): in-process, that
   * work delays the load generator's own reads and shows up as the server's latency. Not with
   * perRequest or onResponse, which cannot cross into the worker.
   */
  ownThread?: boolean;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** The slowest answer of the run (ms). */
  max: number;
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Answers by HTTP status ("304": 51234): `ok` counts only the 2xx. */
  statusCodes: Record<string, number>;
}

let clientCounter = 0;
/** Client addresses from 198.18.0.0/15, the range set aside for benchmarks; they only ever appear in a header. */
export function nextClientAddress(): string {
  clientCounter += 1;
  return `198.${18 + ((clientCounter >> 16) & 1)}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

/** One load run with autocannon as a library, in this (the load-generator core's) process. */
export async function load(spec: LoadSpec): Promise<LoadResult> {
  const baseHeaders = { ...(spec.headers ?? {}) };
  const setupRequest = (request: autocannon.Request) => {
    const fresh = spec.perRequest?.();
    return {
      ...request,
      ...(fresh ? { body: fresh.body } : {}),
      headers: { ...request.headers, ...(fresh?.headers ?? {}), ...(spec.distinctClients ? { 'x-forwarded-for': nextClientAddress() } : {}) },
    } as autocannon.Request;
  };
  const needsSetup = spec.distinctClients || spec.perRequest;
  if (spec.ownThread && (needsSetup || spec.onResponse)) throw new Error('load: ownThread cannot take per-request functions');
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    ...(spec.rate ? { overallRate: spec.rate } : {}),
    ...(spec.ownThread ? { workers: 1 } : {}),
    timeout: 10,
    requests: [
      {
        method: spec.method ?? 'GET',
        path: spec.path,
        headers: baseHeaders,
        ...(spec.body !== undefined ? { body: spec.body } : {}),
        ...(needsSetup ? { setupRequest } : {}),
        ...(spec.onResponse ? { onResponse: (status: number, body: string) => spec.onResponse?.(status, body) } : {}),
      } as autocannon.Request,
    ],
  });
  const ok = result['2xx'];
  const total = ok + result.non2xx;
  const seconds = result.duration > 0 ? result.duration : spec.seconds;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats?.count ?? 0]));
  return { rps: total / seconds, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, total, ok, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, statusCodes };
}
