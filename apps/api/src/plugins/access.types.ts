/**
 * Who may call a route. Every /api route declares one in `config.access`; the server refuses to
 * start if one is missing, so no route is open by accident.
 * - public: anyone
 * - signedIn: any session (members, network members, admins)
 * - member: full members and admins, not network members
 * - admin: admins (and superusers)
 */
export type Access = 'public' | 'signedIn' | 'member' | 'admin';

/**
 * `config.confirm: 'recent'`: the route also needs the session confirmed with a passkey in the last
 * 10 minutes (PASSKEY_RECENT_CONFIRMATION_MS): the most sensitive admin actions (docs/flows/sign-in.md#admins).
 */
export type Confirm = 'recent';

export interface SessionMember {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  allRoles: string[];
  state: string;
  status: string;
  memberType: string;
}

const ADMIN_ROLES: ReadonlySet<string> = new Set(['admin', 'superuser']);

/** Holds the admin or superuser role, as stored: whether the session may act on it is the access plugin's to say. */
export function holdsAdminRole(member: Pick<SessionMember, 'role' | 'allRoles'>): boolean {
  return ADMIN_ROLES.has(member.role) || member.allRoles.some((role) => ADMIN_ROLES.has(role));
}

/**
 * The member as a plain member: an admin whose session has no recent passkey confirmation, or who
 * calls with a bearer token, acts as this for the request, so every access check anywhere sees a member.
 */
export function withoutAdminRoles(member: SessionMember): SessionMember {
  const kept = member.allRoles.filter((role) => !ADMIN_ROLES.has(role));
  const allRoles = kept.includes('member') ? kept : ['member', ...kept];
  return { ...member, role: ADMIN_ROLES.has(member.role) ? 'member' : member.role, allRoles };
}

export function hasAccess(member: SessionMember | null, access: Access): boolean {
  if (access === 'public') return true;
  if (!member || member.state !== 'active') return false;
  const roles = new Set([member.role, ...member.allRoles]);
  const isAdmin = roles.has('admin') || roles.has('superuser');
  if (access === 'admin') return isAdmin;
  if (access === 'member') return isAdmin || roles.has('member');
  return true;
}

/**
 * A member whose access a true screening match paused (docs/flows/screening.md): screening is the
 * only thing that moves a member to 'suspended' (members.service's suspendMember), so the state says why.
 */
export function isSuspendedByScreening(member: SessionMember): boolean {
  return member.state === 'suspended';
}

export function isAdmin(member: SessionMember): boolean {
  return hasAccess(member, 'admin');
}

/** Full members and admins see every deal; network members only their own. */
export function seesAllDeals(member: SessionMember): boolean {
  return hasAccess(member, 'member');
}

/** The signed-in member of a route whose access policy already guarantees one. */
export function memberOf(request: { member: SessionMember | null }): SessionMember {
  if (!request.member) throw Object.assign(new Error('Please sign in to continue'), { statusCode: 401 });
  return request.member;
}
