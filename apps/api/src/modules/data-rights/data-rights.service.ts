import {
  DATA_ACCESS_LIFETIME_MS,
  DATA_LINK_LIFETIME_MS,
  DATA_RIGHTS_MESSAGES,
  type DataSubjectSummary,
  type ErasureRequest,
} from '@quorum/domain';
import type { Readable } from 'node:stream';
import type { FieldCipher } from '../../crypto/field-cipher';
import { randomSecret, sha256Hex } from '../../crypto/hashing';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import { newId, unguessableId } from '../../lib/ids';
import type { UploadStorage } from '../../lib/uploads';
import type { Mailer } from '../../plugins/mail';
import { OPEN_STATUSES } from '../applications/application-status';
import { createApplicationsRepository } from '../applications/applications.repository';
import { createAuditRepository } from '../audit/audit.repository';
import { createDraftsRepository } from '../drafts/drafts.repository';
import type { DraftsService } from '../drafts/drafts.service';
import { dataRightsEmails } from './data-rights-emails';
import { createDataRightsRepository, type DataRequestRow } from './data-rights.repository';
import { subjectOfEmail, type DataSubject } from './data-subject';
import { exportArchive } from './export-archive';
import { applicationLabel, collectPersonalData } from './personal-data';

export interface DataRightsDeps {
  db: Db;
  cipher: FieldCipher;
  clock: Clock;
  storage: UploadStorage;
  mailer: Mailer;
  drafts: DraftsService;
  publicUrl: string;
  subjectKey: (email: string) => string;
  /** Where a stored file was missing from an export (the log). */
  onMissingFile: (path: string) => void;
}

/** Who acts: the member signed in, or whoever holds the address's link (no account). */
export type DataActor = { id: string; email: string } | null;

/**
 * A person's side of their data rights (docs/flows/data-rights.md): the emailed link for people
 * without an account, a summary of what is held, the export, withdrawing an application, and
 * asking for erasure.
 */
