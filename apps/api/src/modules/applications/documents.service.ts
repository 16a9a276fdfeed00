import type { Db, Store } from '../../db/store';
import { sha256Hex } from '../../crypto/hashing';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { StagedFile, UploadStorage } from '../../lib/uploads';
import { createAuditRepository } from '../audit/audit.repository';
import { OPEN_STATUSES, UPLOAD_WINDOW_MS } from './application-status';
import { createApplicationsRepository, type ApplicationRow } from './applications.repository';
import { documentSlotsFor, type DocumentSlot } from './document-slots';
import { STORAGE_FULL_MESSAGE, type DocumentUploadLimits } from './documents.limits';
import type { PublicQuota, QuotaUsage, UploadInFlight } from './documents.quota-gauge';
import { fitsPublicQuota } from './public-uploads.read';
import { createDocumentsRepository, type DocumentRow } from './documents.repository';
import { fail, type Result } from '../../lib/http/result';

export const UPLOAD_FIELDS: ReadonlySet<string> = new Set(['applicantId', 'documentType', 'reuploadToken']);
const MAX_ID_LENGTH = 128;

export interface UploadTarget {
  application: ApplicationRow;
  slot: DocumentSlot;
  /** Files of this type that still count, the one being replaced excluded. */
  stored: number;
  replacing?: { document: DocumentRow; tokenHash: string };
}

export interface DocumentsService {
  /** Checks the fields that precede the files: which application, which documentType, how many more files. */
  prepare(fields: ReadonlyMap<string, string>): Promise<Result<{ target: UploadTarget }>>;
  /** Moves staged files into place and writes their rows in one transaction (all or nothing). */
  commit(target: UploadTarget, files: readonly StagedFile[]): Promise<Result<{ documents: DocumentRow[] }>>;
  /** What a re-upload link is for, so the page can ask for exactly that document. */
  describeReupload(token: string): Promise<Result<{ application: ApplicationRow; document: DocumentRow; slot: DocumentSlot }>>;
}

const REUPLOAD_LINK_INVALID = 'This re-upload link is not valid any more. Please contact us for a new one.';

const isOpen = (application: ApplicationRow) => OPEN_STATUSES.includes(application.status);

type Quota = Pick<DocumentUploadLimits, 'quotaBytes' | 'quotaFiles'>;

const UNLIMITED: QuotaUsage = { bytes: Number.POSITIVE_INFINITY, files: Number.POSITIVE_INFINITY };

/** The size of an upload as the quota counts it. */
const usageOf = (files: readonly StagedFile[]): QuotaUsage => ({ bytes: files.reduce((sum, file) => sum + file.size, 0), files: files.length });

export function createDocumentsService(deps: { db: Store; clock: Clock; storage: UploadStorage; uploads: PublicQuota }): DocumentsService {
  const applications = createApplicationsRepository(deps.db);
  const documents = createDocumentsRepository(deps.db);
  const { gauge, limits: quota } = deps.uploads;

  const reuploadFor = async (token: string) => {
    const tokenHash = sha256Hex(token);
    const document = await documents.findByReuploadTokenHash(tokenHash);
    const valid = document && document.reviewStatus === 'reupload_requested' && document.reuploadTokenExpiresAt && document.reuploadTokenExpiresAt > deps.clock.now();
    return valid ? { document, tokenHash } : undefined;
  };

  const service: DocumentsService = {
    async prepare(fields) {
      const applicantId = fields.get('applicantId') ?? '';
      const documentType = fields.get('documentType') ?? '';
      const token = fields.get('reuploadToken');
      if (!applicantId || !documentType) return fail(400, 'Send applicantId and documentType before the files');
      if (applicantId.length > MAX_ID_LENGTH || documentType.length > MAX_ID_LENGTH) return fail(400, 'Unknown document type');
      const application = await applications.findById(applicantId);
      if (!application || !isOpen(application)) return closedRefusal(application);
      const slot = documentSlotsFor(application.answers).get(documentType);
      if (!slot) return fail(400, 'Unknown document type');

      let replacing: UploadTarget['replacing'];
      if (token) {
        replacing = await reuploadFor(token);
        if (!replacing || replacing.document.applicationId !== application.id) return fail(403, REUPLOAD_LINK_INVALID);
        if (replacing.document.documentType !== documentType) return fail(403, 'This re-upload link is for another document');
      } else if (deps.clock.now().getTime() > application.submittedAt.getTime() + UPLOAD_WINDOW_MS) {
        return fail(403, 'Documents can be uploaded for 7 days after submitting. Please contact us to send this document.');
      }
      const stored = (await documents.countActive(application.id, documentType)) - (replacing ? 1 : 0);
      if (stored >= slot.rules.maxFiles) return fail(400, `${documentType} already has its ${slot.rules.maxFiles} file${slot.rules.maxFiles === 1 ? '' : 's'}`);
      // Refused before the files arrive when nothing more fits: a full quota costs no upload.
      // A re-upload an admin asked for is not counted: its link is for one document and is spent on
      // use, so the public cannot multiply it, and junk filling the quota must not block it.
      const room = replacing ? UNLIMITED : await gauge.room();
      if (room.bytes <= 0 || room.files <= 0) return fail(507, STORAGE_FULL_MESSAGE);
      return { ok: true, target: { application, slot, stored, replacing } };
    },

    async commit(target, files) {
      const storedNames: string[] = [];
      try {
        // One directory fsync for the request's files, not one per file.
        await deps.storage.commitAll(files.map((file) => file.tempPath), (storedName) => storedNames.push(storedName));
        const now = deps.clock.now();
        // Committed with the other uploads of this turn (one fsync); answered only once durable.
        const upload = usageOf(files);
        // Near the quota the transaction checks it exactly (documents.quota-gauge.ts).
        const flight = target.replacing ? undefined : gauge.begin(upload);
        let outcome: Awaited<ReturnType<typeof storeRows>> | undefined;
        try {
          outcome = await deps.db.commit((tx) => storeRows(tx, target, files, storedNames, now, flight && { flight, quota }));
        } finally {
          flight?.settle(outcome?.ok ?? false);
        }
        if (!outcome.ok) await deps.storage.removeStored(storedNames);
        return outcome;
      } catch (error) {
        // Files committed before the failure are stored; the rest are still temp files.
        await Promise.all([deps.storage.removeStored(storedNames), deps.storage.remove(files.map((file) => file.tempPath))]);
        throw error;
      }
    },

    async describeReupload(token) {
      const found = await reuploadFor(token);
      const application = found ? await applications.findById(found.document.applicationId) : undefined;
      const slot = application && found ? documentSlotsFor(application.answers).get(found.document.documentType) : undefined;
      if (!found || !application || !isOpen(application) || !slot) return fail(403, REUPLOAD_LINK_INVALID);
      return { ok: true, application, document: found.document, slot };
    },
  };
  return service;
}

