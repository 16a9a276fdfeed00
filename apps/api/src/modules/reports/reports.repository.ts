import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { dossierMaterials, reports, reviewJobs } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = Omit<typeof reports.$inferInsert, 'status' | 'statusMessage' | 'updatedAt' | 'body' | 'completedAt'>;

export interface ReportsRepository {
  /** The report (a deal, status processing) and its job, written together. Call inside a transaction. */
  createWithJob(report: NewReport, webhooks: { onComplete?: string | undefined; onError?: string | undefined }, statusMessage: string): ReportRow;
  find(id: string): ReportRow | undefined;
  findMany(ids: readonly string[]): ReportRow[];
  /** The reports whose dossier holds a pitch deck with this SHA-256 (lower-case hex), on the sha index. */
  idsWithDeck(sha256: string): string[];
  /** Votes, jobs and owed webhooks go with the report (foreign keys cascade). */
  remove(ids: readonly string[]): number;
}

export function createReportsRepository(db: DbExecutor): ReportsRepository {
  return {
    createWithJob(report, webhooks, statusMessage) {
      const row = db
        .insert(reports)
        .values({ ...report, status: 'processing', statusMessage, updatedAt: report.createdAt })
        .returning()
        .get();
      db.insert(reviewJobs).values({ reportId: row.id, webhooks, createdAt: report.createdAt, updatedAt: report.createdAt }).run();
      return row;
    },
    find(id) {
      return db.select().from(reports).where(eq(reports.id, id)).get();
    },
    findMany(ids) {
      return ids.length === 0 ? [] : db.select().from(reports).where(inArray(reports.id, [...ids])).all();
    },
    idsWithDeck(sha256) {
      return db
        .selectDistinct({ id: reports.id })
        .from(dossierMaterials)
        .innerJoin(reports, eq(reports.dossierId, dossierMaterials.dossierId))
        .where(and(eq(dossierMaterials.sha256, sha256), eq(dossierMaterials.kind, 'pitch_deck')))
        .all()
        .map((row) => row.id);
    },
    remove(ids) {
      return ids.length === 0 ? 0 : db.delete(reports).where(inArray(reports.id, [...ids])).run().changes;
    },
  };
}
