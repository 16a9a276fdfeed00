/** The roles that administer the network. */
const ADMIN_ROLES: ReadonlySet<string> = new Set(['admin', 'superuser']);

/** Whether a member with these roles administers the network (the rule every "at least one admin" check counts by). */
export function holdsAdminRole(member: { role: string; allRoles: readonly string[] }): boolean {
  return [member.role, ...member.allRoles].some((role) => ADMIN_ROLES.has(role));
}
