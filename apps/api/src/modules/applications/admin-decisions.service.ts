import { SCREENING_MESSAGES, type ApplicationStatus, type DocumentReviewRequest } from '@quorum/domain';
import { randomSecret, sha256Hex } from '../../crypto/hashing';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import type { SessionMember } from '../../plugins/access.types';
import type { Mailer } from '../../plugins/mail';
import { createAuditRepository, type AuditRepository } from '../audit/audit.repository';
import { hasOpenScreeningHit } from '../screening/screening-review.service';
import { mailTemplates } from '../mail/templates';
import { createMembersRepository, type MemberRow, type MembersRepository } from '../members/members.repository';
import { splitName } from '../members/person-names';
import { accreditationExpiresAt } from './accreditation-expiry';
import { canTransition, OPEN_STATUSES, REUPLOAD_TOKEN_TTL_MS, TRANSITIONS, transitionRefusal, type ApplicationAction } from './application-status';
import { createApplicationsRepository, type ApplicationRow, type ApplicationsRepository } from './applications.repository';
import { documentSlotsFor } from './document-slots';
import { createDocumentsRepository, type DocumentRow, type DocumentsRepository } from './documents.repository';
import { isUniqueViolation } from '../../db/errors';
import { fail, type Result } from '../../lib/http/result';

const MEMBER_EXISTS = 'A member with this email address already exists';

export interface AdminDecisionsService {
  startReview(id: string, admin: SessionMember): Promise<Result<{ status: ApplicationStatus }>>;
  approve(id: string, admin: SessionMember): Promise<Result<{ status: ApplicationStatus; memberId: string; memberEmail: string }>>;
  reject(id: string, reason: string, admin: SessionMember): Promise<Result<{ status: ApplicationStatus }>>;
  reviewDocument(id: string, documentId: string, review: DocumentReviewRequest, admin: SessionMember): Promise<Result<{ status: ApplicationStatus; document: DocumentRow }>>;
}

interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
}

/** The repositories a decision writes through, all made on its transaction. */
interface DecisionRepositories {
  applications: ApplicationsRepository;
  documents: DocumentsRepository;
  members: MembersRepository;
  audit: AuditRepository;
  /** Whether the application has an open screening hit, read in the decision's transaction. */
  hasOpenHit(applicationId: string): Promise<boolean>;
}

const repositoriesOn = (tx: Db): DecisionRepositories => ({
  hasOpenHit: (applicationId) => hasOpenScreeningHit(tx, applicationId),
  applications: createApplicationsRepository(tx),
  documents: createDocumentsRepository(tx),
  members: createMembersRepository(tx),
  audit: createAuditRepository(tx),
});

/** Moves the status inside the caller's transaction; a concurrent decision makes it a 409. */
async function move(
  applications: ApplicationsRepository,
  application: ApplicationRow,
  action: ApplicationAction,
  now: Date,
  extra?: Parameters<ApplicationsRepository['transition']>[4],
): Promise<void> {
  const { from, to } = TRANSITIONS[action];
  if (!(await applications.transition(application.id, from, to, now, extra))) throw new ConcurrentDecision(application.id, action);
}

/**
 * The member an approval creates: role member, memberType the application type (Individual,
 * Entity or Investment; the organisation type stays on the application), the applicant's or
 * representative's names, and for an entity the representative's address as its representative.
 */
async function createMemberFor(members: MembersRepository, application: ApplicationRow, now: Date): Promise<Result<{ member: MemberRow }>> {
  try {
    // members.create opens a nested transaction (a savepoint), so a failed insert leaves the decision's transaction usable.
    const member = await members.create(
      {
        email: application.email,
        role: 'member',
        allRoles: ['member'],
        ...splitName(application.name),
        memberType: application.entityType,
        applicationId: application.id,
        representativeEmail: application.entityType === 'Individual' ? null : application.email,
        accreditationExpiresAt: accreditationExpiresAt(application.answers, application.submittedAt),
      },
      now,
    );
    return { ok: true, member };
  } catch (error) {
    // Another process created the member between the check and this insert.
    if (isUniqueViolation(error)) return fail(409, MEMBER_EXISTS);
    throw error;
  }
}

