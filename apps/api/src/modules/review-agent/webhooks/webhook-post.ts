import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkUrl, createAllowList, resolveTarget, systemResolver, type ResolvedAddress, type Resolver } from '../../../lib/safe-fetch';
import { outboundSpan } from '../../../lib/tracing/spans';

export type PostResult = { ok: true; status: number } | { ok: false; message: string };

const TIMEOUT_MS = 10_000;

/** The socket may connect only to the addresses the guard checked (no second, rebindable DNS answer). */
function pinned(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const usable = addresses.filter((a) => !options.family || a.family === options.family);
    const list = usable.length > 0 ? usable : addresses;
    if (options.all) callback(null, list.map((a) => ({ address: a.address, family: a.family })));
    else callback(null, list[0]?.address ?? '', list[0]?.family ?? 4);
  };
}

/**
 * POSTs a JSON body, as given (its signature covers these exact bytes), to a webhook address the
 * submitter or an admin gave us, under the guarded fetcher's rules: its
 * URL check and its address check (loopback, private, link-local, metadata… refused; the test
 * allow list honoured), the socket pinned to the checked addresses. The guarded fetcher itself
 * only does GET and HEAD, so only the exchange is ours. Redirects are not followed: a webhook that
 * redirects has not accepted the call.
 */
export function postWebhook(url: string, json: string, headers: Record<string, string>, allowPrivate: readonly string[], resolver: Resolver = systemResolver): Promise<PostResult> {
  return outboundSpan('webhook', url, () => post(url, json, headers, allowPrivate, resolver), (result) => (result.ok ? undefined : 'not accepted'));
}

async function post(url: string, json: string, headers: Record<string, string>, allowPrivate: readonly string[], resolver: Resolver): Promise<PostResult> {
  const checked = checkUrl(url);
  if (!checked.ok) return { ok: false, message: checked.message };
  const resolved = await resolveTarget(checked.target, resolver, createAllowList(allowPrivate));
  if (!resolved.ok) return { ok: false, message: resolved.message };
  const body = Buffer.from(json, 'utf8');
  const { target } = checked;
  return new Promise((resolve) => {
    const request = (target.url.protocol === 'https:' ? https : http).request(
      {
        protocol: target.url.protocol,
        hostname: target.hostname,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length), 'user-agent': 'QuorumBot/1.0 (webhook)', ...headers },
        agent: false,
        lookup: pinned(resolved.addresses),
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume(); // the answer's body is not ours to read
        const status = response.statusCode ?? 0;
        resolve(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, message: `HTTP ${status}` });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ ok: false, message: error.message }));
    request.end(body);
  });
}
