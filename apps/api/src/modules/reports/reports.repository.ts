import { and, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db, Orm } from '../../db/store';
import type { reports, ReportStatusValue } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = Omit<typeof reports.$inferInsert, 'status' | 'statusMessage' | 'updatedAt' | 'body' | 'completedAt'>;

/** How a report ends: done with its body, or error with its message. */
export type ReportEnding =
  | { status: 'done'; body: Record<string, unknown>; nameQc: string | null; twitterHandle: string | null }
  | { status: 'error'; statusMessage: string };

/** The reports table: only this repository queries it (the deals read model reads it for the lists). */
export interface ReportsRepository {
  /** A new report (a deal, status processing). Its review job is written beside it, in the same transaction. */
  create(report: NewReport, statusMessage: string): Promise<ReportRow>;
  find(id: string): Promise<ReportRow | undefined>;
  findMany(ids: readonly string[]): Promise<ReportRow[]>;
  /** The reports made from these dossiers. */
  idsOfDossiers(dossierIds: readonly string[]): Promise<string[]>;
  /**
   * A running report's new phase, written only if `when` holds (the review agent's condition that
   * it still holds the report's job): checked in the same statement, so a job taken over writes
   * nothing more.
   */
  setStatus(id: string, status: ReportStatusValue, message: string, now: Date, when: (q: Orm) => SQL): Promise<boolean>;
  /** The report's end (done or error), when it was completed. Call inside the transaction that ends its job. */
  end(id: string, ending: ReportEnding, now: Date): Promise<void>;
  /** Votes, jobs and owed webhooks go with the report (foreign keys cascade). */
  remove(ids: readonly string[]): Promise<number>;
  /** The deals a member submitted, oldest first (their data export). */
  ownedBy(ownerId: string): Promise<ReportRow[]>;
  /** An erased member's deals stay with the network under a tombstone address; answers how many. */
  replaceOwnerEmail(ownerId: string, email: string): Promise<number>;
  /**
   * Reports whose review ended in an error: how many, and the latest `limit` (the admins' System
   * page). Unindexed by status: a network has thousands of deals at most, read on an admin's visit.
   */
  failures(limit: number): Promise<{ total: number; latest: ReportRow[] }>;
  /** A condition for another module's statement: a report was made from the dossier `dossierId` names. */
  anyFor(q: Orm, dossierId: AnySQLiteColumn): SQL;
}

export function createReportsRepository(db: Db): ReportsRepository {
  const { reports } = db.tables;
  return {
    async create(report, statusMessage) {
      const [row] = await db.query((q) =>
        q
          .insert(reports)
          .values({ ...report, status: 'processing', statusMessage, updatedAt: report.createdAt })
          .returning(),
      );
      if (!row) throw new Error('inserting the report returned no row');
      return row;
    },
    find(id) {
      return db.first((q) => q.select().from(reports).where(eq(reports.id, id)));
    },
    async findMany(ids) {
      return ids.length === 0 ? [] : db.query((q) => q.select().from(reports).where(inArray(reports.id, [...ids])));
    },
    async idsOfDossiers(dossierIds) {
      if (dossierIds.length === 0) return [];
      const rows = await db.query((q) => q.select({ id: reports.id }).from(reports).where(inArray(reports.dossierId, [...dossierIds])));
      return rows.map((row) => row.id);
    },
    async setStatus(id, status, message, now, when) {
      return (await db.changes((q) => q.update(reports).set({ status, statusMessage: message, updatedAt: now }).where(and(eq(reports.id, id), when(q))))) > 0;
    },
    async end(id, ending, now) {
      const fields = ending.status === 'done' ? { status: 'done' as const, statusMessage: '', body: ending.body, nameQc: ending.nameQc, twitterHandle: ending.twitterHandle } : ending;
      await db.query((q) => q.update(reports).set({ ...fields, updatedAt: now, completedAt: now }).where(eq(reports.id, id)));
    },
    async remove(ids) {
      return ids.length === 0 ? 0 : db.changes((q) => q.delete(reports).where(inArray(reports.id, [...ids])));
    },
    async failures(limit) {
      const failed = eq(reports.status, 'error');
      const total = (await db.first((q) => q.select({ n: count() }).from(reports).where(failed)))?.n ?? 0;
      const latest = await db.query((q) => q.select().from(reports).where(failed).orderBy(desc(reports.completedAt), desc(reports.id)).limit(limit));
      return { total, latest };
    },
    ownedBy(ownerId) {
      return db.query((q) => q.select().from(reports).where(eq(reports.ownerId, ownerId)).orderBy(reports.createdAt));
    },
    replaceOwnerEmail(ownerId, email) {
      return db.changes((q) => q.update(reports).set({ ownerEmail: email }).where(eq(reports.ownerId, ownerId)));
    },
    anyFor(q, dossierId) {
      return exists(q.select({ one: sql`1` }).from(reports).where(eq(reports.dossierId, dossierId)));
    },
  };
}
