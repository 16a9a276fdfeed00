import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

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
 * Security headers with a strict CSP (styles may be inline: MUI's emotion injects them), cross-site
 * refusal for state-changing calls, and the rate limiter routes opt into.
 */
export const security = fp(
  async (app) => {
    const allowedOrigins = new Set([new URL(app.config.publicUrl).origin]);
    await app.register(helmet, {
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

    await app.register(rateLimit, {
      global: false,
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
