import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { runTask, type TaskKind } from './tasks';
import { currentThreadId } from './thread-cpu';

// Reading pages and decks and scoring them is background work: on Linux this lowers only this
// thread's priority (setpriority on the calling task), so on a busy core the request thread wins and
// the API keeps answering while reports are generated.
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // Not permitted or not supported here: the worker simply runs at normal priority.
}

// The executor reads this thread's CPU time to hold tasks to their budgets (executor.ts).
parentPort?.postMessage({ thread: currentThreadId() });

/**
 * The worker thread's entry (built to dist/apps/api/worker.mjs): it runs one task per
 * message and answers with the same id. Tasks never throw for bad input (they return failures as
 * values); anything thrown is a bug, reported back as an error for that one task.
 */
parentPort?.on('message', (message: { id: number; kind: TaskKind; input: never }) => {
  runTask(message.kind, message.input).then(
    (output) => parentPort?.postMessage({ id: message.id, ok: true, output }),
    (error: unknown) => parentPort?.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
