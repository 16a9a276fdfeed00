import { and, count, eq, exists, gt, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnalystReport } from '@quorum/domain';
import type { reviewJobs, ReportStatusValue } from '../../../db/schema';
import { leaseHolders, type LeaseHolding } from '../../../db/lease-holders';
import { oldestPickable } from '../../../db/row-locks';
import type { Db, Orm } from '../../../db/store';
import { createReportsRepository, type ReportRow } from '../../reports/reports.repository';
import { createVotesRepository } from '../../votes/votes.repository';
import { memberSigner } from '../../webhook-secrets/webhook-secrets.service';
import { recordDelivery } from '../webhooks/deliveries.repository';
import type { GatheredMaterial } from '../analysis/types';
import type { AnalysisOutcome } from '../analysis/analyze-material';

export type JobRow = typeof reviewJobs.$inferSelect;
export type { ReportRow };
export type JobWebhooks = JobRow['webhooks'];

/** What the analyzing phase saves: the engine's analyses and the evidence the summary quotes. */
export interface SavedAnalysis {
  analyses: AnalystReport[];
  evidence: AnalysisOutcome['evidence'];
  /** What the company does, in the material's words; absent from analyses saved before it was kept. */
  about?: AnalysisOutcome['about'];
}

export interface FinishedReport {
  body: Record<string, unknown>;
  nameQc: string | null;
  twitterHandle: string | null;
  analyses: AnalystReport[];
}

/**
 * The report jobs as one instance (`owner`) sees them. Claims take a job's lease and count one
 * more run of it; every write of a running job is guarded by the lease, and answers false when
 * this instance no longer holds it (another took the job over, or the report was deleted): the
 * caller then stops without writing anything more.
 */
export interface JobsRepository {
  /**
   * Takes the lease of the oldest job nobody holds (new, released, or its holder stopped renewing)
   * and not in `skip` (the jobs this instance runs already). One statement: of instances claiming
   * at once, each job goes to exactly one. Undefined when there is none to take.
   */
  claimNext(now: Date, until: Date, skip: readonly string[]): Promise<JobRow | undefined>;
  /** Takes this job's lease if nobody holds it: an instance starting the job it just created. */
  claim(reportId: string, now: Date, until: Date): Promise<JobRow | undefined>;
  /** Runs again a job whose lease this instance still holds (a retry after an error); also takes it if nobody holds it. */
  retake(reportId: string, now: Date, until: Date): Promise<JobRow | undefined>;
  /** Extends the leases of these jobs that this instance still holds; gives those (a missing one is no longer ours). */
  renew(reportIds: readonly string[], until: Date): Promise<string[]>;
  /** Gives back every lease this instance holds (a clean shutdown), for the next start or another instance to take at once. */
  release(): Promise<number>;
  report(reportId: string): Promise<ReportRow | undefined>;
  setStatus(reportId: string, status: ReportStatusValue, message: string, now: Date): Promise<boolean>;
  saveMaterial(reportId: string, material: GatheredMaterial, now: Date): Promise<boolean>;
  saveAnalysis(reportId: string, analysis: SavedAnalysis, now: Date): Promise<boolean>;
  /** done: the report, the agents' votes, the webhooks owed, and the job gone. Call inside a transaction. */
  finish(job: JobRow, result: FinishedReport, now: Date): Promise<boolean>;
  /** error: the message, the webhooks owed, and the job gone. Call inside a transaction. */
  fail(job: JobRow, message: string, now: Date): Promise<boolean>;
}

/** A new report's job, written in the transaction that writes the report. */
export async function addReviewJob(db: Db, reportId: string, webhooks: JobWebhooks, now: Date): Promise<void> {
  const { reviewJobs } = db.tables;
  await db.query((q) => q.insert(reviewJobs).values({ reportId, webhooks, createdAt: now, updatedAt: now }));
}

/** Jobs not yet ended: running (a lease not run out) and waiting (none, or one run out: a crash). */
export async function countReviewJobs(db: Db, now: Date): Promise<{ running: number; waiting: number }> {
  const { reviewJobs } = db.tables;
  const counted = async (where: SQL | undefined) => (await db.first((q) => q.select({ n: count() }).from(reviewJobs).where(where)))?.n ?? 0;
  // The table holds only jobs not yet ended: two small counts, one after the other.
  const running = await counted(and(isNotNull(reviewJobs.leaseUntil), gt(reviewJobs.leaseUntil, now)));
  const waiting = await counted(or(isNull(reviewJobs.leaseUntil), lte(reviewJobs.leaseUntil, now)));
  return { running, waiting };
}

/** The instances running review jobs now, and how many each (the admins' System page). */
export function reviewJobLeases(db: Db, now: Date): Promise<LeaseHolding[]> {
  const { reviewJobs } = db.tables;
  return leaseHolders(db, reviewJobs, { owner: reviewJobs.leaseOwner, until: reviewJobs.leaseUntil }, now);
}

