import { seesAllDeals, type SessionMember } from '../../plugins/access.types';
import { HttpError } from '../../plugins/errors';
import type { DealRow } from './deal-queries';

/**
 * One deal for the caller: 404 when it does not exist, 403 when a network member asks for
 * someone else's (members and admins see every deal; network members only their own submissions).
 */
export function visibleDeal<T extends Pick<DealRow, 'ownerId'>>(row: T | undefined, member: SessionMember): T {
  if (!row) throw new HttpError(404, 'No deal with this id');
  if (row.ownerId !== member.id && !seesAllDeals(member)) throw new HttpError(403, 'You can only see the deals you submitted');
  return row;
}
