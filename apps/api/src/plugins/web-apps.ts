import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ONBOARDING_PREFIX = '/apply';

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

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ success: false, error: 'Not found' });
    }
    const isOnboarding = pathname === ONBOARDING_PREFIX || pathname.startsWith(`${ONBOARDING_PREFIX}/`);
    if (isOnboarding && hasOnboarding) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', onboardingRoot);
    }
    if (!isOnboarding && hasMembers) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', membersRoot);
    }
    return reply.code(404).send({ success: false, error: 'Not found' });
  });
}
