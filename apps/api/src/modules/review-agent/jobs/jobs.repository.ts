import { asc, eq, sql } from 'drizzle-orm';
import type { AnalystReport } from '@quorum/domain';
import type { DbExecutor } from '../../../db/database';
import { reportVotes, reports, reviewJobs, webhookDeliveries, type ReportStatusValue } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import type { GatheredMaterial } from '../analysis/types';
import type { AnalysisOutcome } from '../worker/tasks';

export type JobRow = typeof reviewJobs.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;

/** What the analyzing phase saves: the engine's analyses and the evidence the summary quotes. */
export interface SavedAnalysis {
  analyses: AnalystReport[];
  evidence: AnalysisOutcome['evidence'];
}

export interface FinishedReport {
  body: Record<string, unknown>;
  nameQc: string | null;
  twitterHandle: string | null;
  analyses: AnalystReport[];
}

export interface JobsRepository {
  /** Unfinished jobs, oldest first: what a restart resumes. */
  pendingReportIds(): string[];
  find(reportId: string): { job: JobRow; report: ReportRow } | undefined;
  countAttempt(reportId: string, now: Date): number;
  setStatus(reportId: string, status: ReportStatusValue, message: string, now: Date): void;
  saveMaterial(reportId: string, material: GatheredMaterial, now: Date): void;
  saveAnalysis(reportId: string, analysis: SavedAnalysis, now: Date): void;
  /** done: the report, the agents' votes, the webhooks owed, and the job gone. Call inside a transaction. */
  finish(job: JobRow, result: FinishedReport, now: Date): void;
  /** error: the message, the webhooks owed, and the job gone. Call inside a transaction. */
  fail(job: JobRow, message: string, now: Date): void;
}

export function createJobsRepository(db: DbExecutor): JobsRepository {
  const owe = (job: JobRow, event: 'onComplete' | 'onError', payload: Record<string, unknown>, now: Date) => {
    const url = job.webhooks[event];
    if (url) db.insert(webhookDeliveries).values({ id: newId(), reportId: job.reportId, event, url, payload, createdAt: now }).run();
  };
  const setStatus = (reportId: string, status: ReportStatusValue, message: string, now: Date) => {
    db.update(reports).set({ status, statusMessage: message, updatedAt: now }).where(eq(reports.id, reportId)).run();
  };

  return {
    pendingReportIds() {
      return db.select({ id: reviewJobs.reportId }).from(reviewJobs).orderBy(asc(reviewJobs.createdAt)).all().map((row) => row.id);
    },
    find(reportId) {
      const row = db.select().from(reviewJobs).innerJoin(reports, eq(reports.id, reviewJobs.reportId)).where(eq(reviewJobs.reportId, reportId)).get();
      return row ? { job: row.review_jobs, report: row.reports } : undefined;
    },
    countAttempt(reportId, now) {
      const row = db
        .update(reviewJobs)
        .set({ attempts: sqlIncrement(), updatedAt: now })
        .where(eq(reviewJobs.reportId, reportId))
        .returning({ attempts: reviewJobs.attempts })
        .get();
      return row?.attempts ?? 0;
    },
    setStatus,
    saveMaterial(reportId, material, now) {
      db.update(reviewJobs).set({ material, updatedAt: now }).where(eq(reviewJobs.reportId, reportId)).run();
    },
    saveAnalysis(reportId, analysis, now) {
      db.update(reviewJobs).set({ analyses: analysis, updatedAt: now }).where(eq(reviewJobs.reportId, reportId)).run();
    },
    finish(job, result, now) {
      db.update(reports)
        .set({ status: 'done', statusMessage: '', body: result.body, nameQc: result.nameQc, twitterHandle: result.twitterHandle, updatedAt: now, completedAt: now })
        .where(eq(reports.id, job.reportId))
        .run();
      for (const analysis of result.analyses) {
        const row = { role: analysis.role, voterName: analysis.agent, vote: analysis.vote, recommendation: analysis.recommendation, updatedAt: now };
        db.insert(reportVotes)
          .values({ reportId: job.reportId, voterKey: `agent:${analysis.role}`, memberId: null, createdAt: now, ...row })
          .onConflictDoUpdate({ target: [reportVotes.reportId, reportVotes.voterKey], set: row })
          .run();
      }
      owe(job, 'onComplete', { event: 'report.completed', reportId: job.reportId, status: 'done' }, now);
      db.delete(reviewJobs).where(eq(reviewJobs.reportId, job.reportId)).run();
    },
    fail(job, message, now) {
      db.update(reports).set({ status: 'error', statusMessage: message, updatedAt: now, completedAt: now }).where(eq(reports.id, job.reportId)).run();
      owe(job, 'onError', { event: 'report.failed', reportId: job.reportId, status: 'error', statusMessage: message }, now);
      db.delete(reviewJobs).where(eq(reviewJobs.reportId, job.reportId)).run();
    },
  };
}

function sqlIncrement() {
  return sql`${reviewJobs.attempts} + 1`;
}
