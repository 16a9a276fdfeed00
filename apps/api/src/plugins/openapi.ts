import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod schemas that validate every request, at
 * GET /api/docs (JSON). Registered before the routes so it sees all of them.
 */
export const openApi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Quorum API', version: '1.0.0', description: 'Every call the onboarding and members apps make.' },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: app.config.secureCookies ? '__Host-quorum_session' : 'quorum_session' } } },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['app-context'] },
);
