import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIX = '/api';
const ONBOARDING_PREFIX = '/apply';

async function notFound(_request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  return reply.code(404).send({ success: false, error: 'Not found' });
}

/** A GET under an app's prefix gets its index.html, so client-side routes survive a reload. */
function appShell(available: boolean, root: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (!available || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  };
}

/**
 * Serves the two built single-page apps from one origin: onboarding under /apply, members everywhere else.
 * Unknown /api paths stay JSON 404s; every other GET falls back to the owning app's index.html so
 * client-side routes survive a reload.
 */
export async function webApps(app: FastifyInstance, options: { webRoot: string }): Promise<void> {
  const membersRoot = path.join(options.webRoot, 'members');
  const onboardingRoot = path.join(options.webRoot, 'onboarding');
  const hasMembers = existsSync(path.join(membersRoot, 'index.html'));
  const hasOnboarding = existsSync(path.join(onboardingRoot, 'index.html'));

  if (hasMembers) {
    await app.register(fastifyStatic, { root: membersRoot, prefix: '/', wildcard: false, index: false });
  }
  if (hasOnboarding) {
    await app.register(fastifyStatic, {
      root: onboardingRoot,
      prefix: `${ONBOARDING_PREFIX}/`,
      decorateReply: !hasMembers,
      wildcard: false,
      index: false,
    });
  }

  // 404 handlers are chosen by prefix on the decoded path, as routes are, never by the raw URL:
  // `/%61pi/x` is an API path for the router, so it must get the API's JSON 404, not a page.
  await app.register(
    async (api) => {
      api.setNotFoundHandler(notFound);
    },
    { prefix: API_PREFIX },
  );
  await app.register(
    async (onboarding) => {
      onboarding.setNotFoundHandler(appShell(hasOnboarding, onboardingRoot));
    },
    { prefix: ONBOARDING_PREFIX },
  );
  app.setNotFoundHandler(appShell(hasMembers, membersRoot));
}
