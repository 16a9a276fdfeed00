import { DATA_RIGHTS_MESSAGES, describeErasurePlan, planErasure, retentionPolicyOf, type AdminErasureRequest, type ErasurePlan } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import type { UploadStorage } from '../../lib/uploads';
import type { SessionMember } from '../../plugins/access.types';
import type { Mailer } from '../../plugins/mail';
import { createApplicationsRepository } from '../applications/applications.repository';
import { createDocumentsRepository } from '../applications/documents.repository';
import { createAuditRepository } from '../audit/audit.repository';
import { createLoginTokensRepository } from '../auth/login-tokens.repository';
import { createPasskeysRepository } from '../passkeys/passkeys.repository';
import { createSessionRepository } from '../auth/session.repository';
import { createDecisionsRepository } from '../decisions/decisions.repository';
import { createDossiersRepository } from '../dossiers/dossiers.repository';
import type { DraftsService } from '../drafts/drafts.service';
import { createOutboxRepository } from '../mail/outbox.repository';
import { createRepresentativeRequestsRepository } from '../members/representative-requests.repository';
import { createMembersRepository, ERASED } from '../members/members.repository';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createReportsRepository } from '../reports/reports.repository';
import { holdingAdminRoster } from '../members/admin-roster';
import { deleteHitsAndNotes } from '../screening/delete-hits-and-notes';
import { readNetworkSettings } from '../settings/settings.service';
import { createVotesRepository } from '../votes/votes.repository';
import { createWebhookSecretsRepository } from '../webhook-secrets/webhook-secrets.repository';
import { memberSigner } from '../webhook-secrets/webhook-secrets.service';
import { dataRightsEmails } from './data-rights-emails';
import { createDataRightsRepository, type DataRequestRow } from './data-rights.repository';
import { subjectOfEmail, subjectOfMember, type DataSubject } from './data-subject';
import { erasureFacts } from './erasure-facts';

/** How an erased member's votes and conflicts read in the network's records. */
export const FORMER_MEMBER = 'Former member';

/** The address an erased member's row and deals carry instead of theirs: unique, and no mailbox anywhere (RFC 2606's .invalid). */
export const tombstoneEmail = (memberId: string) => `erased-${memberId}@erased.invalid`;

export interface ErasureDeps {
  db: Db;
  clock: Clock;
  storage: UploadStorage;
  mailer: Mailer;
  drafts: DraftsService;
  subjectKey: (email: string) => string;
  /** Called once the erasure's last email is recorded: with SMTP, its delivery record goes too. */
  forgetDeliveries: (email: string) => void;
  /** Leaves no copy of deleted rows in the database's files (Store.forgetDeleted). */
  forgetDeleted: () => Promise<void>;
  /** Withdraws the erased member's commitments to rounds still open (the rounds module's own path). */
  withdrawOpenCommitments: (memberId: string, admin: SessionMember) => Promise<number>;
}

/**
 * The admin's side of erasure requests (docs/flows/data-rights.md): each pending request with what
 * carrying it out would do, then carrying it out in one transaction, or declining it with a reason.
 */
