import type { FastifyBaseLogger } from 'fastify';
import { REPORT_MESSAGES } from '@quorum/domain';
import { createJobsRepository, type JobRow } from './jobs.repository';
import { startTicker, type Ticker } from '../../../lib/ticker';
import { leaseEnd, renewEvery, type LeaseSettings } from './lease';
import { runPhases, type PhaseDeps } from './run-phases';
import { jobSpan, outsideAnyTrace } from '../../../lib/tracing/spans';

/** Reports generated at once by one instance; more wait in the database (each already uses the worker thread and the network). */
const CONCURRENCY = 2;
/** Runs of one job before it is given up: a job that crashes the worker, or every instance that takes it, must not loop forever. */
const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;
const SHUTDOWN_WAIT_MS = 15_000;

export interface JobRunner {
  /** Starts the job of a report this instance just created, at once if it has a free slot; otherwise whoever is free first takes it. */
  enqueue(reportId: string): void;
  /** Takes unfinished jobs nobody holds (a restart, another instance's, a dead instance's), now and every pollMs. Called once at start. */
  start(): void;
  /** Resolves when nothing is being claimed, run or retried (tests, benchmarks). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobRunnerDeps extends PhaseDeps, LeaseSettings {
  log: FastifyBaseLogger;
  /** This instance's name in the jobs' lease_owner. */
  instanceId: string;
  onSettled(reportId: string): void;
  /** A job this instance ran ended: done, or error (the report failed), with when it was queued. */
  onEnded?(outcome: 'done' | 'error', queuedAt: Date): void;
}

/**
 * The report jobs, off the request path; the database is the source of truth and may be shared
 * by several instances. An instance runs a job only while it holds the job's lease (see
 * lease.ts): it claims one whenever it has a free slot (its own new jobs at once, then the oldest
 * job nobody holds, after each job ends and every pollMs), renews the leases of the jobs it runs,
 * and stops a job quietly once a renewal or a guarded write shows the lease is gone. A job never
 * holds a transaction across its slow work: each phase's writes are short, separate ones.
 */
