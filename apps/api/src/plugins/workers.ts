import fp from 'fastify-plugin';
import { createInlineExecutor, createThreadExecutor, type TaskExecutor } from '../workers/executor';
import { findWorkerScript } from '../workers/worker-script';

export interface Workers {
  /** Report jobs: website pages, decks and the analysis. */
  review: TaskExecutor;
  /** Pages read while a request waits (a favicon lookup): never queued behind a report's deck. */
  pages: TaskExecutor;
}

declare module 'fastify' {
  interface FastifyInstance {
    workers: Workers;
  }
}

/**
 * Heap caps per worker. pdf.js reading a 150-page deck stays under 200 MB; a page scan needs a few
 * MB. Past its cap a worker ends with an out-of-memory error that fails its one task.
 */
const REVIEW_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 };
const PAGE_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 };

/**
 * Work on outside input (HTML, PDFs) never runs on the request thread: two worker threads from the
 * built worker script, each with a time budget per task and a heap cap (docs/security/html-parsing.md).
 * Under Jest, which cannot start a worker from TypeScript source, the tasks run in-thread, unless
 * a spec passes a worker it built (`script`).
 */
export const workers = fp<{ script?: string }>(
  async (app, options) => {
    const script = options.script ?? findWorkerScript();
    const make = (resourceLimits: typeof REVIEW_LIMITS) => (script ? createThreadExecutor(script, { resourceLimits }) : createInlineExecutor());
    const executors: Workers = { review: make(REVIEW_LIMITS), pages: make(PAGE_LIMITS) };
    app.decorate('workers', executors);
    // Registered before the modules that use them, so this runs after their own onClose hooks.
    app.addHook('onClose', async () => {
      await Promise.all([executors.review.close(), executors.pages.close()]);
    });
  },
  { name: 'workers' },
);
