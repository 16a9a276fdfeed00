import type { FastifyBaseLogger } from 'fastify';
import { REPORT_MESSAGES } from '@quorum/domain';
import { createJobsRepository } from './jobs.repository';
import { runPhases, type PhaseDeps } from './run-phases';

/** Reports generated at once; more wait in the queue (each already uses the worker thread and the network). */
const CONCURRENCY = 2;
/** Runs of one job before it is given up: a job that crashes the worker must not loop forever. */
const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;
const SHUTDOWN_WAIT_MS = 15_000;

export interface JobRunner {
  enqueue(reportId: string): void;
  /** Enqueues every unfinished job in the database: called once at start. */
  resumeAll(): Promise<void>;
  /** Resolves when nothing is queued or running (tests, benchmarks). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The queue of report jobs, off the request path; the database is the source of truth. A job
 * never holds a transaction across its slow work: each phase's writes are short, separate ones.
 */
export function createJobRunner(deps: PhaseDeps & { log: FastifyBaseLogger; onSettled(reportId: string): void }): JobRunner {
  // The report is committed as done before its email is recorded: a failed email is logged, not retried with the job.
  const phaseDeps: PhaseDeps = {
    ...deps,
    onDone: (report) => deps.onDone(report).catch((error: unknown) => deps.log.error({ err: error, reportId: report.id }, 'report-ready email could not be recorded')),
  };
  const queue: string[] = [];
  const running = new Map<string, Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const controller = new AbortController();
  let idleWaiters: Array<() => void> = [];
  let stopping = false;

  const settleIdle = () => {
    if (queue.length > 0 || running.size > 0 || timers.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const runOne = async (reportId: string): Promise<void> => {
    try {
      const jobs = createJobsRepository(deps.db);
      const found = await jobs.find(reportId);
      if (!found) return; // finished meanwhile, or the report was deleted
      if ((await jobs.countAttempt(reportId, deps.clock.now())) > MAX_ATTEMPTS) {
        await deps.db.transaction((tx) => createJobsRepository(tx).fail(found.job, REPORT_MESSAGES.generationFailed, deps.clock.now()));
        deps.onSettled(reportId);
        return;
      }
      const outcome = await runPhases(phaseDeps, found.job, found.report, controller.signal, () => stopping);
      if (outcome !== 'stopped') deps.onSettled(reportId);
    } catch (error) {
      if (stopping) return; // shutting down: the job stays and resumes at the next start
      deps.log.error({ err: error, reportId }, 'report job failed; retrying');
      const timer = setTimeout(() => {
        timers.delete(timer);
        enqueue(reportId);
      }, RETRY_DELAY_MS);
      timers.add(timer);
    }
  };

  const pump = () => {
    while (!stopping && running.size < CONCURRENCY && queue.length > 0) {
      const reportId = queue.shift() as string;
      const run = runOne(reportId).finally(() => {
        running.delete(reportId);
        pump();
        settleIdle();
      });
      running.set(reportId, run);
    }
  };

  function enqueue(reportId: string): void {
    if (stopping || running.has(reportId) || queue.includes(reportId)) return;
    queue.push(reportId);
    pump();
  }

  return {
    enqueue,
    async resumeAll() {
      for (const reportId of await createJobsRepository(deps.db).pendingReportIds()) enqueue(reportId);
    },
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    async stop() {
      stopping = true;
      queue.length = 0;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      controller.abort();
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...running.values()]), new Promise((resolve) => (timeout = setTimeout(resolve, SHUTDOWN_WAIT_MS)))]);
      clearTimeout(timeout);
      settleIdle();
    },
  };
}