export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  // The report is committed as done before its email is recorded: a failed email is logged, not retried with the job.
  const phaseDeps: PhaseDeps = {
    ...deps,
    onDone: (report) => deps.onDone(report).catch((error: unknown) => deps.log.error({ err: error, reportId: report.id }, 'report-ready email could not be recorded')),
  };
  const jobs = createJobsRepository(deps.db, deps.instanceId);
  const lease = () => ({ now: deps.clock.now(), until: leaseEnd(deps.clock.now(), deps.leaseMs) });
  /** Running jobs, each with the controller that stops it once its lease is lost. */
  const running = new Map<string, { run: Promise<void>; lost: AbortController }>();
  const claims = new Set<Promise<void>>();
  /** Jobs whose run failed, still leased to us: waiting out the retry delay, then waiting for a slot. */
  const delayed = new Map<string, NodeJS.Timeout>();
  const retries: string[] = [];
  /** Every job this instance holds the lease of: what it renews, and what its claims skip. */
  const held = () => [...running.keys(), ...delayed.keys(), ...retries];
  const controller = new AbortController();
  const tickers: Ticker[] = [];
  let idleWaiters: Array<() => void> = [];
  /** Set when there may be jobs nobody holds; cleared while one claim looks for them. */
  let lookForMore = false;
  let stopping = false;

  const settleIdle = () => {
    if (claims.size > 0 || running.size > 0 || delayed.size > 0 || retries.length > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const runJob = async (job: JobRow, lost: AbortController): Promise<void> => {
    const { reportId } = job;
    try {
      if (job.attempts > MAX_ATTEMPTS) {
        if (await deps.db.transaction((tx) => createJobsRepository(tx, deps.instanceId).fail(job, REPORT_MESSAGES.generationFailed, deps.clock.now()))) {
          deps.onEnded?.('error', job.createdAt);
          deps.onSettled(reportId);
        }
        return;
      }
      const report = await jobs.report(reportId);
      if (!report) return; // deleted meanwhile: its job went with it
      const outcome = await runPhases(phaseDeps, { job, report, owner: deps.instanceId, signal: AbortSignal.any([controller.signal, lost.signal]), stopping: () => stopping || lost.signal.aborted });
      if (outcome === 'done' || outcome === 'error') {
        deps.log.info({ reportId, outcome, attempt: job.attempts }, 'report job finished');
        deps.onEnded?.(outcome, job.createdAt);
        deps.onSettled(reportId);
      } else if (outcome === 'lost' || lost.signal.aborted) {
        deps.log.warn({ reportId }, 'report job lease lost: another instance runs it now');
      }
    } catch (error) {
      if (stopping) return; // shutting down: the job is released and resumes at the next start or elsewhere
      if (lost.signal.aborted) {
        deps.log.warn({ reportId }, 'report job lease lost: another instance runs it now');
        return;
      }
      deps.log.error({ err: error, reportId }, 'report job failed; retrying');
      const timer = setTimeout(() => {
        delayed.delete(reportId);
        retries.push(reportId);
        pump();
      }, RETRY_DELAY_MS);
      delayed.set(reportId, timer);
    }
  };

  const startJob = (job: JobRow) => {
    // Two claims of this instance can meet on one job only if its lease looked run out to the
    // other (a clock moved): the job runs once here all the same.
    if (stopping || running.has(job.reportId)) return;
    const lost = new AbortController();
    const run = jobSpan('review job', { 'quorum.job_id': job.reportId, 'quorum.attempt': job.attempts }, () => runJob(job, lost)).finally(() => {
      running.delete(job.reportId);
      lookForMore = true; // a slot is free: take the next job waiting, whoever created it
      pump();
      settleIdle();
    });
    running.set(job.reportId, { run, lost });
  };

  const busy = () => running.size + claims.size;

  const begin = (claim: () => Promise<JobRow | undefined>, pulled: boolean) => {
    const attempt = claim()
      .then(
        (job) => {
          if (!job) return;
          if (pulled) lookForMore = true; // one found: there may be more
          startJob(job);
        },
        (error: unknown) => deps.log.error({ err: error }, 'report jobs could not be claimed'),
      )
      .finally(() => {
        claims.delete(attempt);
        pump();
        settleIdle();
      });
    claims.add(attempt);
  };

  function pump(): void {
    while (!stopping && busy() < CONCURRENCY) {
      const retry = retries.shift();
      const { now, until } = lease();
      if (retry !== undefined) {
        begin(() => jobs.retake(retry, now, until), false);
        continue;
      }
      if (!lookForMore) return;
      lookForMore = false;
      begin(() => jobs.claimNext(now, until, held()), true);
    }
  }

  /** Renews the leases of the jobs held here; stops those no longer ours. */
  const heartbeat = async () => {
    // Only jobs held before the renewal is sent: one claimed meanwhile is not missing from its answer.
    const renewing = held();
    if (renewing.length === 0) return;
    let kept: Set<string>;
    try {
      kept = new Set(await jobs.renew(renewing, lease().until));
    } catch (error) {
      // The lease outlasts a couple of failed renewals; if it runs out, the guarded writes stop the job.
      deps.log.warn({ err: error }, 'report job leases could not be renewed');
      return;
    }
    for (const reportId of renewing) if (!kept.has(reportId)) running.get(reportId)?.lost.abort();
  };

  return {
    enqueue(reportId) {
      if (stopping || held().includes(reportId)) return;
      if (busy() >= CONCURRENCY) {
        lookForMore = true;
        return;
      }
      const { now, until } = lease();
      outsideAnyTrace(() => begin(() => jobs.claim(reportId, now, until), false));
    },
    start() {
      if (stopping || tickers.length > 0) return;
      lookForMore = true;
      pump();
      tickers.push(
        startTicker(deps.pollMs, async () => {
          lookForMore = true;
          pump();
        }),
        startTicker(renewEvery(deps.leaseMs), heartbeat),
      );
    },
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    async stop() {
      stopping = true;
      retries.length = 0;
      for (const timer of delayed.values()) clearTimeout(timer);
      delayed.clear();
      controller.abort();
      let timeout: NodeJS.Timeout | undefined;
      const settled = Promise.allSettled([...claims, ...[...running.values()].map((entry) => entry.run)]);
      await Promise.race([settled, new Promise((resolve) => (timeout = setTimeout(resolve, SHUTDOWN_WAIT_MS)))]);
      clearTimeout(timeout);
      for (const ticker of tickers.splice(0)) ticker.stop();
      // Given back at once, so the next start or another instance resumes them without waiting for the leases to run out.
      await jobs.release().catch((error: unknown) => deps.log.warn({ err: error }, 'report job leases could not be released'));
      settleIdle();
    },
  };
}