/** The admin's decisions on an application; each one checks the transition, audit-logs who did it, and emails the applicant where they must know. */
export function createAdminDecisionsService(deps: Deps): AdminDecisionsService {
  const applications = createApplicationsRepository(deps.db);
  const documents = createDocumentsRepository(deps.db);
  const members = createMembersRepository(deps.db);
  const actorOf = (admin: SessionMember) => ({ id: admin.id, email: admin.email });

  /** Loads the application and checks the action may start from its status. */
  const load = async (id: string, action: ApplicationAction): Promise<Result<{ application: ApplicationRow }>> => {
    const application = await applications.findById(id);
    if (!application) return fail(404, 'Application not found');
    if (!canTransition(action, application.status)) return fail(409, transitionRefusal(action, application.status));
    return { ok: true, application };
  };

  /** Runs `run` in one transaction, on repositories made on it; nothing slow inside (the emails go out after). */
  const decide = async <T>(id: string, action: ApplicationAction, run: (repos: DecisionRepositories, application: ApplicationRow, now: Date) => Promise<Result<T>>): Promise<Result<T>> => {
    const loaded = await load(id, action);
    if (!loaded.ok) return loaded;
    try {
      return await deps.db.transaction((tx) => run(repositoriesOn(tx), loaded.application, deps.clock.now()));
    } catch (error) {
      if (!(error instanceof ConcurrentDecision)) throw error;
      const current = await applications.findById(id);
      return fail(409, transitionRefusal(action, current?.status ?? loaded.application.status));
    }
  };

  return {
    startReview(id, admin) {
      return decide(id, 'startReview', async (repos, application, now) => {
        await move(repos.applications, application, 'startReview', now);
        await repos.audit.record({ actor: actorOf(admin), action: 'application.review_started', subjectType: 'application', subjectId: id }, now);
        return { ok: true, status: TRANSITIONS.startReview.to };
      });
    },

    async approve(id, admin) {
      const loaded = await load(id, 'approve');
      if (loaded.ok && (await members.findByEmail(loaded.application.email))) return fail(409, MEMBER_EXISTS);
      if (loaded.ok && (await hasOpenScreeningHit(deps.db, id))) return fail(409, SCREENING_MESSAGES.approvalBlocked);
      const result = await decide(id, 'approve', async (repos, application, now) => {
        // Checked again with the application locked: a re-screening writes an application's hits
        // holding the same lock, so a hit it found since the check above is seen here.
        await repos.applications.findForWrite(id);
        if (await repos.hasOpenHit(id)) return fail(409, SCREENING_MESSAGES.approvalBlocked);
        const created = await createMemberFor(repos.members, application, now);
        if (!created.ok) return created;
        await move(repos.applications, application, 'approve', now, { memberId: created.member.id });
        await repos.audit.record({ actor: actorOf(admin), action: 'application.approved', subjectType: 'application', subjectId: id, details: { memberId: created.member.id } }, now);
        return { ok: true, status: TRANSITIONS.approve.to, memberId: created.member.id, memberEmail: created.member.email, name: application.name };
      });
      if (!result.ok) return result;
      await deps.mailer.send(result.memberEmail, mailTemplates.applicationApproved(result.name, `${deps.publicUrl}/login`));
      return { ok: true, status: result.status, memberId: result.memberId, memberEmail: result.memberEmail };
    },

    async reject(id, reason, admin) {
      const result = await decide(id, 'reject', async (repos, application, now) => {
        await move(repos.applications, application, 'reject', now, { decisionReason: reason, closedAt: now });
        await repos.audit.record({ actor: actorOf(admin), action: 'application.rejected', subjectType: 'application', subjectId: id, details: { reason } }, now);
        return { ok: true, status: TRANSITIONS.reject.to, email: application.email, name: application.name };
      });
      if (!result.ok) return result;
      await deps.mailer.send(result.email, mailTemplates.applicationRejected(result.name, reason));
      return { ok: true, status: result.status };
    },

    async reviewDocument(id, documentId, review, admin) {
      const application = await applications.findById(id);
      const document = await documents.find(id, documentId);
      if (!application || !document) return fail(404, 'Document not found');
      if (!OPEN_STATUSES.includes(application.status)) return fail(409, `This application is ${application.status} and its documents can no longer be reviewed`);
      if (document.reviewStatus === 'replaced') return fail(409, 'This document has been replaced by a newer upload');
      if (review.decision === 'accepted') {
        const now = deps.clock.now();
        await deps.db.transaction(async (tx) => {
          const repos = repositoriesOn(tx);
          await repos.documents.review(document.id, { reviewStatus: 'accepted', reviewNote: review.reason || null, reviewedAt: now, reuploadTokenHash: null, reuploadTokenExpiresAt: null });
          await repos.audit.record({ actor: actorOf(admin), action: 'document.accepted', subjectType: 'application', subjectId: id, details: { documentId, documentType: document.documentType } }, now);
        });
        return { ok: true, status: application.status, document: (await documents.find(id, documentId)) ?? document };
      }
      const token = randomSecret(32);
      const result = await decide(id, 'requestRevisions', async (repos, current, now) => {
        // The application's row before the document's, as a replacing upload takes them (decision 0020),
        // and the document read again under it: a replacement committed meanwhile is not sent back.
        await repos.applications.findForWrite(id);
        if ((await repos.documents.find(id, documentId))?.reviewStatus === 'replaced') return fail(409, 'This document has been replaced by a newer upload');
        await repos.documents.review(document.id, {
          reviewStatus: 'reupload_requested',
          reviewNote: review.reason,
          reviewedAt: now,
          reuploadTokenHash: sha256Hex(token),
          reuploadTokenExpiresAt: new Date(now.getTime() + REUPLOAD_TOKEN_TTL_MS),
        });
        await move(repos.applications, current, 'requestRevisions', now);
        await repos.audit.record(
          { actor: actorOf(admin), action: 'document.reupload_requested', subjectType: 'application', subjectId: id, details: { documentId, documentType: document.documentType, reason: review.reason } },
          now,
        );
        return { ok: true, status: TRANSITIONS.requestRevisions.to };
      });
      if (!result.ok) return result;
      const label = documentSlotsFor(application.answers).get(document.documentType)?.label ?? document.documentType;
      const link = `${deps.publicUrl}/apply/reupload?token=${encodeURIComponent(token)}`;
      await deps.mailer.send(application.email, mailTemplates.documentReuploadRequested(application.name, `${label} (${document.originalName})`, review.reason, link));
      return { ok: true, status: result.status, document: (await documents.find(id, documentId)) ?? document };
    },
  };
}

class ConcurrentDecision extends Error {
  constructor(
    readonly applicationId: string,
    readonly action: ApplicationAction,
  ) {
    super(`application ${applicationId} changed status before ${action} committed`);
  }
}