export function createErasureService(deps: ErasureDeps) {
  const requests = createDataRightsRepository(deps.db);
  const members = createMembersRepository(deps.db);

  /** Whose data a request covers, as things stand now (the member may have changed their address). */
  const subjectOf = async (request: DataRequestRow): Promise<DataSubject | undefined> => {
    if (request.memberId) {
      const member = await subjectOfMember(deps.db, request.memberId);
      if (member) return member;
    }
    return request.email ? subjectOfEmail(deps.db, request.email) : undefined;
  };

  /** The plan; `locking` inside the erasure's own transaction (erasure-facts.ts), never for a view of it. */
  const planFor = async (db: Db, subject: DataSubject, locking = false) => {
    const { facts, applications } = await erasureFacts(db, subject, deps.clock.now(), locking);
    return { plan: planErasure(facts, retentionPolicyOf(await readNetworkSettings(db)), deps.clock.now().getTime()), applications };
  };

  /** Who decided, by address for the other admins; an admin erased since is nobody. */
  const adminAddress = async (memberId: string): Promise<string | null> => {
    const admin = await members.findById(memberId);
    return admin && admin.state !== ERASED ? admin.email : null;
  };

  const view = async (request: DataRequestRow): Promise<AdminErasureRequest> => {
    const base = {
      id: request.id,
      status: request.status,
      requestedAt: request.requestedAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
      declineReason: request.declineReason,
      email: request.email,
      note: request.note,
      decidedBy: request.decidedBy ? await adminAddress(request.decidedBy) : null,
      member: request.memberId !== null,
    };
    if (request.status === 'completed') {
      // What was done, as the person was told: stored as sentences, no names.
      const outcome = request.outcome as { plan?: ErasurePlan } | null;
      return { ...base, name: null, plan: toPlanView(outcome?.plan ?? { blockedBy: null, deleted: [], anonymised: [], kept: [] }) };
    }
    const subject = await subjectOf(request);
    const { plan } = subject ? await planFor(deps.db, subject) : { plan: { blockedBy: null, deleted: [], anonymised: [], kept: [] } satisfies ErasurePlan };
    const name = subject?.member ? [subject.member.firstName, subject.member.lastName].filter(Boolean).join(' ') || null : null;
    return { ...base, name, plan: toPlanView(plan) };
  };

  return {
    async list(): Promise<AdminErasureRequest[]> {
      const rows = [...(await requests.pendingRequests()), ...(await requests.decidedRequests())];
      const views = [];
      for (const row of rows) views.push(await view(row));
      return views;
    },

    /** Carries the request out: everything the plan deletes goes, what it keeps is locked, and the person is told. */
    async erase(requestId: string, admin: SessionMember): Promise<Result<{ request: AdminErasureRequest }>> {
      const request = await requests.findRequest(requestId);
      if (!request) return fail(404, DATA_RIGHTS_MESSAGES.requestNotFound);
      if (request.status !== 'pending') return fail(409, DATA_RIGHTS_MESSAGES.requestNotPending);
      const subject = await subjectOf(request);
      if (!subject) return fail(409, DATA_RIGHTS_MESSAGES.requestNotPending);
      const now = deps.clock.now();
      const done = await deps.db.transaction(async (tx): Promise<Result<{ plan: ErasurePlan; storedNames: string[] }>> => {
        // A member may be the last admin: the roster is held before any row (admin-roster.ts).
        if (subject.member) await holdingAdminRoster(tx);
        const { plan, applications } = await planFor(tx, subject, true);
        if (plan.blockedBy) return fail(409, plan.blockedBy);
        const outcome = { plan };
        if (!(await createDataRightsRepository(tx).closeRequest(requestId, { status: 'completed', decidedAt: now, decidedBy: admin.id, outcome }))) return fail(409, DATA_RIGHTS_MESSAGES.requestNotPending);
        const storedNames = await eraseWithin(tx, subject, plan, applications.map((row) => row.id), deps.subjectKey(subject.email), now);
        const ids = { memberId: subject.member?.id ?? null, applicationIds: applications.map((row) => row.id) };
        await createAuditRepository(tx).record(
          {
            actor: admin,
            action: 'data.erased',
            subjectType: 'data-request',
            subjectId: requestId,
            // Opaque ids only: after restoring a backup older than this erasure, they say what to erase again.
            details: {
              ...ids,
              deleted: plan.deleted,
              anonymised: plan.anonymised,
              kept: plan.kept.map((record) => ({ applicationId: record.applicationId, reason: record.reason, purgeAt: new Date(record.purgeAt).toISOString() })),
            },
          },
          now,
        );
        return { ok: true, plan, storedNames };
      });
      if (!done.ok) return done;
      await deps.storage.removeStored(done.storedNames);
      await deps.drafts.deleteAllFor(subject.email);
      // After the commit, the way the member's own withdrawal goes (its locks, not the erasure's).
      if (subject.member) await deps.withdrawOpenCommitments(subject.member.id, admin);
      await deps.mailer.send(subject.email, dataRightsEmails.erasureDone(done.plan));
      await deps.forgetDeleted();
      deps.forgetDeliveries(subject.email);
      const closed = await requests.findRequest(requestId);
      return closed ? { ok: true, request: await view(closed) } : fail(404, DATA_RIGHTS_MESSAGES.requestNotFound);
    },

    async decline(requestId: string, admin: SessionMember, reason: string): Promise<Result<{ request: AdminErasureRequest }>> {
      const request = await requests.findRequest(requestId);
      if (!request) return fail(404, DATA_RIGHTS_MESSAGES.requestNotFound);
      const now = deps.clock.now();
      const declined = await deps.db.transaction(async (tx) => {
        if (!(await createDataRightsRepository(tx).closeRequest(requestId, { status: 'declined', decidedAt: now, decidedBy: admin.id, declineReason: reason }))) return false;
        await createAuditRepository(tx).record({ actor: admin, action: 'data.erasure_declined', subjectType: 'data-request', subjectId: requestId, details: { reason } }, now);
        return true;
      });
      if (!declined) return fail(409, DATA_RIGHTS_MESSAGES.requestNotPending);
      if (request.email) await deps.mailer.send(request.email, dataRightsEmails.erasureDeclined(reason));
      const closed = await requests.findRequest(requestId);
      return closed ? { ok: true, request: await view(closed) } : fail(404, DATA_RIGHTS_MESSAGES.requestNotFound);
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;

/**
 * The erasure itself, inside the caller's transaction, through each owner's repository. Answers the
 * stored files to remove once it has committed (a rollback must not have lost them).
 */
async function eraseWithin(tx: Db, subject: DataSubject, plan: ErasurePlan, applicationIds: readonly string[], subjectKey: string, now: Date): Promise<string[]> {
  const applications = createApplicationsRepository(tx);
  const documents = createDocumentsRepository(tx);
  const audit = createAuditRepository(tx);
  const kept = new Map(plan.kept.map((record) => [record.applicationId, record]));
  const storedNames: string[] = [];

  for (const id of applicationIds) {
    const keep = kept.get(id);
    if (keep) {
      // Kept under AML record-keeping: locked from now until its purge date (an earlier lock stays as it was).
      if (keep.reason !== 'already-retained') await applications.retain(id, now, new Date(keep.purgeAt), keep.reason);
      continue;
    }
    storedNames.push(...(await documents.deleteAllOf(id)));
    await deleteHitsAndNotes(tx, 'application', id, [{ type: 'application', id }]);
    await applications.delete(id);
  }

  // Applications of others that name the address as an entity's contact keep everything but it.
  for (const row of await applications.namingContact(subject.email)) {
    const answers = { ...row.answers };
    delete answers['contactEmail'];
    await applications.forgetContact(row.id, answers, now);
  }

  const { member } = subject;
  if (member) {
    const tombstone = tombstoneEmail(member.id);
    await createVotesRepository(tx).anonymiseMember(member.id, FORMER_MEMBER);
    await createDecisionsRepository(tx).anonymiseRecusals(member.id, FORMER_MEMBER);
    await createReportsRepository(tx).replaceOwnerEmail(member.id, tombstone);
    await createDossiersRepository(tx).replaceOwnerEmail(member.id, tombstone);
    await createNotificationsRepository(tx).deleteAllOf(member.id);
    await createWebhookSecretsRepository(tx).delete(memberSigner(member.id));
    await createSessionRepository(tx).deleteAllFor(member.id);
    await createPasskeysRepository(tx).deleteAllFor(member.id);
    await createRepresentativeRequestsRepository(tx).deleteAllOf(member.id);
    // Screening hits on the member are part of the KYC record: they stay while it is kept, and go with it.
    if (kept.size === 0) await deleteHitsAndNotes(tx, 'member', member.id, [{ type: 'member', id: member.id }]);
    else await audit.deleteAbout([{ type: 'member', id: member.id }]);
    await audit.forgetActorEmail(member.id);
    await createMembersRepository(tx).erase(member.id, tombstone, now);
  }
  await createLoginTokensRepository(tx).deleteFor(subject.email);
  await createOutboxRepository(tx).deleteTo(subject.email);
  const dataRights = createDataRightsRepository(tx);
  await dataRights.deleteLinksOf(subject.email);
  await dataRights.deleteDeclinedOf(subject.email);
  await audit.deleteAbout([{ type: 'data-subject', id: subjectKey }]);
  return storedNames;
}

function toPlanView(plan: ErasurePlan): AdminErasureRequest['plan'] {
  const described = describeErasurePlan(plan);
  return {
    blockedBy: plan.blockedBy,
    deleted: described.deleted,
    anonymised: described.anonymised,
    kept: plan.kept.map((record, index) => ({
      applicationId: record.applicationId,
      label: record.label,
      reason: described.kept[index]?.reason ?? '',
      purgeAt: new Date(record.purgeAt).toISOString(),
    })),
  };
}
