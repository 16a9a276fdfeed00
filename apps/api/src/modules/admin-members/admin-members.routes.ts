import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMemberSchema, setMemberRolesRequestSchema, type AdminMember } from '@quorum/domain';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { memberOf } from '../../plugins/access.types';
import { createAuditRepository } from '../audit/audit.repository';
import { createMembersRepository, type MemberRow } from '../members/members.repository';

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
  const members = createMembersRepository(app.db);
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
      const admin = memberOf(request);
      const { role, allRoles } = request.body;
      if (!allRoles.includes(role)) throw new HttpError(400, 'The main role must be one of allRoles');
      const target = await members.findById(request.params.id);
      if (!target) throw new HttpError(404, 'No such member');
      if (target.id === admin.id && !allRoles.includes('admin')) throw new HttpError(409, 'You cannot remove your own admin role');
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        await createMembersRepository(tx).setRoles(target.id, role, allRoles, now);
        await createAuditRepository(tx).record({ actor: admin, action: 'member.roles_changed', subjectType: 'member', subjectId: target.id, details: { from: target.allRoles, to: allRoles } }, now);
      });
      return { success: true as const, member: toAdminMember({ ...target, role, allRoles, updatedAt: now }) };
    },
  );
}
