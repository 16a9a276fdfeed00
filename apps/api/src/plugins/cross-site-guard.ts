import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QUORUM_CLIENT_HEADER } from '@quorum/domain';

// The rules, and why each exists: docs/security/cross-site-requests.md.

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route never reads the session: a token in its URL is its only credential (the one-click
     * unsubscribe, which a mail program or a plain HTML form posts). A cookie gives a page nothing
     * to borrow there, so the cookie rule does not apply; the cross-site rule still does.
     */
    sessionless?: boolean;
  }
}

/** Methods a browser may send across sites freely because they must not change anything. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_ERROR = 'Cross-site requests are not allowed';
export const NOT_OUR_CLIENT_ERROR = `Requests that change data must be sent as JSON (Content-Type: application/json) or with the ${QUORUM_CLIENT_HEADER} header`;

/** Every method but the safe ones, including ones Fastify may learn later: the guard fails closed. */
export function changesState(method: string): boolean {
  return !SAFE_METHODS.has(method);
}

/**
 * Whether the router matched one of the API's routes. The router decides on the decoded path
 * (`/%61pi/health` is `/api/health`), so the raw `request.url` must never be used for this.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}

/** Same-origin for browsers: what Sec-Fetch-Site says, else the Origin against ours and PUBLIC_URL's. */
export function isCrossSite(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  const host = request.headers.host;
  const requestOrigin = host ? `${request.protocol}://${host}` : undefined;
  return origin !== requestOrigin && !allowedOrigins.has(origin);
}

/** The media type of a Content-Type value, without parameters, lower-cased (RFC 9110 section 8.3.1). */
function mediaTypeOf(contentType: string | undefined): string {
  if (!contentType) return '';
  const end = contentType.indexOf(';');
  return (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase();
}

/**
 * A request a page on another origin could not have sent without a CORS preflight: a JSON body or
 * our custom header. HTML forms and `fetch(..., { mode: 'no-cors' })` can only send the three
 * "simple" content types (form-urlencoded, multipart, text/plain) and no custom header.
 */
export function sentByOurClient(request: FastifyRequest): boolean {
  const header = request.headers[QUORUM_CLIENT_HEADER];
  if (typeof header === 'string' && header.trim() !== '') return true;
  return mediaTypeOf(request.headers['content-type']) === 'application/json';
}

/**
 * Whether the request carries a session cookie with a value. Read from the raw Cookie header with
 * @fastify/cookie's parser because this runs before that plugin's own onRequest hook.
 */
export function carriesSessionCookie(request: FastifyRequest, cookieName: string): boolean {
  const header = request.headers.cookie;
  if (!header) return false;
  return Boolean(fastifyCookie.parse(header)[cookieName]);
}

/**
 * Refuses, before any work and whatever the path, a state-changing request a browser sent from
 * another site, and a cookie-authenticated one our client did not send. Returns the reply when it
 * refused, undefined to let the request go on.
 */
export function guardStateChange(request: FastifyRequest, reply: FastifyReply, options: { allowedOrigins: ReadonlySet<string>; sessionCookieName: () => string }): FastifyReply | undefined {
  if (!changesState(request.method)) return undefined;
  if (isCrossSite(request, options.allowedOrigins)) return reply.code(403).send({ success: false, error: CROSS_SITE_ERROR });
  if (!sentByOurClient(request) && !request.routeOptions.config?.sessionless && carriesSessionCookie(request, options.sessionCookieName())) {
    return reply.code(403).send({ success: false, error: NOT_OUR_CLIENT_ERROR });
  }
  return undefined;
}
