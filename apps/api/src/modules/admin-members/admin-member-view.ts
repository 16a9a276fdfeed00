import type { AdminMember } from '@quorum/domain';
import type { Db } from '../../db/store';
import { createApplicationsRepository } from '../applications/applications.repository';
import type { MemberRow } from '../members/members.repository';
import { fullName } from '../members/person-names';

/** A member as the admin's list shows it; an entity or investment carries its organisation's name, from its application. */
export async function toAdminMember(db: Db, row: MemberRow): Promise<AdminMember> {
  const organizationName = row.memberType !== 'Individual' && row.applicationId ? ((await createApplicationsRepository(db).findById(row.applicationId))?.organizationName ?? null) : null;
  return {
    id: row.id,
    email: row.email,
    name: fullName(row),
    role: row.role as AdminMember['role'],
    allRoles: row.allRoles as AdminMember['allRoles'],
    state: row.state,
    memberType: row.memberType,
    organizationName,
    createdAt: row.createdAt.toISOString(),
  };
}
