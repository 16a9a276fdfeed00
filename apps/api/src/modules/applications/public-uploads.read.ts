import { holdingLock } from '../../db/row-locks';
import type { Db } from '../../db/store';
import type { DocumentUploadLimits } from './documents.limits';
import { createDraftsRepository } from '../drafts/drafts.repository';
import { createDocumentsRepository } from './documents.repository';
import type { QuotaUsage, UploadInFlight } from './documents.quota-gauge';

/** The name of the lock every exact check of the quota takes (db/row-locks.ts). */
const PUBLIC_UPLOADS_LOCK = 'public-uploads-quota';

/**
 * What the public has made us store, for the one upload quota (docs/security/storage-quotas.md):
 * application documents awaiting review, and the files of saved application copies. Anyone can send
 * either before an admin looks at anything, so both fill the same quota.
 */
export async function storedByThePublic(db: Db): Promise<QuotaUsage> {
  const [documents, drafts] = await Promise.all([createDocumentsRepository(db).awaitingReview(), createDraftsRepository(db).fileTotals()]);
  return { bytes: documents.bytes + drafts.bytes, files: documents.files + drafts.files };
}

/**
 * Whether the upload `flight` still fits the public's quota, read exactly inside the transaction
 * `tx` that stores it; an upload the gauge let through unchecked always does. On PostgreSQL the
 * quota is first locked until `tx` ends, so uploads checking it at the same instant (documents and
 * saved copies' files, from any instance) queue instead of each seeing the room the others are
 * about to take; on SQLite the transaction already holds the one connection, and the uploads this
 * process let through unchecked but has not written yet are added to what it reads.
 */
export async function fitsPublicQuota(tx: Db, flight: UploadInFlight, quota: Pick<DocumentUploadLimits, 'quotaBytes' | 'quotaFiles'>): Promise<boolean> {
  if (!flight.exact) return true;
  await holdingLock(tx, PUBLIC_UPLOADS_LOCK);
  const stored = await storedByThePublic(tx);
  const unseen = flight.unseen();
  return stored.bytes + unseen.bytes + flight.upload.bytes <= quota.quotaBytes && stored.files + unseen.files + flight.upload.files <= quota.quotaFiles;
}
