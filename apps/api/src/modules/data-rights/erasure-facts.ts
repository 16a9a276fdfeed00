import type { ErasureFacts } from '@quorum/domain';
import type { Db } from '../../db/store';
import { createApplicationsRepository, type ApplicationRow } from '../applications/applications.repository';
import { createDocumentsRepository } from '../applications/documents.repository';
import { createDecisionsRepository } from '../decisions/decisions.repository';
import { createDraftsRepository } from '../drafts/drafts.repository';
import { createOutboxRepository } from '../mail/outbox.repository';
import { createMembersRepository } from '../members/members.repository';
import { createReportsRepository } from '../reports/reports.repository';
import { createScreeningRepository } from '../screening/screening.repository';
import { createVotesRepository } from '../votes/votes.repository';
import type { DataSubject } from './data-subject';
import { applicationLabel } from './personal-data';

const ADMIN_ROLES = new Set(['admin', 'superuser']);

/**
 * What an erasure of this person would touch, counted through each owner's repository: the facts
 * the domain's planErasure decides on. Read on `db`, which may be the erasure's own transaction,
 * so what is carried out is what was counted.
 */
export async function erasureFacts(db: Db, subject: DataSubject): Promise<{ facts: ErasureFacts; applications: ApplicationRow[] }> {
  const { member } = subject;
  const applications = await createApplicationsRepository(db).ofPerson(subject.email, member?.id ?? null);
  const documents = createDocumentsRepository(db);
  const screening = createScreeningRepository(db);
  const applicationFacts = [];
  for (const row of applications) {
    const subjects = [{ type: 'application', id: row.id }, ...(member && row.memberId === member.id ? [{ type: 'member', id: member.id }] : [])];
    applicationFacts.push({
      id: row.id,
      label: applicationLabel(row),
      status: row.status,
      confirmedScreeningMatch: await screening.hasTrueMatch(subjects),
      retainedUntil: row.retainedUntil?.getTime() ?? null,
      documents: (await documents.listFor(row.id)).length,
    });
  }
  const isAdmin = member !== null && [member.role, ...member.allRoles].some((role) => ADMIN_ROLES.has(role));
  return {
    applications,
    facts: {
      member: member ? { isLastAdmin: isAdmin && (await createMembersRepository(db).countOtherActiveAdmins(member.id)) === 0 } : null,
      applications: applicationFacts,
      votes: member ? (await createVotesRepository(db).ofMember(member.id)).length : 0,
      conflicts: member ? (await createDecisionsRepository(db).recusalsOf(member.id)).length : 0,
      submittedDeals: member ? (await createReportsRepository(db).ownedBy(member.id)).length : 0,
      drafts: (await createDraftsRepository(db).ofEmail(subject.email)).length,
      emails: (await createOutboxRepository(db).sentTo(subject.email)).length,
    },
  };
}
