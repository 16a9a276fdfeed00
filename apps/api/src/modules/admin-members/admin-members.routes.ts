import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMemberSchema, setMemberRolesRequestSchema, type AdminMember } from '@quorum/domain';
import { z } from 'zod';
import { orThrow } from '../../lib/http/result';
import { memberOf } from '../../plugins/access.types';
import type { MemberRow } from '../members/members.repository';
import { createAdminMembersService } from './admin-members.service';

function toAdminMember(row: MemberRow): AdminMember {
  return {
    id: row.id,
    email: row.email,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
    role: row.role as AdminMember['role'],
    allRoles: row.allRoles as AdminMember['allRoles'],
    state: row.state,
    memberType: row.memberType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Admin Dashboard, members and their roles ('Manage the network'). */
export async function adminMembersRoutes(app: FastifyInstance): Promise<void> {
  const members = createAdminMembersService({ db: app.db, clock: app.clock });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/admin/members',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: z.object({ success: z.literal(true), members: z.array(adminMemberSchema) }) } } },
    async () => ({ success: true as const, members: (await members.list()).map(toAdminMember) }),
  );

  typed.put(
    '/api/admin/members/:id/roles',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: z.object({ id: z.string().min(1).max(64) }), body: setMemberRolesRequestSchema, response: { 200: z.object({ success: z.literal(true), member: adminMemberSchema }) } },
    },
    async (request) => {
      const { member } = orThrow(await members.setRoles(memberOf(request), request.params.id, request.body));
      return { success: true as const, member: toAdminMember(member) };
    },
  );
}
