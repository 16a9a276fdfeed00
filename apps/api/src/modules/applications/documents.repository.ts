import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/store';
import type { documents, DocumentReviewStatus } from '../../db/schema';
import { OPEN_STATUSES } from './application-status';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

export interface DocumentsRepository {
  listFor(applicationId: string): Promise<DocumentRow[]>;
  find(applicationId: string, documentId: string): Promise<DocumentRow | undefined>;
  findByReuploadTokenHash(tokenHash: string): Promise<DocumentRow | undefined>;
  /** Documents of one type that still count (replaced ones do not). */
  countActive(applicationId: string, documentType: string): Promise<number>;
  /**
   * What waits for a reviewer: pending documents of applications not yet decided. The upload
   * quota counts these (documents.limits.ts); a review or a decision takes a document out.
   */
  awaitingReview(): Promise<{ bytes: number; files: number }>;
  insertMany(rows: readonly NewDocumentRow[]): Promise<void>;
  review(id: string, review: { reviewStatus: DocumentReviewStatus; reviewNote: string | null; reviewedAt: Date; reuploadTokenHash?: string | null; reuploadTokenExpiresAt?: Date | null }): Promise<void>;
  /** Spends a re-upload token: the document becomes 'replaced'. False when the token was already spent. */
  markReplaced(id: string, tokenHash: string): Promise<boolean>;
  /** The names of every stored file a document refers to (storage recovery keeps these). */
  storedNames(): Promise<string[]>;
  /** Deletes every document row of the application; answers the stored files to remove once committed. */
  deleteAllOf(applicationId: string): Promise<string[]>;
}

export function createDocumentsRepository(db: Db): DocumentsRepository {
  const { documents, applications } = db.tables;
  return {
    async storedNames() {
      return (await db.query((q) => q.select({ name: documents.storedName }).from(documents))).map((row) => row.name);
    },
    listFor(applicationId) {
      return db.query((q) => q.select().from(documents).where(eq(documents.applicationId, applicationId)).orderBy(asc(documents.createdAt), asc(documents.documentType)));
    },
    find(applicationId, documentId) {
      return db.first((q) => q.select().from(documents).where(and(eq(documents.applicationId, applicationId), eq(documents.id, documentId))));
    },
    findByReuploadTokenHash(tokenHash) {
      return db.first((q) => q.select().from(documents).where(eq(documents.reuploadTokenHash, tokenHash)));
    },
    async countActive(applicationId, documentType) {
      const row = await db.first((q) =>
        q
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(documents)
          .where(and(eq(documents.applicationId, applicationId), eq(documents.documentType, documentType), ne(documents.reviewStatus, 'replaced'))),
      );
      return row?.count ?? 0;
    },
    async awaitingReview() {
      const row = await db.first((q) =>
        q
          .select({ bytes: sql<number>`coalesce(sum(${documents.size}), 0)`.mapWith(Number), files: sql<number>`count(*)`.mapWith(Number) })
          .from(documents)
          .innerJoin(applications, eq(applications.id, documents.applicationId))
          .where(and(eq(documents.reviewStatus, 'pending'), inArray(applications.status, [...OPEN_STATUSES]))),
      );
      return row ?? { bytes: 0, files: 0 };
    },
    async deleteAllOf(applicationId) {
      const rows = await db.query((q) => q.delete(documents).where(eq(documents.applicationId, applicationId)).returning({ storedName: documents.storedName }));
      return rows.map((row) => row.storedName);
    },
    async insertMany(rows) {
      if (rows.length > 0) await db.query((q) => q.insert(documents).values([...rows]));
    },
    async review(id, review) {
      await db.query((q) => q.update(documents).set(review).where(eq(documents.id, id)));
    },
    async markReplaced(id, tokenHash) {
      const changed = await db.changes((q) =>
        q
          .update(documents)
          .set({ reviewStatus: 'replaced', reuploadTokenHash: null, reuploadTokenExpiresAt: null })
          .where(and(eq(documents.id, id), eq(documents.reuploadTokenHash, tokenHash), eq(documents.reviewStatus, 'reupload_requested'))),
      );
      return changed === 1;
    },
  };
}