export function createDataRightsService(deps: DataRightsDeps) {
  const repository = createDataRightsRepository(deps.db);
  const audit = createAuditRepository(deps.db);

  const holdsAnything = async (subject: DataSubject) =>
    subject.member !== null ||
    (await createApplicationsRepository(deps.db).ofPerson(subject.email, null)).length > 0 ||
    (await createApplicationsRepository(deps.db).namingContact(subject.email)).length > 0 ||
    (await createDraftsRepository(deps.db).ofEmail(subject.email)).length > 0;

  return {
    /** Emails the address a link to its data, or says nothing is held: the caller answers the same either way. */
    async sendLink(email: string): Promise<void> {
      const subject = await subjectOfEmail(deps.db, email);
      if (!(await holdsAnything(subject))) {
        await deps.mailer.send(email, dataRightsEmails.nothingHeld());
        return;
      }
      const now = deps.clock.now();
      const token = randomSecret(32);
      await repository.insertLink({ id: newId(), email, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + DATA_LINK_LIFETIME_MS), createdAt: now });
      await deps.mailer.send(email, dataRightsEmails.dataLink(`${deps.publicUrl}/apply/my-data?token=${encodeURIComponent(token)}`));
    },

    /** Spends the link: a key for the page that opened it, and what is held under the address. */
    async open(token: string): Promise<Result<{ accessKey: string; expiresAt: Date; summary: DataSubjectSummary }>> {
      const now = deps.clock.now();
      const accessKey = randomSecret(32);
      const expiresAt = new Date(now.getTime() + DATA_ACCESS_LIFETIME_MS);
      const link = await repository.redeemLink(sha256Hex(token.trim()), sha256Hex(accessKey), expiresAt, now);
      if (!link) return fail(410, DATA_RIGHTS_MESSAGES.linkInvalid);
      return { ok: true, accessKey, expiresAt, summary: await this.summary(await subjectOfEmail(deps.db, link.email)) };
    },

    /** The person a page's key stands for, while the key lives. */
    async subjectForKey(accessKey: string | undefined): Promise<Result<{ subject: DataSubject }>> {
      const email = accessKey ? await repository.emailForKey(sha256Hex(accessKey), deps.clock.now()) : undefined;
      if (!email) return fail(410, DATA_RIGHTS_MESSAGES.accessExpired);
      return { ok: true, subject: await subjectOfEmail(deps.db, email) };
    },

    async summary(subject: DataSubject): Promise<DataSubjectSummary> {
      const applications = (await createApplicationsRepository(deps.db).ofPerson(subject.email, subject.member?.id ?? null)).filter((row) => row.retainedUntil === null);
      const latest = await repository.latestRequestOf(subject.email, subject.member?.id ?? null);
      return {
        email: subject.email,
        member: subject.member !== null,
        applications: applications.map((row) => ({
          id: row.id,
          label: applicationLabel(row),
          status: row.status,
          submittedAt: row.submittedAt.toISOString(),
          withdrawable: OPEN_STATUSES.includes(row.status),
        })),
        drafts: (await createDraftsRepository(deps.db).ofEmail(subject.email)).length,
        erasureRequest: latest ? toErasureRequest(latest) : null,
      };
    },

    /** Everything held about the person, as a zip stream; the export is audit-logged (never its content). */
    async export(subject: DataSubject, actor: DataActor): Promise<Readable> {
      const now = deps.clock.now();
      const data = await collectPersonalData(deps, subject, now);
      await audit.record(
        { actor, action: 'data.exported', subjectType: 'data-subject', subjectId: deps.subjectKey(subject.email), details: { via: actor ? 'profile' : 'emailed link', files: data.files.length } },
        now,
      );
      return exportArchive(data, deps.storage, deps.onMissingFile);
    },

    /** The applicant takes back an application still under review; its documents then follow the retention policy. */
    async withdraw(subject: DataSubject, applicationId: string, actor: DataActor): Promise<Result<object>> {
      const applications = createApplicationsRepository(deps.db);
      const mine = (await applications.ofPerson(subject.email, subject.member?.id ?? null)).find((row) => row.id === applicationId && row.retainedUntil === null);
      if (!mine) return fail(404, 'Application not found');
      const now = deps.clock.now();
      const withdrawn = await deps.db.transaction(async (tx) => {
        if (!(await createApplicationsRepository(tx).transition(applicationId, OPEN_STATUSES, 'withdrawn', now, { closedAt: now }))) return false;
        await createAuditRepository(tx).record({ actor, action: 'application.withdrawn', subjectType: 'application', subjectId: applicationId, details: {} }, now);
        return true;
      });
      return withdrawn ? { ok: true } : fail(409, DATA_RIGHTS_MESSAGES.notWithdrawable);
    },

    /** Files an erasure request for the admins (one pending per address: asking again answers the pending one). */
    async requestErasure(subject: DataSubject, note: string | undefined, actor: DataActor): Promise<ErasureRequest> {
      const now = deps.clock.now();
      const id = unguessableId('erasure');
      const created = await deps.db.transaction(async (tx) => {
        const inserted = await createDataRightsRepository(tx).insertRequest({ id, email: subject.email, memberId: subject.member?.id ?? null, note: note?.trim() || null, requestedAt: now });
        if (inserted) await createAuditRepository(tx).record({ actor, action: 'data.erasure_requested', subjectType: 'data-request', subjectId: id, details: { via: actor ? 'profile' : 'emailed link' } }, now);
        return inserted;
      });
      if (created) await deps.mailer.send(subject.email, dataRightsEmails.erasureReceived());
      const latest = await repository.latestRequestOf(subject.email, subject.member?.id ?? null);
      if (!latest) throw new Error('the erasure request just filed is not there');
      return toErasureRequest(latest);
    },

    async latestErasureRequest(subject: DataSubject): Promise<ErasureRequest | null> {
      const latest = await repository.latestRequestOf(subject.email, subject.member?.id ?? null);
      return latest ? toErasureRequest(latest) : null;
    },
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;

function toErasureRequest(row: DataRequestRow): ErasureRequest {
  return { id: row.id, status: row.status, requestedAt: row.requestedAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null, declineReason: row.declineReason };
}
