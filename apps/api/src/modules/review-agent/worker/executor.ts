import { Worker } from 'node:worker_threads';
import { runTask, type TaskKind, type Tasks } from './tasks';

/** Runs review tasks: in a worker thread when its script exists, otherwise in this thread. */
export interface ReviewExecutor {
  readonly mode: 'thread' | 'inline';
  run<K extends TaskKind>(kind: K, input: Tasks[K]['input']): Promise<Tasks[K]['output']>;
  close(): Promise<void>;
}

interface Pending {
  resolve(output: unknown): void;
  reject(error: Error): void;
}

/**
 * One long-lived worker thread, started on first use: pdf.js and the analysts load once, and a
 * report in progress never blocks the event loop that serves requests. A crashed worker fails the
 * tasks it held (the job runner retries them) and a new one starts on the next task.
 */
export function createThreadExecutor(scriptPath: string): ReviewExecutor {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const task of pending.values()) task.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const started = new Worker(scriptPath);
    started.on('message', (message: { id: number; ok: boolean; output?: unknown; error?: string }) => {
      const task = pending.get(message.id);
      if (!task) return;
      pending.delete(message.id);
      if (message.ok) task.resolve(message.output);
      else task.reject(new Error(message.error ?? 'The review worker failed'));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      if (pending.size > 0) failAll(new Error(`The review worker stopped (exit code ${code})`));
    });
    // Idle, the worker must not keep the process alive on shutdown.
    started.unref();
    return started;
  };

  return {
    mode: 'thread',
    run(kind, input) {
      worker ??= start();
      const id = nextId++;
      const target = worker;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (output: unknown) => void, reject });
        target.postMessage({ id, kind, input });
      });
    },
    async close() {
      const current = worker;
      worker = undefined;
      failAll(new Error('The review worker was stopped'));
      if (current) await current.terminate();
    },
  };
}

/** The same tasks in this thread: for Jest, which cannot start a worker from TypeScript source. */
export function createInlineExecutor(): ReviewExecutor {
  return {
    mode: 'inline',
    run: (kind, input) => runTask(kind, input),
    // Nothing to stop: the tasks ran in this thread.
    close: () => Promise.resolve(),
  };
}
