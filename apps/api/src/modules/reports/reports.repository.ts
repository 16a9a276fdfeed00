import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/store';
import type { reports } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = Omit<typeof reports.$inferInsert, 'status' | 'statusMessage' | 'updatedAt' | 'body' | 'completedAt'>;

export interface ReportsRepository {
  /** The report (a deal, status processing) and its job, written together. Call inside a transaction. */
  createWithJob(report: NewReport, webhooks: { onComplete?: string | undefined; onError?: string | undefined }, statusMessage: string): Promise<ReportRow>;
  find(id: string): Promise<ReportRow | undefined>;
  findMany(ids: readonly string[]): Promise<ReportRow[]>;
  /** The reports whose dossier holds a pitch deck with this SHA-256 (lower-case hex), on the sha index. */
  idsWithDeck(sha256: string): Promise<string[]>;
  /** Votes, jobs and owed webhooks go with the report (foreign keys cascade). */
  remove(ids: readonly string[]): Promise<number>;
}

export function createReportsRepository(db: Db): ReportsRepository {
  const { dossierMaterials, reports, reviewJobs } = db.tables;
  return {
    async createWithJob(report, webhooks, statusMessage) {
      const [row] = await db.query((q) =>
        q
          .insert(reports)
          .values({ ...report, status: 'processing', statusMessage, updatedAt: report.createdAt })
          .returning(),
      );
      if (!row) throw new Error('inserting the report returned no row');
      await db.query((q) => q.insert(reviewJobs).values({ reportId: row.id, webhooks, createdAt: report.createdAt, updatedAt: report.createdAt }));
      return row;
    },
    find(id) {
      return db.first((q) => q.select().from(reports).where(eq(reports.id, id)));
    },
    async findMany(ids) {
      return ids.length === 0 ? [] : db.query((q) => q.select().from(reports).where(inArray(reports.id, [...ids])));
    },
    async idsWithDeck(sha256) {
      const rows = await db.query((q) =>
        q
          .selectDistinct({ id: reports.id })
          .from(dossierMaterials)
          .innerJoin(reports, eq(reports.dossierId, dossierMaterials.dossierId))
          .where(and(eq(dossierMaterials.sha256, sha256), eq(dossierMaterials.kind, 'pitch_deck'))),
      );
      return rows.map((row) => row.id);
    },
    async remove(ids) {
      return ids.length === 0 ? 0 : db.changes((q) => q.delete(reports).where(inArray(reports.id, [...ids])));
    },
  };
}
