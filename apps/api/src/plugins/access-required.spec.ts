import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

/*
 * Rule: every /api route declares who may call it (config.access); a route that declares nothing
 * stops the server from starting, so no route is public by omission. Enforced in plugins/access.ts,
 * the onRoute hook that throws "Route <method> <url> does not declare who may call it". Without
 * that throw the undeclared route below would start and answer, and this spec fails.
 *
 * buildApp takes no extra plugins and is ready when it returns, so the spec reaches the app it
 * builds through Fastify's `fastify.initialization` diagnostics channel (published as each instance
 * is made) and registers its plugin into the first plugin context opened once the access plugin is
 * in place: among the app's own modules, as a route module of ours would be.
 */

/** Builds the real app with `extra` registered among its modules; answers the app (also when the build failed, to close it) and the build's outcome. */
async function buildWith(extra: FastifyPluginAsync): Promise<{ instance: FastifyInstance | undefined; built: Promise<TestApp> }> {
  let instance: FastifyInstance | undefined;
  let added = false;
  const onInit = (message: unknown) => {
    instance = (message as { fastify: FastifyInstance }).fastify;
    instance.addHook('onRegister', (context) => {
      if (added || !context.hasDecorator('routePolicies')) return;
      added = true;
      void context.register(extra);
    });
  };
  subscribe('fastify.initialization', onInit);
  // The SQLite file in every run: a build that fails leaves its database connection to this spec to close.
  const built = buildTestApp({ DATABASE_URL: '' }).finally(() => unsubscribe('fastify.initialization', onInit));
  await built.catch(() => undefined);
  return { instance, built };
}

describe('a route that declares no access policy', () => {
  it('stops the app from starting, naming the route', async () => {
    const { instance, built } = await buildWith(async (app) => {
      app.get('/api/undeclared', async () => ({ success: true }));
    });
    try {
      await expect(built).rejects.toThrow('Route GET /api/undeclared does not declare who may call it');
    } finally {
      // Closed either way: the failed build's instance, or the whole test app should the build succeed.
      await built.then((testApp) => testApp.close(), () => instance?.close());
    }
  });

  it('starts with the same route once it declares its policy, which then guards it', async () => {
    const { built } = await buildWith(async (app) => {
      app.get('/api/undeclared', { config: { access: 'admin' } }, async () => ({ success: true }));
    });
    const testApp = await built;
    try {
      expect(testApp.app.routePolicies).toContainEqual({ method: 'GET', url: '/api/undeclared', access: 'admin' });
      expect((await testApp.app.inject({ method: 'GET', url: '/api/undeclared' })).statusCode).toBe(401);
    } finally {
      await testApp.close();
    }
  });
});
