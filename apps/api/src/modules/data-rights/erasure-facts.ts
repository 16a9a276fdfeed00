import { investmentRoundsOf, openCommitmentsOf, pendingCarryRoundsOf } from '../investments/member-investments.read';
import type { ErasureFacts } from '@quorum/domain';
import type { Db } from '../../db/store';
import { createApplicationsRepository, type ApplicationRow } from '../applications/applications.repository';
import { createDocumentsRepository } from '../applications/documents.repository';
import { createDecisionsRepository } from '../decisions/decisions.repository';
import { createDraftsRepository } from '../drafts/drafts.repository';
import { createOutboxRepository } from '../mail/outbox.repository';
import { holdsAdminRole } from '../members/admin-roles';
import { createMembersRepository } from '../members/members.repository';
import { createReportsRepository } from '../reports/reports.repository';
import { createScreeningRepository } from '../screening/screening.repository';
import { createVotesRepository } from '../votes/votes.repository';
import type { DataSubject } from './data-subject';
import { applicationLabel } from './personal-data';

/**
 * What an erasure of this person would touch, counted through each owner's repository: the facts
 * the domain's planErasure decides on. Read on `db`, which may be the erasure's own transaction,
 * so what is carried out is what was counted: there (`locking`) the rows the plan turns on (the
 * member, the applications, their screening hits) are locked as they are read, and the caller holds
 * the admin roster, so a change committing at the same instant is waited for and counted, never
 * decided past. A view of the plan locks nothing.
 */
export async function erasureFacts(db: Db, subject: DataSubject, now: Date, locking = false): Promise<{ facts: ErasureFacts; applications: ApplicationRow[] }> {
  // Locking, the member is read again with their row locked, then the applications, then their hits:
  // the order a re-screening of the member (or of an application) and a confirmed match take them
  // in, so they wait for each other instead of deadlocking. An erasure decides on the member as they
  // are now (an admin role given or taken meanwhile counts).
  const member = subject.member && locking ? ((await createMembersRepository(db).findForWrite(subject.member.id)) ?? subject.member) : subject.member;
  // Each application is read again with its row locked (PostgreSQL): an upload committing to it
  // holds that row, so its documents are counted, and deleted, with the rest instead of being
  // cascaded away with their files left in storage.
  const found = createApplicationsRepository(db);
  const applications: ApplicationRow[] = [];
  for (const row of await found.ofPerson(subject.email, member?.id ?? null)) {
    const current = locking ? await found.findForWrite(row.id) : row;
    if (current) applications.push(current);
  }
  const documents = createDocumentsRepository(db);
  const screening = createScreeningRepository(db);
  const applicationFacts = [];
  for (const row of applications) {
    const subjects = [{ type: 'application', id: row.id }, ...(member && row.memberId === member.id ? [{ type: 'member', id: member.id }] : [])];
    applicationFacts.push({
      id: row.id,
      label: applicationLabel(row),
      status: row.status,
      confirmedScreeningMatch: await screening.hasTrueMatch(subjects, { locking }),
      retainedUntil: row.retainedUntil?.getTime() ?? null,
      documents: (await documents.listFor(row.id)).length,
    });
  }
  const isAdmin = member !== null && holdsAdminRole(member);
  return {
    applications,
    facts: {
      member: member ? { isLastAdmin: isAdmin && (await createMembersRepository(db).countOtherActiveAdmins(member.id)) === 0 } : null,
      applications: applicationFacts,
      votes: member ? (await createVotesRepository(db).ofMember(member.id)).length : 0,
      conflicts: member ? (await createDecisionsRepository(db).recusalsOf(member.id)).length : 0,
      submittedDeals: member ? (await createReportsRepository(db).ownedBy(member.id)).length : 0,
      // An open round holds only a commitment, which the erasure withdraws: not a kept record.
      investmentRounds: member ? (await investmentRoundsOf(db, member.id)).filter((round) => round.status !== 'open').length : 0,
      openCommitments: member ? await openCommitmentsOf(db, member.id, now) : 0,
      pendingCarryRounds: member ? await pendingCarryRoundsOf(db, member.id) : 0,
      drafts: (await createDraftsRepository(db).ofEmail(subject.email)).length,
      emails: (await createOutboxRepository(db).sentTo(subject.email)).length,
    },
  };
}
