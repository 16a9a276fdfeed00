import { Worker, type ResourceLimits } from 'node:worker_threads';
import { TASK_BUDGET_MS } from './task-budgets';
import type { TaskKind, Tasks } from './tasks';
import { threadCpuMs } from './thread-cpu';

/** Runs CPU-heavy tasks on outside input (pages, PDFs, analysis) off the request thread. */
export interface TaskExecutor {
  readonly mode: 'thread' | 'inline';
  run<K extends TaskKind>(kind: K, input: Tasks[K]['input']): Promise<Tasks[K]['output']>;
  close(): Promise<void>;
}

/** A task that ran past its budget: its worker was stopped, the next task gets a new one. */
export class TaskBudgetExceeded extends Error {
  constructor(
    readonly kind: TaskKind,
    readonly budgetMs: number,
  ) {
    super(`The ${kind} task ran past its budget of ${budgetMs} ms and was stopped`);
    this.name = 'TaskBudgetExceeded';
  }
}

/**
 * However little CPU a task has had, it is stopped after this many times its budget in wall time:
 * a worker starved by a machine kept busy by others must not hold its queue for ever.
 */
export const WALL_CEILING_FACTOR = 10;
/** How soon a task that had less CPU than its budget is looked at again. */
const RECHECK_MS = 50;

export interface ThreadExecutorOptions {
  /** V8 heap limits of the worker: a task that needs more ends with an error, the API process lives on. */
  resourceLimits: ResourceLimits;
  /** Per-kind budgets instead of TASK_BUDGET_MS (tests use tiny ones). */
  budgetMs?: Partial<Record<TaskKind, number>>;
}

interface Queued {
  kind: TaskKind;
  input: unknown;
  resolve(output: unknown): void;
  reject(error: Error): void;
}

/** What the worker says of itself when it starts: its Linux thread id, when it has one. */
interface ThreadMessage {
  thread: number | undefined;
}

/**
 * One worker thread, started on first use, running one task at a time from a queue. A task's
 * budget starts when the worker takes it, so time spent waiting behind other tasks never counts
 * against it; a task past its budget is stopped the only way a busy thread can be, by terminating
 * the worker, and the next task starts a new one. A worker that crashes (or runs out of its heap)
 * fails the task it held; queued tasks go on in a new worker.
 *
 * The budget is CPU time where the system tells the worker thread's (Linux, from /proc): the worker
 * runs at the lowest priority, so on a machine other programs keep busy it may wait seconds for a
 * core, and a wall-clock budget failed ordinary pages there. A crafted input still burns its budget
 * of CPU and is stopped; a starved task is stopped at WALL_CEILING_FACTOR times its budget. Without
 * /proc the budget is wall time.
 */