/**
 * Frees the lease of every job and delivery, whoever holds it: only where this process is the
 * database's only user, at start, when any lease found is a dead earlier run's.
 */
export async function freeEveryLease(db: Db): Promise<void> {
  const { reviewJobs, webhookDeliveries } = db.tables;
  await db.transaction(async (tx) => {
    await tx.query((q) => q.update(reviewJobs).set({ leaseOwner: null, leaseUntil: null }).where(isNotNull(reviewJobs.leaseOwner)));
    await tx.query((q) => q.update(webhookDeliveries).set({ leaseOwner: null, leaseUntil: null }).where(isNotNull(webhookDeliveries.leaseOwner)));
  });
}

export function createJobsRepository(db: Db, owner: string): JobsRepository {
  const { reviewJobs } = db.tables;
  // The report and the agents' votes are written through their owners' repositories, on the same Db (or transaction).
  const reports = createReportsRepository(db);
  const votes = createVotesRepository(db);
  const free = (now: Date) => or(isNull(reviewJobs.leaseUntil), lt(reviewJobs.leaseUntil, now));
  const ours = eq(reviewJobs.leaseOwner, owner);
  const held = (reportId: string) => and(eq(reviewJobs.reportId, reportId), ours);

  /** Takes the lease of the job `which` picks (one statement), counting one more run of it. */
  const take = (which: (q: Orm) => SQL | undefined, now: Date, until: Date) =>
    db.first((q) =>
      q
        .update(reviewJobs)
        .set({ leaseOwner: owner, leaseUntil: until, attempts: sql`${reviewJobs.attempts} + 1`, updatedAt: now })
        .where(which(q))
        .returning(),
    );

  /** A report webhook, signed with the secret of the report's owner (docs/webhooks.md). */
  const owe = async (job: JobRow, event: 'onComplete' | 'onError', payload: Record<string, unknown>, now: Date) => {
    const url = job.webhooks[event];
    const owner = url ? (await reports.find(job.reportId))?.ownerId : undefined;
    if (url && owner) await recordDelivery(db, { reportId: job.reportId, event, url, payload, signer: memberSigner(owner) }, now);
  };
  /** Removes the job if this instance holds it: the first write of an ending, which the rest follow only if it succeeded. */
  const removeHeld = async (reportId: string) => (await db.changes((q) => q.delete(reviewJobs).where(held(reportId)))) > 0;

  return {
    claimNext(now, until, skip) {
      const pickable = skip.length > 0 ? and(free(now), notInArray(reviewJobs.reportId, [...skip])) : free(now);
      return take((q) => oldestPickable(db, q, reviewJobs, reviewJobs.reportId, reviewJobs.createdAt, pickable), now, until);
    },
    claim(reportId, now, until) {
      return take(() => and(eq(reviewJobs.reportId, reportId), free(now)), now, until);
    },
    retake(reportId, now, until) {
      return take(() => and(eq(reviewJobs.reportId, reportId), or(ours, free(now))), now, until);
    },
    async renew(reportIds, until) {
      if (reportIds.length === 0) return [];
      const rows = await db.query((q) =>
        q
          .update(reviewJobs)
          .set({ leaseUntil: until })
          .where(and(ours, inArray(reviewJobs.reportId, [...reportIds])))
          .returning({ reportId: reviewJobs.reportId }),
      );
      return rows.map((row) => row.reportId);
    },
    release() {
      return db.changes((q) => q.update(reviewJobs).set({ leaseOwner: null, leaseUntil: null }).where(ours));
    },
    report(reportId) {
      return reports.find(reportId);
    },
    setStatus(reportId, status, message, now) {
      return reports.setStatus(reportId, status, message, now, (q) => exists(q.select({ held: sql`1` }).from(reviewJobs).where(held(reportId))));
    },
    async saveMaterial(reportId, material, now) {
      return (await db.changes((q) => q.update(reviewJobs).set({ material, updatedAt: now }).where(held(reportId)))) > 0;
    },
    async saveAnalysis(reportId, analysis, now) {
      return (await db.changes((q) => q.update(reviewJobs).set({ analyses: analysis, updatedAt: now }).where(held(reportId)))) > 0;
    },
    async finish(job, result, now) {
      if (!(await removeHeld(job.reportId))) return false;
      await reports.end(job.reportId, { status: 'done', body: result.body, nameQc: result.nameQc, twitterHandle: result.twitterHandle }, now);
      // One at a time, in the analysts' order: the order they are listed in is the order they were cast.
      for (const analysis of result.analyses) await votes.upsertAgent(job.reportId, analysis, now);
      await owe(job, 'onComplete', { event: 'report.completed', reportId: job.reportId, status: 'done' }, now);
      return true;
    },
    async fail(job, message, now) {
      if (!(await removeHeld(job.reportId))) return false;
      await reports.end(job.reportId, { status: 'error', statusMessage: message }, now);
      await owe(job, 'onError', { event: 'report.failed', reportId: job.reportId, status: 'error', statusMessage: message }, now);
      return true;
    },
  };
}
