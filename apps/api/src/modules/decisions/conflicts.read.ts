import type { ConflictsResponse } from '@quorum/domain';
import type { Db } from '../../db/store';
import { listDeals } from '../deals/deal-list.read-model';
import { createMembersRepository } from '../members/members.repository';
import { createDecisionsRepository } from './decisions.repository';

/** Every declared conflict, newest first, with the deal's name and the member's email (admins only). */
export async function declaredConflicts(db: Db): Promise<ConflictsResponse['conflicts']> {
  const recusals = await createDecisionsRepository(db).allRecusals();
  if (recusals.length === 0) return [];
  const deals = new Map((await listDeals(db, { ids: [...new Set(recusals.map((recusal) => recusal.reportId))] })).map((deal) => [deal.id, deal.name]));
  const emails = new Map((await createMembersRepository(db).list()).map((member) => [member.id, member.email]));
  return recusals.map((recusal) => ({
    reportId: recusal.reportId,
    dealName: deals.get(recusal.reportId) ?? 'Deleted deal',
    memberName: recusal.memberName,
    memberEmail: emails.get(recusal.memberId) ?? '',
    declaredAt: recusal.createdAt.toISOString(),
  }));
}
