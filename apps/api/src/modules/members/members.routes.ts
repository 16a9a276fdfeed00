import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema } from '@quorum/domain';
import { z } from 'zod';
import { sendJson } from '../../lib/response-cache';
import { memberOf } from '../../plugins/access.types';
import { createMembersService } from './members.service';

const profileAnswerSchema = z.object({ profile: profileSchema.nullable() });

/** The signed-in member's own profile. Never cacheable: it follows the session. */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const members = createMembersService({ db: app.db, clock: app.clock });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/member/profile',
    { config: { access: 'signedIn' }, schema: { tags: ['members'], response: { 200: profileAnswerSchema } } },
    async (request, reply) => {
      const member = memberOf(request);
      // Made once per data version and member, like the deal lists (lib/response-cache.ts): under
      // load the profile row's read cost far more than the data version's (docs/bench.md, "The
      // signed-in read path"). The names come from the session, which every change to them refreshes.
      const current = await app.responseCache.current(`member-profile:${member.id}`);
      const answer = await current.answer(profileAnswerSchema, async () => ({ profile: await members.profileOf(member) }));
      return sendJson(reply.header('cache-control', 'no-store'), answer.json);
    },
  );

  typed.put(
    '/api/member/profile',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['members'], body: profileSchema.strict(), response: { 200: profileAnswerSchema } },
    },
    async (request, reply) => {
      const profile = await members.saveProfile(memberOf(request).id, request.body);
      reply.header('cache-control', 'no-store');
      return { profile };
    },
  );
}
