import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema } from '@quorum/domain';
import { z } from 'zod';
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
      reply.header('cache-control', 'no-store');
      return { profile: await members.profileOf(memberOf(request)) };
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
