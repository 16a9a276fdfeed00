import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { RateCounters } from '../lib/rate-limit/counters';
import { rateLimitingFor } from '../lib/rate-limit/rate-limiting';
import { guardStateChange, isApiRoute } from './cross-site-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters for limits a route adds itself (keyedRateLimit): shared by every instance on PostgreSQL. */
    rateCounters: RateCounters;
  }
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
 * Security headers with a strict CSP (styles may be inline: MUI's emotion injects them), refusal of
 * state-changing calls from other sites or, with the session cookie, from anything but our client
 * (cross-site-guard.ts), and the rate limiter routes opt into (shared by every instance
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
    // Chosen by the route the router matched, never by the raw URL (docs/security/cross-site-requests.md):
    // an unmatched request gets the page headers, the full set, since it may be answered with a page.
    app.addHook('onRequest', (request, reply, done) => {
      void reply.headers(isApiRoute(request) ? apiHeaders : headers);
      done();
    });

    // On PostgreSQL every instance counts in the database (a store of our own); on SQLite the plugin's memory store.
    const limiting = rateLimitingFor(app.db, app.clock, app.log);
    app.decorate('rateCounters', limiting.counters);
    app.addHook('onClose', () => limiting.stop());
    // Test-only (refused in production by the configuration): each route's own limit, multiplied.
    const factor = app.config.testRateLimitFactor;
    if (factor > 1) {
      app.addHook('onRoute', (route) => {
        const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
        if (limit && typeof limit.max === 'number') (route.config as { rateLimit: object }).rateLimit = { ...limit, max: limit.max * factor };
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(limiting.store ? { store: limiting.store, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        success: false,
        error: 'Too many requests. Please wait and try again.',
      }),
    });

    // Every state-changing request, matched route or not, so no spelling of a path can skip it.
    // The session cookie's name is read when a request comes: the access plugin registers after this one.
    const sessionCookieName = () => app.sessionCookie.name;
    // A callback hook: a safe method (every read) passes at once, without a promise per request.
    const guard = { allowedOrigins, sessionCookieName };
    app.addHook('onRequest', (request, reply, done) => {
      if (!guardStateChange(request, reply, guard)) done();
    });
  },
  { name: 'security', dependencies: ['app-context'] },
);
