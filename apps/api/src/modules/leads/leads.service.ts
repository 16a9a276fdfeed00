import type { Lead } from '@quorum/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/store';
import { listDeals, votesFor } from '../deals/deal-queries';
import { statusOf } from '../deals/deal-views';
import { approvalThreshold } from '../settings/settings.service';

/**
 * Leads: the founder contacts of accepted deals (spec 1 section 1). Three statements whatever the
 * number of deals: finished reports, their votes, and the founders of the accepted ones.
 */
export async function listLeads(db: Db): Promise<Lead[]> {
  const { dossierPeople } = db.tables;
  const done = await listDeals(db, { status: 'done' });
  const votes = await votesFor(db, done.map((deal) => deal.id));
  const threshold = await approvalThreshold(db);
  const accepted = done.filter((deal) => deal.dossierId && statusOf(deal, votes.get(deal.id), threshold) === 'accepted');
  const dossierIds = [...new Set(accepted.map((deal) => deal.dossierId as string))];
  if (dossierIds.length === 0) return [];
  const founders = await db.query((q) =>
    q
      .select()
      .from(dossierPeople)
      .where(and(inArray(dossierPeople.dossierId, dossierIds), eq(dossierPeople.kind, 'team'), isNotNull(dossierPeople.contactValue)))
      .orderBy(asc(dossierPeople.position)),
  );
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
