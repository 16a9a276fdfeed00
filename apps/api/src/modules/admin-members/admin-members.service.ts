import type { SetMemberRolesRequest } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import type { SessionMember } from '../../plugins/access.types';
import { createAuditRepository } from '../audit/audit.repository';
import { holdsAdminRole } from '../members/admin-roles';
import { holdingAdminRoster } from '../members/admin-roster';
import { createMembersRepository, type MemberRow } from '../members/members.repository';
import { createPasskeysRepository } from '../passkeys/passkeys.repository';

/** An admin manages the network: the members and their roles. Every role change is audit-logged with who made it. */
export function createAdminMembersService(deps: { db: Db; clock: Clock }) {
  const members = createMembersRepository(deps.db);
  return {
    list(): Promise<MemberRow[]> {
      return members.list();
    },

    /** An admin cannot take their own admin role away: the network would risk having no admin left. */
    async setRoles(admin: SessionMember, memberId: string, roles: SetMemberRolesRequest): Promise<Result<{ member: MemberRow }>> {
      const { role, allRoles } = roles;
      if (!allRoles.includes(role)) return fail(400, 'The main role must be one of allRoles');
      if (memberId === admin.id && !allRoles.includes('admin')) return fail(409, 'You cannot remove your own admin role');
      const now = deps.clock.now();
      const changed = await deps.db.transaction(async (tx): Promise<Result<{ member: MemberRow }>> => {
        // The roster first, then the target as it is now: the acting admin may be being erased, or
        // the target promoted, at this instant (admin-roster.ts).
        await holdingAdminRoster(tx);
        const repository = createMembersRepository(tx);
        const target = await repository.findForWrite(memberId);
        if (!target) return fail(404, 'No such member');
        const removesAdmin = holdsAdminRole(target) && !holdsAdminRole({ role, allRoles });
        if (removesAdmin && (await repository.countOtherActiveAdmins(target.id)) === 0) return fail(409, 'The network needs at least one admin: make someone else an admin first');
        await repository.setRoles(target.id, role, allRoles, now);
        // A recovery code belongs to one spell as an admin (docs/flows/sign-in.md#recovery): kept past
        // a demotion, it would work again the day the member is made an admin again, in the hands of
        // whoever kept it meanwhile. So every change but one between admin roles drops it: taking the
        // role away, and giving it (a code a former admin kept from before this rule). The admin's
        // next passkey brings a new one.
        const staysAdmin = holdsAdminRole(target) && holdsAdminRole({ role, allRoles });
        if (!staysAdmin) await createPasskeysRepository(tx).dropRecoveryCode(target.id);
        await createAuditRepository(tx).record({ actor: admin, action: 'member.roles_changed', subjectType: 'member', subjectId: target.id, details: { from: target.allRoles, to: allRoles } }, now);
        return { ok: true, member: { ...target, role, allRoles, updatedAt: now } };
      });
      return changed;
    },
  };
}
