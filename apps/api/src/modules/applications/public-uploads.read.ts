import type { Db } from '../../db/store';
import { createDraftsRepository } from '../drafts/drafts.repository';
import { createDocumentsRepository } from './documents.repository';
import type { QuotaUsage } from './documents.quota-gauge';

/**
 * What the public has made us store, for the one upload quota (docs/security/storage-quotas.md):
 * application documents awaiting review, and the files of saved application copies. Anyone can send
 * either before an admin looks at anything, so both fill the same quota.
 */
export async function storedByThePublic(db: Db): Promise<QuotaUsage> {
  const [documents, drafts] = await Promise.all([createDocumentsRepository(db).awaitingReview(), createDraftsRepository(db).fileTotals()]);
  return { bytes: documents.bytes + drafts.bytes, files: documents.files + drafts.files };
}
