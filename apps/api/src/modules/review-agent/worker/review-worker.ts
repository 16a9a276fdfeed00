import { parentPort } from 'node:worker_threads';
import { runTask, type TaskKind } from './tasks';

/**
 * The worker thread's entry (built to dist/apps/api/review-worker.mjs): it runs one task per
 * message and answers with the same id. Tasks never throw for bad input (they return failures as
 * values); anything thrown is a bug, reported back as an error for that one task.
 */
parentPort?.on('message', (message: { id: number; kind: TaskKind; input: never }) => {
  runTask(message.kind, message.input).then(
    (output) => parentPort?.postMessage({ id: message.id, ok: true, output }),
    (error: unknown) => parentPort?.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
