import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSTANTS } from '@quorum/domain';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { createFaviconRepository } from './favicons.repository';
import { createFaviconService, type FaviconLookup } from './favicons.service';

const querySchema = z.object({ domain: z.string().min(1).max(2048) });
const errorSchema = z.object({ success: z.literal(false), error: z.string() });
const faviconUrlResponseSchema = z.object({ url: z.string() });
// Buffers skip the serializer, so this only documents the answer (and lets the typed reply send bytes).
const imageResponseSchema = z.any().describe('The icon bytes: image/png, image/x-icon, image/gif, image/jpeg or image/webp');

const ERRORS: Record<Extract<FaviconLookup, { found: false }>['reason'], string> = {
  invalid_domain: 'Not a domain or web address',
  blocked: 'No icon for sites on hosting platforms',
  not_found: 'No icon found for this domain',
};

/** Where the client's <img> should point for a domain's icon: our own endpoint, never the site itself. */
export function faviconPath(domain: string): string {
  return `/api/favicon?domain=${encodeURIComponent(domain)}`;
}

/**
 * GET /api/favicon serves a site's icon bytes; GET /api/favicon-url says where to find it, or ''
 * when there is none. HEAD comes free.
 */
export async function faviconRoutes(app: FastifyInstance): Promise<void> {
  const favicons = createFaviconService({
    repository: createFaviconRepository(app.db),
    fetcher: createSafeFetcher({ allowPrivate: app.config.testFetchAllow }),
    pages: app.workers.pages,
    clock: app.clock,
    log: app.log,
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/favicon',
    {
      config: { access: 'public' },
      preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }),
      schema: { tags: ['favicons'], querystring: querySchema, response: { 200: imageResponseSchema, 400: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const result = await favicons.lookup(request.query.domain);
      if (!result.found) return reply.code(result.reason === 'invalid_domain' ? 400 : 404).send({ success: false, error: ERRORS[result.reason] });
      return reply
        .type(result.contentType)
        .header('cache-control', `public, max-age=${CONSTANTS.FAVICON_CACHE_MS / 1000}`)
        // Bytes from a stranger's server: never sniffed into something else, never a document.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(result.body);
    },
  );

  typed.get(
    '/api/favicon-url',
    {
      config: { access: 'public' },
      preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }),
      schema: { tags: ['favicons'], querystring: querySchema, response: { 200: faviconUrlResponseSchema } },
    },
    async (request) => {
      const result = await favicons.lookup(request.query.domain);
      return { url: result.found ? faviconPath(result.domain) : '' };
    },
  );
}
