import type { Db } from '../../db/store';
import { newId } from '../../lib/ids';
import { createAuditRepository } from '../audit/audit.repository';
import { OPEN_STATUSES } from '../applications/application-status';
import { createApplicationsRepository, type ApplicationRow } from '../applications/applications.repository';
import { createMembersRepository, ERASED, type MemberRow } from '../members/members.repository';
import { allMembers } from '../members/members.service';
import type { ScreenedPerson } from './matching/screened-person';
import { matcher } from './screening-engine';
import { createScreeningRepository, type NewScreeningHit } from './screening.repository';

/** A person of a subject, as screened: which one (the hit's personRef) and in what role. */
interface SubjectPerson extends ScreenedPerson {
  ref: string;
  role: string;
}

interface Subject {
  type: 'application' | 'member';
  id: string;
  people: SubjectPerson[];
}

export const APPLICATION_SCREENED = 'screening.application_screened';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isoDate = (value: unknown): string | null => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/**
 * The applicant's own date of birth: the wizard asks it of an individual only (an entity's
 * representative is not asked). No question asks a nationality, so it is unknown for applicants.
 */
const applicantBirthDate = (application: ApplicationRow): string | null => (application.entityType === 'Individual' ? isoDate(application.answers['dateOfBirth']) : null);

/** The applicant, the control person an entity names, and each person of its lists (owners, partners, trustees, beneficiaries, grantor): names only for them. */
async function applicationSubject(db: Db, application: ApplicationRow): Promise<Subject> {
  const people: SubjectPerson[] = [{ ref: 'applicant', role: 'applicant', name: application.name, birthDate: applicantBirthDate(application), nationality: null }];
  const controlPerson = text(application.answers['controlPerson']);
  if (controlPerson) people.push({ ref: 'controlPerson', role: 'control_person', name: controlPerson, birthDate: null, nationality: null });
  for (const person of await createApplicationsRepository(db).peopleOf(application.id)) {
    people.push({ ref: person.id, role: person.role, name: person.name, birthDate: null, nationality: null });
  }
  return { type: 'application', id: application.id, people };
}

/** What a subject's screening writes besides its hits, in the same transaction. */
interface Recording {
  /**
   * Whether the subject is still there to be screened, read with its row locked (PostgreSQL): a
   * screening reads the subject long before it writes (a re-screening run takes every member at its
   * start), and an erasure between the two must not get a fresh hit naming the person it erased.
   */
  stillThere(tx: Db): Promise<boolean>;
  /** What else the screening records (the application's audit entry), once the subject is known to be there. */
  record?(tx: Db, newHits: number): Promise<void>;
}

/**
 * Scores each person against the entries their name keys find in the index, then records the hits
 * in one transaction (one commit for the subject, not one a hit); answers how many are new, or
 * null when the subject was gone (erased, deleted) by then and nothing was written.
 */
async function screenSubject(db: Db, subject: Subject, now: Date, recording: Recording): Promise<number | null> {
  const screening = createScreeningRepository(db);
  const hits: NewScreeningHit[] = [];
  for (const person of subject.people) {
    const keys = person.name.trim() ? matcher.nameKeys(person.name) : [];
    if (keys.length === 0) continue;
    for (const candidate of await screening.candidates(keys)) {
      const match = matcher.scoreMatch(person, candidate);
      if (!match) continue;
      hits.push({
        id: newId(),
        subjectType: subject.type,
        subjectId: subject.id,
        personRef: person.ref,
        personName: person.name,
        personRole: person.role,
        listId: candidate.list.id,
        listSource: candidate.list.source,
        listName: candidate.list.name,
        listVersion: candidate.list.version,
        entryExternalId: candidate.externalId,
        entry: { kind: candidate.kind, name: candidate.name, aliases: candidate.aliases, birthDates: candidate.birthDates, nationalities: candidate.nationalities, topics: candidate.topics },
        score: Math.round(match.score),
        matchedFields: { name: match.matchedName, birthDate: match.birthDate, nationality: match.nationality },
        createdAt: now,
      });
    }
  }
  if (hits.length === 0 && !recording.record) return 0;
  return db.transaction(async (tx) => {
    if (!(await recording.stillThere(tx))) return null;
    const repository = createScreeningRepository(tx);
    let created = 0;
    for (const hit of hits) if (await repository.upsertHit(hit)) created += 1;
    await recording.record?.(tx, created);
    return created;
  });
}

