import type { SessionMember } from '../../plugins/access.types';

/** How a member's name appears beside their vote: first name and last initial, never the email. */
export function voterName(member: SessionMember): string {
  const first = member.firstName?.trim();
  const last = member.lastName?.trim();
  if (first) return last ? `${first} ${last[0]?.toUpperCase()}.` : first;
  return 'A member';
}
