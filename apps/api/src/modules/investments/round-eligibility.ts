import { INVESTMENT_MESSAGES } from '@quorum/domain';
import { hasAccess, type SessionMember } from '../../plugins/access.types';
import type { MemberRow } from '../members/members.repository';
import type { RoundRow } from './rounds.repository';

/**
 * Why a member may not commit to a round now, or null when they may: active members and admins
 * whose accreditation is current (no recorded expiry, as for a professional licence, counts as
 * current), on a round open before its deadline. Network members and suspended members never may.
 */
export function cannotCommitReason(member: SessionMember, row: Pick<MemberRow, 'accreditationExpiresAt' | 'state'> | undefined, round: RoundRow, now: Date): string | null {
  if (round.status !== 'open' || round.deadline.getTime() <= now.getTime()) return INVESTMENT_MESSAGES.roundClosed;
  if (!hasAccess(member, 'member') || !row || row.state !== 'active') return INVESTMENT_MESSAGES.notEligible;
  if (row.accreditationExpiresAt && row.accreditationExpiresAt.getTime() <= now.getTime()) return INVESTMENT_MESSAGES.accreditationExpired;
  return null;
}

/**
 * Whether a member may hold an allocation when a round closes: active, a member or admin by their
 * stored roles, and accreditation current (no recorded expiry counts as current).
 */
export function isEligibleInvestor(row: Pick<MemberRow, 'state' | 'role' | 'allRoles' | 'accreditationExpiresAt'>, now: Date): boolean {
  const roles = new Set([row.role, ...row.allRoles]);
  const mayInvest = roles.has('member') || roles.has('admin') || roles.has('superuser');
  return row.state === 'active' && mayInvest && (!row.accreditationExpiresAt || row.accreditationExpiresAt.getTime() > now.getTime());
}
