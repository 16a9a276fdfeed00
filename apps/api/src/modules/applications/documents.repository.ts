import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents, type DocumentReviewStatus } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

export interface DocumentsRepository {
  listFor(applicationId: string): DocumentRow[];
  find(applicationId: string, documentId: string): DocumentRow | undefined;
  findByReuploadTokenHash(tokenHash: string): DocumentRow | undefined;
  /** Documents of one type that still count (replaced ones do not). */
  countActive(applicationId: string, documentType: string): number;
  insertMany(rows: readonly NewDocumentRow[]): void;
  review(id: string, review: { reviewStatus: DocumentReviewStatus; reviewNote: string | null; reviewedAt: Date; reuploadTokenHash?: string | null; reuploadTokenExpiresAt?: Date | null }): void;
  /** Spends a re-upload token: the document becomes 'replaced'. False when the token was already spent. */
  markReplaced(id: string, tokenHash: string): boolean;
}

export function createDocumentsRepository(db: Db): DocumentsRepository {
  return {
    listFor(applicationId) {
      return db.select().from(documents).where(eq(documents.applicationId, applicationId)).orderBy(asc(documents.createdAt), asc(documents.documentType)).all();
    },
    find(applicationId, documentId) {
      return db.select().from(documents).where(and(eq(documents.applicationId, applicationId), eq(documents.id, documentId))).get();
    },
    findByReuploadTokenHash(tokenHash) {
      return db.select().from(documents).where(eq(documents.reuploadTokenHash, tokenHash)).get();
    },
    countActive(applicationId, documentType) {
      return (
        db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(documents)
          .where(and(eq(documents.applicationId, applicationId), eq(documents.documentType, documentType), ne(documents.reviewStatus, 'replaced')))
          .get()?.count ?? 0
      );
    },
    insertMany(rows) {
      if (rows.length > 0) db.insert(documents).values([...rows]).run();
    },
    review(id, review) {
      db.update(documents).set(review).where(eq(documents.id, id)).run();
    },
    markReplaced(id, tokenHash) {
      return (
        db
          .update(documents)
          .set({ reviewStatus: 'replaced', reuploadTokenHash: null, reuploadTokenExpiresAt: null })
          .where(and(eq(documents.id, id), eq(documents.reuploadTokenHash, tokenHash), eq(documents.reviewStatus, 'reupload_requested')))
          .run().changes === 1
      );
    },
  };
}
