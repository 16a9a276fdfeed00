import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMemberSchema, setMemberRolesRequestSchema } from '@quorum/domain';
import { z } from 'zod';
import { orThrow } from '../../lib/http/result';
import { memberOf } from '../../plugins/access.types';
import { toAdminMember } from './admin-member-view';
import { createAdminMembersService } from './admin-members.service';

/** Admin Dashboard, members and their roles ('Manage the network'). */
export async function adminMembersRoutes(app: FastifyInstance): Promise<void> {
  const members = createAdminMembersService({ db: app.db, clock: app.clock });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/admin/members',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: z.object({ success: z.literal(true), members: z.array(adminMemberSchema) }) } } },
    async () => ({ success: true as const, members: await Promise.all((await members.list()).map((row) => toAdminMember(app.db, row))) }),
  );

  typed.put(
    '/api/admin/members/:id/roles',
    {
      // Changing roles takes a passkey confirmation in the last 10 minutes (docs/flows/sign-in.md#admins).
      config: { access: 'admin', confirm: 'recent' },
      schema: { tags: ['admin'], params: z.object({ id: z.string().min(1).max(64) }), body: setMemberRolesRequestSchema, response: { 200: z.object({ success: z.literal(true), member: adminMemberSchema }) } },
    },
    async (request) => {
      const { member } = orThrow(await members.setRoles(memberOf(request), request.params.id, request.body));
      return { success: true as const, member: await toAdminMember(app.db, member) };
    },
  );
}