/** Why an application takes no more documents: gone (erased meanwhile), withdrawn, or decided. */
function closedRefusal(application: ApplicationRow | undefined) {
  if (!application) return fail(404, 'Application not found');
  if (application.status === 'withdrawn') return fail(409, 'This application has been withdrawn and takes no more documents');
  return fail(409, 'This application has been decided and takes no more documents');
}

/** Writes the rows of an upload whose files are in place, inside the commit's transaction `tx`. */
async function storeRows(tx: Db, target: UploadTarget, files: readonly StagedFile[], storedNames: readonly string[], now: Date, counted: { flight: UploadInFlight; quota: Quota } | undefined): Promise<Result<{ documents: DocumentRow[] }>> {
  const documents = createDocumentsRepository(tx);
  // Checked again inside the transaction, with the application locked (PostgreSQL): a concurrent
  // upload or decision may have won, and two uploads for one slot must not both see room in it.
  const application = await createApplicationsRepository(tx).findForWrite(target.application.id);
  if (!application || !isOpen(application)) return closedRefusal(application);
  const { documentType, rules } = target.slot;
  const stored = (await documents.countActive(application.id, documentType)) - (target.replacing ? 1 : 0);
  if (stored + files.length > rules.maxFiles) return fail(400, `Too many files for ${documentType}: up to ${rules.maxFiles} in total`);
  // Before any write, so a refusal leaves nothing to roll back; exact even for uploads at the same instant.
  if (counted && !(await fitsPublicQuota(tx, counted.flight, counted.quota))) return fail(507, STORAGE_FULL_MESSAGE);
  if (target.replacing && !(await documents.markReplaced(target.replacing.document.id, target.replacing.tokenHash))) return fail(403, REUPLOAD_LINK_INVALID);
  const rows = files.map((file, index) => ({
    id: newId(),
    applicationId: application.id,
    documentType,
    originalName: file.originalName,
    storedName: storedNames[index] ?? '',
    mimeType: file.mimeType,
    size: file.size,
    sha256: file.sha256,
    reviewStatus: 'pending' as const,
    createdAt: now,
  }));
  await documents.insertMany(rows);
  counted?.flight.written();
  await createAuditRepository(tx).record(
    {
      actor: null,
      action: 'document.uploaded',
      subjectType: 'application',
      subjectId: application.id,
      details: { documentType, documentIds: rows.map((row) => row.id), ...(target.replacing ? { replaces: target.replacing.document.id } : {}) },
    },
    now,
  );
  return { ok: true, documents: rows.map((row) => ({ ...row, reviewNote: null, reviewedAt: null, reuploadTokenHash: null, reuploadTokenExpiresAt: null })) };
}
