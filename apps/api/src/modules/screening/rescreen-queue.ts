import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { createAuditRepository } from '../audit/audit.repository';
import { rescreenEveryone, type RescreenProgress } from './rescreen-run';
import { jobSpan, outsideAnyTrace } from '../../lib/tracing/spans';

/** The audit entry a finished re-screening leaves under each list version that asked for it: its figures, and its time is when it finished. */
export const LIST_RESCREENED = 'screening.list_rescreened';

export type RescreenStatus = { state: 'queued' } | { state: 'running'; progress: RescreenProgress };

export interface RescreenQueue {
  /** Asks for a re-screening for these list versions and answers at once; the run starts off the caller's path. */
  request(listIds: readonly string[]): void;
  /** Where this process's re-screening stands for a list version: queued, running (with its progress), or nothing here. */
  statusOf(listId: string): RescreenStatus | null;
  /** The run in progress in this process, if any (the metrics), and how many list versions wait for the next. */
  progress(): { running: RescreenProgress | null; waiting: number };
  /** Resolves once nothing runs or waits. */
  idle(): Promise<void>;
  /** Stops after the subject in hand; what did not finish is resumed at the next start (no finished entry). */
  stop(): Promise<void>;
}

export interface RescreenQueueDeps {
  db: Db;
  clock: Clock;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
  /** Between two subjects; by default one turn of the event loop, so requests are served in between. */
  pace?: () => Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One re-screening at a time in this process. Imports that arrive while one runs wait, together, for
 * the next run, which covers all of them: a run screens against every active list, so one run after
 * the latest import is enough for every version imported meanwhile.
 */
export function createRescreenQueue(deps: RescreenQueueDeps): RescreenQueue {
  const pace = deps.pace ?? nextTurn;
  const waiting = new Set<string>();
  let current: { listIds: ReadonlySet<string>; progress: RescreenProgress } | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const runFor = async (listIds: string[]) => {
    const startedAt = deps.clock.now();
    const run = { listIds: new Set(listIds), progress: { applications: { done: 0, total: 0 }, members: { done: 0, total: 0 }, newHits: 0, failed: 0 } };
    current = run;
    const outcome = await rescreenEveryone(deps.db, startedAt, {
      onProgress: (progress) => {
        run.progress = progress;
      },
      pace,
      stopped: () => stopped,
      log: deps.log,
    });
    if (!outcome.completed) return;
    const { applications, members, newHits, failed } = outcome.progress;
    const details = { startedAt: startedAt.toISOString(), applications: applications.done, members: members.done, newHits, failed };
    const finishedAt = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const audit = createAuditRepository(tx);
      for (const listId of listIds) await audit.record({ actor: null, action: LIST_RESCREENED, subjectType: 'screening_list', subjectId: listId, details }, finishedAt);
    });
    deps.log.info({ listIds, ...details }, 'screening lists re-screened');
  };

  const drain = async () => {
    while (waiting.size > 0 && !stopped) {
      const listIds = [...waiting];
      waiting.clear();
      try {
        await jobSpan('screening re-check', { 'quorum.lists': listIds.length }, () => runFor(listIds));
      } catch (error) {
        // Left without a finished entry: the lists read says pending, and the next start runs it again.
        deps.log.error({ err: error, listIds }, 're-screening after an import failed');
      } finally {
        current = undefined;
      }
    }
  };

  const kick = () => {
    if (running || stopped || waiting.size === 0) return;
    running = nextTurn()
      .then(drain)
      .finally(() => {
        running = undefined;
        // A request that came while the last run was ending found it still marked as running.
        kick();
      });
  };

  return {
    request(listIds) {
      if (stopped) return;
      for (const id of listIds) waiting.add(id);
      outsideAnyTrace(kick);
    },
    statusOf(listId) {
      if (current?.listIds.has(listId)) return { state: 'running', progress: current.progress };
      return waiting.has(listId) ? { state: 'queued' } : null;
    },
    progress() {
      return { running: current?.progress ?? null, waiting: waiting.size };
    },
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      while (running) await running;
    },
  };
}