export type ApplicationScreening = { screened: false } | { screened: true; newHits: number };

/**
 * Screens every person of an application against the active lists and records when (an audit
 * entry with no personal data). With no list imported nothing is screened, and the application
 * stays unscreened. See docs/flows/screening.md.
 */
export async function screenApplication(db: Db, applicationId: string, now: Date): Promise<ApplicationScreening> {
  const screening = createScreeningRepository(db);
  if (!(await screening.hasActiveList())) return { screened: false };
  const application = await createApplicationsRepository(db).findById(applicationId);
  if (!application) return { screened: false };
  const newHits = await screenSubject(db, await applicationSubject(db, application), now, {
    // Still undecided, read with the row locked: an approval committing meanwhile made the person a
    // member, and a hit written on the approved application would sit where nothing acts on it.
    stillThere: async (tx) => {
      const current = await createApplicationsRepository(tx).findForWrite(applicationId);
      return current !== undefined && OPEN_STATUSES.includes(current.status);
    },
    record: (tx, created) => createAuditRepository(tx).record({ actor: null, action: APPLICATION_SCREENED, subjectType: 'application', subjectId: applicationId, details: { newHits: created } }, now),
  });
  if (newHits !== null) return { screened: true, newHits };
  await screenMemberApprovedMeanwhile(db, applicationId, now);
  return { screened: false };
}

/**
 * An application approved while it was being screened: its person is a member now, screened as one
 * against the same lists (a re-screening run read its members before this one existed, so it would
 * otherwise miss them until the next import).
 */
async function screenMemberApprovedMeanwhile(db: Db, applicationId: string, now: Date): Promise<void> {
  const application = await createApplicationsRepository(db).findById(applicationId);
  if (application?.status !== 'approved') return;
  const member = await createMembersRepository(db).findByEmail(application.email);
  if (member?.applicationId === applicationId) await screenMember(db, member, now);
}

/** The applications re-screened after an import: every one not yet decided. */
export function undecidedApplicationIds(db: Db): Promise<string[]> {
  return createApplicationsRepository(db).idsIn(OPEN_STATUSES);
}

/** Every member (ongoing monitoring), each screened on its own by screenMember. */
export function membersToScreen(db: Db): Promise<MemberRow[]> {
  return allMembers(db);
}

/**
 * Screens one member: the name on the member, and the date of birth from the application that made
 * them, where there is one. Null when the member has no name to screen. Answers the new hits.
 */
export async function screenMember(db: Db, member: MemberRow, now: Date): Promise<number | null> {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ').trim();
  if (!name) return null;
  const application = member.applicationId ? await createApplicationsRepository(db).findById(member.applicationId) : undefined;
  const person: SubjectPerson = { ref: member.id, role: 'member', name, birthDate: application ? applicantBirthDate(application) : null, nationality: null };
  // The member as the run read them, possibly minutes ago: screened only if still there under that name.
  const stillThere = async (tx: Db) => {
    const current = await createMembersRepository(tx).findForWrite(member.id);
    return current !== undefined && current.state !== ERASED && current.firstName === member.firstName && current.lastName === member.lastName;
  };
  return screenSubject(db, { type: 'member', id: member.id, people: [person] }, now, { stillThere });
}

/**
 * Screening at submission: a failure never fails the submission. It is logged, and the application
 * stays unscreened (no screenedAt) until the next import re-screens it.
 */
export async function screenSubmittedApplication(db: Db, applicationId: string, now: Date, log: { error(details: object, message: string): void }): Promise<void> {
  try {
    await screenApplication(db, applicationId, now);
  } catch (error) {
    log.error({ err: error, applicationId }, 'screening the submitted application failed; it stays unscreened');
  }
}
