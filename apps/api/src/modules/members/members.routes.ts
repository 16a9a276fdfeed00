import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema, type Profile } from '@quorum/domain';
import { z } from 'zod';
import { memberOf } from '../../plugins/access.types';
import { createMembersRepository, type MemberRow, type ProfileRow } from './members.repository';

function toProfile(member: Pick<MemberRow, 'firstName' | 'lastName'>, row: ProfileRow): Profile {
  return {
    ...(member.firstName ? { firstName: member.firstName } : {}),
    ...(member.lastName ? { lastName: member.lastName } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
    socialProfiles: row.socialProfiles,
    preferences: row.preferences,
  };
}

const profileAnswerSchema = z.object({ profile: profileSchema.nullable() });

/** The signed-in member's own profile. Never cacheable: it follows the session. */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const members = createMembersRepository(app.db);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const profileOf = async (member: Pick<MemberRow, 'id' | 'firstName' | 'lastName'> | undefined) => {
    const row = member ? await members.findProfile(member.id) : undefined;
    return { profile: member && row ? toProfile(member, row) : null };
  };

  typed.get(
    '/api/member/profile',
    { config: { access: 'signedIn' }, schema: { tags: ['members'], response: { 200: profileAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The session lookup has just read the member's names: only the profile row is left to read.
      return profileOf(memberOf(request));
    },
  );

  typed.put(
    '/api/member/profile',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['members'], body: profileSchema.strict(), response: { 200: profileAnswerSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      await members.saveProfile(
        memberOf(request).id,
        {
          ...(body.firstName !== undefined ? { firstName: body.firstName || null } : {}),
          ...(body.lastName !== undefined ? { lastName: body.lastName || null } : {}),
          ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
          ...(body.socialProfiles !== undefined ? { socialProfiles: body.socialProfiles } : {}),
          ...(body.preferences !== undefined ? { preferences: body.preferences } : {}),
        },
        app.clock.now(),
      );
      reply.header('cache-control', 'no-store');
      return profileOf(await members.findById(memberOf(request).id));
    },
  );
}
