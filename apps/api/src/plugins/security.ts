import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { RateCounters } from '../lib/rate-limit/counters';
import { rateLimitingFor } from '../lib/rate-limit/rate-limiting';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters for limits a route adds itself (keyedRateLimit): shared by every instance on PostgreSQL. */
    rateCounters: RateCounters;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Same-origin for browsers: a state-changing request from another site is refused before any work. */
function isCrossSite(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  const host = request.headers.host;
  const requestOrigin = host ? `${request.protocol}://${host}` : undefined;
  return origin !== requestOrigin && !allowedOrigins.has(origin);
}

/**
 * helmet's headers for these options, computed once. @fastify/helmet builds helmet again on every
 * request (it supports per-route options and CSP nonces, which we use neither of): a tenth of a
 * signed-in GET's CPU time went to re-parsing the CSP directives.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers with a strict CSP (styles may be inline: MUI's emotion injects them), cross-site
 * refusal for state-changing calls, and the rate limiter routes opt into (shared by every instance
 * on PostgreSQL: lib/rate-limit).
 */
export const security = fp(
  async (app) => {
    const allowedOrigins = new Set([new URL(app.config.publicUrl).origin]);
    const headers = securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: app.config.secureCookies ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: app.config.secureCookies,
    });
    // JSON answers are never rendered, framed or embedded: the few headers that matter for an API
    // (OWASP's REST profile), not a page's dozen. Fewer bytes on every call of the apps.
    const apiHeaders: Record<string, string> = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      ...(headers['strict-transport-security'] ? { 'strict-transport-security': headers['strict-transport-security'] } : {}),
    };
    app.addHook('onRequest', (request, reply, done) => {
      void reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
      done();
    });

    // On PostgreSQL every instance counts in the database (a store of our own); on SQLite the plugin's memory store.
    const limiting = rateLimitingFor(app.db, app.clock, app.log);
    app.decorate('rateCounters', limiting.counters);
    app.addHook('onClose', () => limiting.stop());
    await app.register(rateLimit, {
      global: false,
      ...(limiting.store ? { store: limiting.store, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        success: false,
        error: 'Too many requests. Please wait and try again.',
      }),
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
      if (isCrossSite(request, allowedOrigins)) {
        return reply.code(403).send({ success: false, error: 'Cross-site requests are not allowed' });
      }
    });
  },
  { name: 'security', dependencies: ['app-context'] },
);
