import type { FieldCipher } from '../../crypto/field-cipher';
import type { Db } from '../../db/store';
import { sanitizeFileName } from '../../lib/uploads';
import { investmentRecordsOf } from '../investments/member-investments.read';
import { createApplicationsRepository, type ApplicationRow } from '../applications/applications.repository';
import { createDocumentsRepository } from '../applications/documents.repository';
import { revealIdentifiers, revealSealed } from '../applications/kyc-protection';
import { createAuditRepository, type AuditEntry } from '../audit/audit.repository';
import { createDecisionsRepository } from '../decisions/decisions.repository';
import type { DraftsService } from '../drafts/drafts.service';
import { createOutboxRepository } from '../mail/outbox.repository';
import { createRepresentativeRequestsRepository } from '../members/representative-requests.repository';
import { createMembersRepository } from '../members/members.repository';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createPasskeysRepository } from '../passkeys/passkeys.repository';
import { createReportsRepository } from '../reports/reports.repository';
import { createVotesRepository } from '../votes/votes.repository';
import { createWebhookSecretsRepository } from '../webhook-secrets/webhook-secrets.repository';
import { memberSigner } from '../webhook-secrets/webhook-secrets.service';
import { auditSubjectsOf, type DataSubject } from './data-subject';

/** A file of the export: where it goes in the zip, and where it is in storage. */
export interface ExportFile {
  path: string;
  storedName: string;
}

/** Everything Quorum holds about a person: one JSON document, the original files, and files written for the export. */
export interface PersonalData {
  document: Record<string, unknown>;
  files: ExportFile[];
  /** Written for the export (a member's investment statement as CSV). */
  generated: Array<{ path: string; content: string }>;
}

export const EXPORT_FORMAT = 'quorum-personal-data/1';

