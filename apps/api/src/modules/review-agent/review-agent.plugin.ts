import fp from 'fastify-plugin';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { createUploadStorage } from '../../lib/uploads';
import { mailTemplates } from '../mail/templates';
import { readNetworkSettings } from '../settings/settings.service';
import { builtinEngine, type AnalystEngine } from './engines/engine';
import { createLlmEngine } from './engines/llm-engine';
import { createJobRunner } from './jobs/job-runner';
import { createWebhookSender } from './webhooks/webhook-sender';
import { createInlineExecutor, createThreadExecutor, type ReviewExecutor } from './worker/executor';
import { findWorkerScript } from './worker/worker-script';

export interface ReviewAgent {
  readonly engine: AnalystEngine['name'];
  readonly executorMode: ReviewExecutor['mode'];
  /** Starts (or resumes) the job of a report whose report and job rows are committed. */
  enqueue(reportId: string): void;
  /** Resolves when no report job and no webhook delivery is in progress. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reviewAgent: ReviewAgent;
  }
}

/**
 * The review agent: a queue of report jobs persisted in the database, run off the request path (PDF
 * reading and analysis in a worker thread), resumed at start, ending with webhooks and the
 * report-ready email. The LLM engine is used when LLM_BASE_URL and LLM_API_KEY are set.
 */
export const reviewAgent = fp(
  async (app) => {
    const script = findWorkerScript();
    const executor = script ? createThreadExecutor(script) : createInlineExecutor();
    const engine = app.config.llm ? createLlmEngine(app.config.llm) : builtinEngine;
    const webhooks = createWebhookSender({ db: app.db, clock: app.clock, log: app.log, allowPrivate: app.config.testFetchAllow, ownOrigin: new URL(app.config.publicUrl).origin });
    const runner = createJobRunner({
      db: app.db,
      clock: app.clock,
      log: app.log,
      engine,
      executor,
      fetcher: createSafeFetcher({ allowPrivate: app.config.testFetchAllow }),
      storage: createUploadStorage(app.config.dataDir),
      settings: () => readNetworkSettings(app.db),
      onDone: (report) => app.mailer.send(report.ownerEmail, mailTemplates.reportReady(report.name, `${app.config.publicUrl}/deals/${report.id}/report`)),
      onSettled: () => webhooks.kick(),
    });

    app.decorate('reviewAgent', {
      engine: engine.name,
      executorMode: executor.mode,
      enqueue: (reportId: string) => runner.enqueue(reportId),
      async idle() {
        await runner.idle();
        await webhooks.idle();
      },
    });
    app.addHook('onReady', async () => {
      app.log.info({ engine: engine.name, executor: executor.mode }, 'review agent ready');
      await runner.resumeAll();
      webhooks.kick();
    });
    // Before the database closes (hooks of later plugins run first): unfinished jobs stay for the next start.
    app.addHook('onClose', async () => {
      await runner.stop();
      await webhooks.stop();
      await executor.close();
    });
  },
  { name: 'review-agent', dependencies: ['app-context', 'mail'] },
);
