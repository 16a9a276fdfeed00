import { asc, eq, sql } from 'drizzle-orm';
import type { AnalystReport } from '@quorum/domain';
import type { reports, reviewJobs, ReportStatusValue } from '../../../db/schema';
import type { Db } from '../../../db/store';
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
  pendingReportIds(): Promise<string[]>;
  find(reportId: string): Promise<{ job: JobRow; report: ReportRow } | undefined>;
  /** Counts one more run of the job and gives the runs so far (0 when the job is gone). */
  countAttempt(reportId: string, now: Date): Promise<number>;
  setStatus(reportId: string, status: ReportStatusValue, message: string, now: Date): Promise<void>;
  saveMaterial(reportId: string, material: GatheredMaterial, now: Date): Promise<void>;
  saveAnalysis(reportId: string, analysis: SavedAnalysis, now: Date): Promise<void>;
  /** done: the report, the agents' votes, the webhooks owed, and the job gone. Call inside a transaction. */
  finish(job: JobRow, result: FinishedReport, now: Date): Promise<void>;
  /** error: the message, the webhooks owed, and the job gone. Call inside a transaction. */
  fail(job: JobRow, message: string, now: Date): Promise<void>;
}

export function createJobsRepository(db: Db): JobsRepository {
  const { reportVotes, reports, reviewJobs, webhookDeliveries } = db.tables;
  const owe = async (job: JobRow, event: 'onComplete' | 'onError', payload: Record<string, unknown>, now: Date) => {
    const url = job.webhooks[event];
    if (url) await db.query((q) => q.insert(webhookDeliveries).values({ id: newId(), reportId: job.reportId, event, url, payload, createdAt: now }));
  };
  const setStatus = async (reportId: string, status: ReportStatusValue, message: string, now: Date) => {
    await db.query((q) => q.update(reports).set({ status, statusMessage: message, updatedAt: now }).where(eq(reports.id, reportId)));
  };
  const removeJob = async (reportId: string) => {
    await db.query((q) => q.delete(reviewJobs).where(eq(reviewJobs.reportId, reportId)));
  };

  return {
    async pendingReportIds() {
      const rows = await db.query((q) => q.select({ id: reviewJobs.reportId }).from(reviewJobs).orderBy(asc(reviewJobs.createdAt)));
      return rows.map((row) => row.id);
    },
    async find(reportId) {
      const row = await db.first((q) => q.select().from(reviewJobs).innerJoin(reports, eq(reports.id, reviewJobs.reportId)).where(eq(reviewJobs.reportId, reportId)));
      return row ? { job: row.review_jobs, report: row.reports } : undefined;
    },
    async countAttempt(reportId, now) {
      const row = await db.first((q) =>
        q
          .update(reviewJobs)
          .set({ attempts: sql`${reviewJobs.attempts} + 1`, updatedAt: now })
          .where(eq(reviewJobs.reportId, reportId))
          .returning({ attempts: reviewJobs.attempts }),
      );
      return row?.attempts ?? 0;
    },
    setStatus,
    async saveMaterial(reportId, material, now) {
      await db.query((q) => q.update(reviewJobs).set({ material, updatedAt: now }).where(eq(reviewJobs.reportId, reportId)));
    },
    async saveAnalysis(reportId, analysis, now) {
      await db.query((q) => q.update(reviewJobs).set({ analyses: analysis, updatedAt: now }).where(eq(reviewJobs.reportId, reportId)));
    },
    async finish(job, result, now) {
      await db.query((q) =>
        q
          .update(reports)
          .set({ status: 'done', statusMessage: '', body: result.body, nameQc: result.nameQc, twitterHandle: result.twitterHandle, updatedAt: now, completedAt: now })
          .where(eq(reports.id, job.reportId)),
      );
      // One at a time, in the analysts' order: the order they are listed in is the order they were cast.
      for (const analysis of result.analyses) {
        const row = { role: analysis.role, voterName: analysis.agent, vote: analysis.vote, recommendation: analysis.recommendation, updatedAt: now };
        await db.query((q) =>
          q
            .insert(reportVotes)
            .values({ reportId: job.reportId, voterKey: `agent:${analysis.role}`, memberId: null, createdAt: now, ...row })
            .onConflictDoUpdate({ target: [reportVotes.reportId, reportVotes.voterKey], set: row }),
        );
      }
      await owe(job, 'onComplete', { event: 'report.completed', reportId: job.reportId, status: 'done' }, now);
      await removeJob(job.reportId);
    },
    async fail(job, message, now) {
      await db.query((q) => q.update(reports).set({ status: 'error', statusMessage: message, updatedAt: now, completedAt: now }).where(eq(reports.id, job.reportId)));
      await owe(job, 'onError', { event: 'report.failed', reportId: job.reportId, status: 'error', statusMessage: message }, now);
      await removeJob(job.reportId);
    },
  };
}