/** How a person and an admin recognise an application without naming anyone in it. */
export function applicationLabel(row: Pick<ApplicationRow, 'entityType' | 'organizationType' | 'submittedAt'>): string {
  const kind = row.organizationType ? `${row.entityType} application (${row.organizationType})` : `${row.entityType} application`;
  return `${kind}, submitted ${row.submittedAt.toISOString().slice(0, 10)}`;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** A unique, safe name inside the zip: a file's own name can never climb out of its folder or collide. */
export function zipName(folder: string, index: number, originalName: string): string {
  return `${folder}/${String(index + 1).padStart(2, '0')}-${sanitizeFileName(originalName).replace(/[/\\]/g, '_')}`;
}

export interface PersonalDataDeps {
  db: Db;
  cipher: FieldCipher;
  drafts: DraftsService;
  subjectKey: (email: string) => string;
}

/**
 * Gathers what each module holds about the person, through each module's own repository. What is
 * left out, and why (screening results, other people's names in the audit log): docs/flows/data-rights.md.
 */
export async function collectPersonalData(deps: PersonalDataDeps, subject: DataSubject, now: Date): Promise<PersonalData> {
  const { db } = deps;
  const member = subject.member;
  const files: ExportFile[] = [];
  const applicationRows = await createApplicationsRepository(db).ofPerson(subject.email, member?.id ?? null);
  // An entity's application made by a representative before this one holds that person's identity
  // and the people they named: the current representative gets only that it exists.
  const byPrevious = applicationRows.filter((row) => row.email !== subject.email);
  const documentsRepository = createDocumentsRepository(db);
  const applications = [];
  for (const row of applicationRows.filter((candidate) => candidate.email === subject.email)) {
    const people = await createApplicationsRepository(db).peopleOf(row.id);
    const documents = await documentsRepository.listFor(row.id);
    applications.push({
      id: row.id,
      label: applicationLabel(row),
      entityType: row.entityType,
      organizationType: row.organizationType,
      status: row.status,
      name: row.name,
      email: row.email,
      organizationName: row.organizationName,
      contactEmail: row.contactEmail,
      referralCode: row.referralCode,
      submittedAt: iso(row.submittedAt),
      decisionReason: row.decisionReason,
      closedAt: iso(row.closedAt),
      keptUntil: iso(row.retainedUntil),
      answers: revealIdentifiers(row.answers, deps.cipher),
      people: people.map((person) => ({
        list: person.listId,
        role: person.role,
        name: person.name,
        ownershipPercentage: person.ownershipPercentage,
        idNumber: revealSealed(person.idNumberEncrypted, deps.cipher),
      })),
      documents: documents.map((document, index) => {
        const path = zipName(`applications/${row.id}`, index, document.originalName);
        files.push({ path, storedName: document.storedName });
        return {
          type: document.documentType,
          originalName: document.originalName,
          mimeType: document.mimeType,
          size: document.size,
          sha256: document.sha256,
          uploadedAt: iso(document.createdAt),
          reviewStatus: document.reviewStatus,
          reviewNote: document.reviewNote,
          file: path,
        };
      }),
    });
  }

  const drafts = (await deps.drafts.exportFor(subject.email)).map(({ draft, storedNames }, draftIndex) => ({
    savedAt: new Date(draft.payload.savedAt).toISOString(),
    updatedAt: draft.updatedAt,
    expiresAt: draft.expiresAt,
    answers: draft.payload.answers,
    files: draft.files.map((file, index) => {
      const path = zipName(`drafts/${draftIndex + 1}`, index, file.originalName);
      const storedName = storedNames.get(file.id);
      if (storedName) files.push({ path, storedName });
      return { slot: file.slot, originalName: file.originalName, mimeType: file.mimeType, size: file.size, file: path };
    }),
  }));

  const memberData = member ? await memberRecords(db, member.id, member.email) : null;
  const investments = member ? await investmentRecordsOf(db, member.id) : { rounds: [], statementCsv: null };
  const auditSubjects = auditSubjectsOf(subject, applicationRows.map((row) => row.id), deps.subjectKey(subject.email));
  const ownSubjects = new Set(auditSubjects.map((entry) => `${entry.type}:${entry.id}`));
  const audit = (await createAuditRepository(db).listAbout(auditSubjects, member?.id ?? null)).filter((entry) => !isScreening(entry));
  const emails = await createOutboxRepository(db).sentTo(subject.email);

  return {
    files,
    generated: investments.statementCsv ? [{ path: 'investments/statement.csv', content: investments.statementCsv }] : [],
    document: {
      format: EXPORT_FORMAT,
      generatedAt: now.toISOString(),
      email: subject.email,
      member: member
        ? {
            id: member.id,
            email: member.email,
            firstName: member.firstName,
            lastName: member.lastName,
            role: member.role,
            roles: member.allRoles,
            memberType: member.memberType,
            state: member.state,
            representativeEmail: member.representativeEmail,
            accreditationExpiresAt: iso(member.accreditationExpiresAt),
            memberSince: iso(member.createdAt),
          }
        : null,
      ...(memberData ?? { profile: null, notificationPreferences: null, webhookSecret: null, passkeys: [], votes: [], declaredConflicts: [], submittedDeals: [], representativeRequests: [] }),
      applications,
      madeByAPreviousRepresentative: byPrevious.map((row) => ({ label: applicationLabel(row), organizationName: row.organizationName, status: row.status, submittedAt: iso(row.submittedAt) })),
      // An entity's contact address is the person's, but the application is the entity's: only that it names them.
      namedAsContact: (await createApplicationsRepository(db).namingContact(subject.email)).map((row) => ({
        label: applicationLabel(row),
        organizationName: row.organizationName,
        contactEmail: row.contactEmail,
        status: row.status,
        submittedAt: iso(row.submittedAt),
      })),
      applicationDrafts: drafts,
      // The member's own lines of money in each round (commitments, allocations, payments, distributions, carry); also as investments/statement.csv.
      investments: investments.rounds,
      auditLog: audit.map((entry) => auditLine(entry, member?.id ?? null, ownSubjects)),
      emails: emails.map((email) => ({ subject: email.subject, template: email.template, createdAt: iso(email.createdAt), sentAt: iso(email.sentAt) })),
    },
  };
}

/** What the member's account holds beyond the applications: profile, choices, votes, deals. */
async function memberRecords(db: Db, memberId: string, email: string) {
  const profile = await createMembersRepository(db).findProfile(memberId);
  const preferences = await createNotificationsRepository(db).preferencesOf(memberId);
  const secret = await createWebhookSecretsRepository(db).find(memberSigner(memberId));
  const passkeys = await createPasskeysRepository(db).listFor(memberId);
  const votes = await createVotesRepository(db).ofMember(memberId);
  const recusals = await createDecisionsRepository(db).recusalsOf(memberId);
  const reports = createReportsRepository(db);
  const submitted = await reports.ownedBy(memberId);
  const representativeRequests = await createRepresentativeRequestsRepository(db).madeBy(memberId, email);
  const dealNames = new Map((await reports.findMany([...new Set([...votes.map((vote) => vote.reportId), ...recusals.map((recusal) => recusal.reportId)])])).map((deal) => [deal.id, deal.name]));
  return {
    profile: profile ? { phone: profile.phone, socialProfiles: profile.socialProfiles, preferences: profile.preferences, updatedAt: iso(profile.updatedAt) } : null,
    notificationPreferences: preferences,
    // The secret itself is never exported: it signs webhooks, and a copy in a download is one more place to leak it from.
    webhookSecret: secret ? { exists: true, createdAt: iso(secret.createdAt), rotatedAt: iso(secret.rotatedAt) } : null,
    // What the member named each passkey and when it was used; the public key is left out (it opens nothing, and means nothing to a person).
    passkeys: passkeys.map((passkey) => ({ name: passkey.name, addedAt: iso(passkey.createdAt), lastUsedAt: iso(passkey.lastUsedAt), syncedToOtherDevices: passkey.backedUp })),
    votes: votes.map((vote) => ({ dealId: vote.reportId, dealName: dealNames.get(vote.reportId) ?? null, vote: vote.vote, comment: vote.comment, castAt: iso(vote.castAt), changedAt: iso(vote.updatedAt) })),
    declaredConflicts: recusals.map((recusal) => ({ dealId: recusal.reportId, dealName: dealNames.get(recusal.reportId) ?? null, declaredAt: iso(recusal.createdAt) })),
    submittedDeals: submitted.map((deal) => ({ id: deal.id, name: deal.name, website: deal.url, status: deal.status, submittedAt: iso(deal.createdAt), completedAt: iso(deal.completedAt) })),
    // The requests this address made for a new representative of its entity: who was named, and what became of it.
    representativeRequests: representativeRequests.map((request) => ({
      name: request.name,
      title: request.title,
      email: request.email,
      note: request.note,
      status: request.status,
      requestedAt: iso(request.requestedAt),
      decidedAt: iso(request.decidedAt),
      declineReason: request.declineReason,
    })),
  };
}

/**
 * An audit entry as the person reads it: who acted is "you", "an administrator" or "Quorum", never
 * another person's address. What they did to others' records is listed without its details (those
 * are about someone else), and nothing says what screening found: AML rules let that be withheld,
 * so the export cannot tip anyone off (docs/flows/data-rights.md).
 */
function auditLine(entry: AuditEntry, memberId: string | null, ownSubjects: ReadonlySet<string>) {
  const actor = entry.actorId === null ? 'Quorum' : entry.actorId === memberId ? 'you' : 'an administrator';
  const about = `${entry.subjectType}:${entry.subjectId}`;
  if (!ownSubjects.has(about)) return { at: entry.createdAt, action: entry.action, about: entry.subjectType, actor, details: {} };
  // Who represented an entity before, and why that changed, is the entity's record: not handed to
  // whichever representative downloads the entity's data now, unless they did it themselves.
  if (entry.action.startsWith(REPRESENTATIVE_ACTIONS) && actor !== 'you') return { at: entry.createdAt, action: entry.action, about, actor, details: {} };
  const details = Object.fromEntries(Object.entries(entry.details).filter(([key]) => !key.toLowerCase().includes('screening')));
  return { at: entry.createdAt, action: entry.action, about, actor, details };
}

const REPRESENTATIVE_ACTIONS = 'member.representative';

const isScreening = (entry: AuditEntry) => entry.action.startsWith('screening.') || entry.subjectType.startsWith('screening');