export function createThreadExecutor(scriptPath: string, options: ThreadExecutorOptions): TaskExecutor {
  const queue: Queued[] = [];
  let worker: Worker | undefined;
  /** The worker's thread id once it has said it: its CPU time is read from /proc. */
  let workerThread: number | undefined;
  /** Whether the worker has said its thread id (undefined where the system has none to read): it has loaded. */
  let workerLoaded = false;
  /** The task the worker holds; `cpuAtStart`: the worker thread's CPU time when the task started (unknown until a new worker says its thread id). */
  let current: { task: Queued; timer: NodeJS.Timeout; cpuAtStart: number | undefined } | undefined;
  let nextId = 1;
  /** The message id of the task the worker holds: a late answer from a stopped worker is ignored. */
  let runningId = 0;
  let closed = false;

  const settle = (outcome: { output: unknown } | { error: Error }) => {
    if (!current) return;
    const { task, timer } = current;
    current = undefined;
    clearTimeout(timer);
    if ('error' in outcome) task.reject(outcome.error);
    else task.resolve(outcome.output);
    pump();
  };

  const discard = (target: Worker) => {
    if (worker === target) worker = undefined;
    void target.terminate();
  };

  const start = (): Worker => {
    const started = new Worker(scriptPath, { resourceLimits: options.resourceLimits });
    workerThread = undefined;
    workerLoaded = false;
    started.on('message', (message: ThreadMessage | { id: number; ok: boolean; output?: unknown; error?: string }) => {
      if ('thread' in message) {
        if (worker !== started) return;
        workerThread = message.thread;
        workerLoaded = true;
        // A task sent to a new worker counts from here: loading the worker's modules is no task's work.
        if (current && current.cpuAtStart === undefined && message.thread !== undefined) current.cpuAtStart = threadCpuMs(message.thread);
        return;
      }
      if (worker !== started || !current || message.id !== runningId) return;
      settle(message.ok ? { output: message.output } : { error: new Error(message.error ?? 'The worker failed') });
    });
    const fail = (error: Error) => {
      if (worker !== started) return;
      discard(started);
      settle({ error });
    };
    started.on('error', (error) => fail(error));
    started.on('exit', (code) => fail(new Error(`The worker stopped (exit code ${code})`)));
    // Idle, the worker must not keep the process alive on shutdown.
    started.unref();
    return started;
  };

  const pump = () => {
    if (current || closed) return;
    const task = queue.shift();
    if (!task) return;
    const target = (worker ??= start());
    const budget = options.budgetMs?.[task.kind] ?? TASK_BUDGET_MS[task.kind];
    const startedAt = Date.now();
    /**
     * What the task has used: the worker thread's CPU since the task started; wall time where the
     * system does not tell a thread's CPU; nothing yet while a new worker is still loading (it has
     * not said its thread id: at the lowest priority on a busy machine that took seconds, and a
     * page waiting for it was stopped as if it had used them).
     */
    const usedSoFar = (elapsed: number): number | undefined => {
      if (!workerLoaded) return undefined;
      const cpu = workerThread === undefined ? undefined : threadCpuMs(workerThread);
      const atStart = current?.cpuAtStart;
      return cpu === undefined || atStart === undefined ? elapsed : cpu - atStart;
    };
    const check = () => {
      if (current?.task !== task) return;
      const elapsed = Date.now() - startedAt;
      const used = usedSoFar(elapsed);
      if ((used !== undefined && used >= budget) || elapsed >= budget * WALL_CEILING_FACTOR) {
        discard(target);
        settle({ error: new TaskBudgetExceeded(task.kind, budget) });
        return;
      }
      current.timer = setTimeout(check, used === undefined ? RECHECK_MS : Math.max(budget - used, RECHECK_MS));
    };
    runningId = nextId++;
    current = { task, timer: setTimeout(check, budget), cpuAtStart: workerLoaded && workerThread !== undefined ? threadCpuMs(workerThread) : undefined };
    target.postMessage({ id: runningId, kind: task.kind, input: task.input });
  };

  return {
    mode: 'thread',
    run(kind, input) {
      if (closed) return Promise.reject(new Error('The worker was stopped'));
      return new Promise((resolve, reject) => {
        queue.push({ kind, input, resolve: resolve as (output: unknown) => void, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      const stopped = new Error('The worker was stopped');
      for (const task of queue.splice(0)) task.reject(stopped);
      const target = worker;
      worker = undefined;
      if (current) {
        clearTimeout(current.timer);
        current.task.reject(stopped);
        current = undefined;
      }
      if (target) await target.terminate();
    },
  };
}

/**
 * The same tasks in this thread: for Jest, which cannot start a worker from TypeScript source. The
 * tasks' code (the HTML scanner, the deck reader, the analysis) loads on the first task: a spec
 * file that runs none does not load it (Jest loads every module again for each file).
 */
export function createInlineExecutor(): TaskExecutor {
  return {
    mode: 'inline',
    run: async (kind, input) => (await import('./tasks')).runTask(kind, input),
    // Nothing to stop: the tasks ran in this thread.
    close: () => Promise.resolve(),
  };
}
