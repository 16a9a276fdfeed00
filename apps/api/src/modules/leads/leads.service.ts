import type { Lead } from '@quorum/domain';
import type { Db } from '../../db/store';
import { listDeals } from '../deals/deal-list.read-model';
import { statusOf } from '../deals/deal-views';
import { createPeopleRepository } from '../materials/people.repository';
import { approvalThreshold } from '../settings/settings.service';
import { approvedForInvestment } from '../decisions/decisions.service';
import { votesSeenBy } from '../decisions/visible-votes.read';
import type { SessionMember } from '../../plugins/access.types';

/**
 * Leads: the founder contacts of the deals approved for investment (docs/flows/network-decisions.md).
 * Three statements whatever the number of deals: finished reports with their decisions, their
 * votes, and the founders of the approved ones.
 */
export async function listLeads(db: Db, viewer: SessionMember, now: Date): Promise<Lead[]> {
  const done = await listDeals(db, { status: 'done' });
  const { votes } = await votesSeenBy(db, viewer, done, now);
  const threshold = await approvalThreshold(db);
  const accepted = done.filter((deal) => deal.dossierId && approvedForInvestment(deal, statusOf(deal, votes.get(deal.id), threshold) === 'accepted'));
  const dossierIds = [...new Set(accepted.map((deal) => deal.dossierId as string))];
  if (dossierIds.length === 0) return [];
  const founders = await createPeopleRepository(db).teamContacts(dossierIds);
  return accepted.flatMap((deal) => {
    const contacts = founders.filter((person) => person.dossierId === deal.dossierId);
    if (contacts.length === 0) return [];
    return [
      {
        reportId: deal.id,
        dealName: deal.name,
        url: deal.url,
        createdAt: deal.createdAt.toISOString(),
        contacts: contacts.map((person) => ({ name: person.name, contactType: person.contactType, contactValue: person.contactValue })),
        additionalInfo: contacts.map((person) => person.description).find(Boolean) ?? null,
      },
    ];
  });
}
