import { fail, type Result } from '../../lib/http/result';
import { seesAllDeals, type SessionMember } from '../../plugins/access.types';
import type { DealRow } from './deal-list.read-model';

/**
 * One deal for the caller: 404 when it does not exist, 403 when a network member asks for
 * someone else's (members and admins see every deal; network members only their own submissions).
 */
export function visibleDeal<T extends Pick<DealRow, 'ownerId'>>(row: T | undefined, member: SessionMember): Result<{ deal: T }> {
  if (!row) return fail(404, 'No deal with this id');
  if (row.ownerId !== member.id && !seesAllDeals(member)) return fail(403, 'You can only see the deals you submitted');
  return { ok: true, deal: row };
}
