import { DATA_RIGHTS_MESSAGES, type AdminApplicationDetail, type AdminApplicationListQuery, type AdminApplicationListResponse } from '@quorum/domain';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import type { StoredFile, UploadStorage } from '../../lib/uploads';
import type { SessionMember } from '../../plugins/access.types';
import { createAuditRepository } from '../audit/audit.repository';
import { toAdminDocument, toAdminPerson, toListSummary, toSummary } from './admin-views';
import { createApplicationsRepository, type ApplicationRow } from './applications.repository';
import { createDocumentsRepository, type DocumentRow } from './documents.repository';
import { maskIdentifiers, revealField } from './kyc-protection';
import { fail, type Result } from '../../lib/http/result';

const NOT_FOUND = 'Application not found';

export interface AdminReviewService {
  list(query: AdminApplicationListQuery): Promise<Omit<AdminApplicationListResponse, 'success'>>;
  detail(id: string): Promise<Result<{ application: AdminApplicationDetail }>>;
  /** One identifier in full, audit-logged with which one (never the value). */
  reveal(id: string, target: { field?: string | undefined; personId?: string | undefined }, admin: SessionMember): Promise<Result<{ value: string }>>;
  /**
   * A stored document's file, opened and audit-logged: downloads of KYC documents are tracked like
   * reveals. The caller sends the file's body (or destroys it): open, it holds a file or a connection.
   */
  download(id: string, documentId: string, admin: SessionMember): Promise<Result<{ document: DocumentRow; file: StoredFile }>>;
}

export function createAdminReviewService(deps: { db: Db; cipher: FieldCipher; clock: Clock; storage: UploadStorage }): AdminReviewService {
  const applications = createApplicationsRepository(deps.db);
  const documents = createDocumentsRepository(deps.db);
  const audit = createAuditRepository(deps.db);
  const actorOf = (admin: SessionMember) => ({ id: admin.id, email: admin.email });
  /** A record kept only for AML record-keeping after an erasure is locked: nobody opens it (docs/flows/data-rights.md). */
  const openable = async (id: string): Promise<Result<{ row: ApplicationRow }>> => {
    const row = await applications.findById(id);
    if (!row) return fail(404, NOT_FOUND);
    if (row.retainedUntil) return fail(423, DATA_RIGHTS_MESSAGES.applicationRetained);
    return { ok: true, row };
  };

  return {
    async list(query) {
      const { rows, total } = await applications.list(query);
      return { applications: rows.map(toListSummary), total, counts: await applications.countByStatus() };
    },

    async detail(id) {
      const opened = await openable(id);
      if (!opened.ok) return opened;
      const { row } = opened;
      const [docs, people, trail] = await Promise.all([documents.listFor(id), applications.peopleOf(id), audit.listFor('application', id)]);
      const { answers, maskedFields } = maskIdentifiers(row.answers, deps.cipher);
      return {
        ok: true,
        application: {
          ...toSummary(row, docs.filter((doc) => doc.reviewStatus !== 'replaced').length),
          answers,
          maskedFields,
          people: people.map((person) => toAdminPerson(person, deps.cipher)),
          documents: docs.map(toAdminDocument),
          audit: trail.map(({ id: entryId, actorId, actorEmail, action, details, createdAt }) => ({ id: entryId, actorId, actorEmail, action, details, createdAt })),
          decisionReason: row.decisionReason,
          referralCode: row.referralCode,
          welcomeEmailSentAt: row.welcomeEmailSentAt?.toISOString() ?? null,
          updatedAt: row.updatedAt.toISOString(),
        },
      };
    },

    async reveal(id, target, admin) {
      const opened = await openable(id);
      if (!opened.ok) return opened;
      const { row } = opened;
      let value: string | undefined;
      let details: Record<string, unknown>;
      if (target.personId !== undefined) {
        const person = (await applications.peopleOf(id)).find((entry) => entry.id === target.personId);
        value = person?.idNumberEncrypted ? deps.cipher.decrypt(person.idNumberEncrypted) : undefined;
        details = { personId: target.personId, listId: person?.listId ?? null };
      } else {
        value = revealField(row.answers, target.field ?? '', deps.cipher);
        details = { field: target.field };
      }
      if (value === undefined) return fail(404, 'There is no such identifier on this application');
      await audit.record({ actor: actorOf(admin), action: 'application.identifier_revealed', subjectType: 'application', subjectId: id, details }, deps.clock.now());
      return { ok: true, value };
    },

    async download(id, documentId, admin) {
      const opened = await openable(id);
      if (!opened.ok) return opened;
      const document = await documents.find(id, documentId);
      if (!document) return fail(404, 'Document not found');
      const file = await deps.storage.openRead(document.storedName);
      if (!file) return fail(404, 'The file of this document is missing');
      try {
        await audit.record(
          { actor: actorOf(admin), action: 'document.downloaded', subjectType: 'application', subjectId: id, details: { documentId, documentType: document.documentType } },
          deps.clock.now(),
        );
      } catch (error) {
        file.body.destroy();
        throw error;
      }
      return { ok: true, document, file };
    },
  };
}
