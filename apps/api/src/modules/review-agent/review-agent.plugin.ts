import fp from 'fastify-plugin';
import { REPORT_WEBHOOK_PATH } from '@quorum/domain';
import { createSafeFetcher } from '../../lib/safe-fetch';
import { mailTemplates } from '../mail/templates';
import { readNetworkSettings } from '../settings/settings.service';
import { builtinEngine, type AnalystEngine } from './engines/engine';
import { createLlmEngine } from './engines/llm-engine';
import { createJobRunner } from './jobs/job-runner';
import { reviewAgentMetrics } from './review-agent.metrics';
import { freeEveryLease } from './jobs/jobs.repository';
import { ownWebhookSecret } from './webhooks/own-receiver';
import { createWebhookSender } from './webhooks/webhook-sender';
import type { TaskExecutor } from '../../workers/executor';

export interface ReviewAgent {
  readonly engine: AnalystEngine['name'];
  readonly executorMode: TaskExecutor['mode'];
  /** This process's name in the lease_owner of the jobs and webhook deliveries it works on. */
  readonly instanceId: string;
  /** Starts (or resumes) the job of a report whose report and job rows are committed. */
  enqueue(reportId: string): void;
  /** Sends the webhooks owed now (a deal.decided event just committed, webhooks/decision-webhook.ts) instead of at the next sweep. */
  deliverWebhooks(): void;
  /** Resolves when no report job and no webhook delivery is in progress. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reviewAgent: ReviewAgent;
  }
}

/**
 * The review agent: a queue of report jobs persisted in the database, run off the request path (page
 * and PDF reading and analysis in a worker thread, plugins/workers.ts), resumed at start, ending with webhooks and the
 * report-ready email. The LLM engine is used when LLM_BASE_URL and LLM_API_KEY are set. Several
 * instances may share one PostgreSQL database: each job and delivery is worked on by the instance
 * holding its lease, and taken over by another once a dead instance's lease runs out.
 */
export const reviewAgent = fp(
  async (app) => {
    const executor = app.workers.review;
    const engine = app.config.llm ? createLlmEngine(app.config.llm) : builtinEngine;
    const { instanceId } = app;
    const log = app.log.child({ instance: instanceId });
    const leases = { instanceId, ...app.config.reviewJobs };
    const ownReceiver = {
      secret: ownWebhookSecret(app.dataKey),
      // Through the route itself, hooks and signature check included, without a trip through the network.
      receive: async (body: string, headers: Record<string, string>) => {
        const answer = await app.inject({ method: 'POST', url: REPORT_WEBHOOK_PATH, payload: body, headers: { ...headers, 'content-type': 'application/json' } });
        return answer.statusCode >= 200 && answer.statusCode < 300 ? { ok: true as const, status: answer.statusCode } : { ok: false as const, message: `HTTP ${answer.statusCode}` };
      },
    };
    const webhooks = createWebhookSender({ db: app.db, clock: app.clock, cipher: app.cipher, log, allowPrivate: app.config.testFetchAllow, ownOrigin: new URL(app.config.publicUrl).origin, ownReceiver, firstDelayMs: app.config.webhookRetryMs, ...leases });
    const metrics = reviewAgentMetrics(app.metrics, app.db, app.clock);
    const runner = createJobRunner({
      ...leases,
      db: app.db,
      clock: app.clock,
      log,
      engine,
      executor,
      fetcher: createSafeFetcher({ allowPrivate: app.config.testFetchAllow }),
      storage: app.storage,
      settings: () => readNetworkSettings(app.db),
      onDone: (report) => app.mailer.send(report.ownerEmail, mailTemplates.reportReady(report.name, `${app.config.publicUrl}/deals/${report.id}/report`)),
      onFinishing: (tx, report, now) => app.decisions.openOnReviewDone(tx, { id: report.id, name: report.name, ownerId: report.ownerId }, now),
      onSettled: () => webhooks.kick(),
      onEnded: metrics.jobEnded,
    });

    app.decorate('reviewAgent', {
      engine: engine.name,
      executorMode: executor.mode,
      instanceId,
      enqueue: (reportId: string) => runner.enqueue(reportId),
      deliverWebhooks: () => webhooks.kick(),
      async idle() {
        await runner.idle();
        await webhooks.idle();
      },
    });
    app.addHook('onReady', async () => {
      log.info({ engine: engine.name, executor: executor.mode }, 'review agent ready');
      // A SQLite file has one API process: any lease in it is a previous run's, gone with it (a crash),
      // so its jobs resume now instead of when the lease would have run out.
      if (app.db.soleProcess) await freeEveryLease(app.db);
      runner.start();
      webhooks.start();
    });
    // Before the database closes (hooks of later plugins run first): unfinished jobs and deliveries are
    // released, for the next start or another instance to take at once.
    app.addHook('onClose', async () => {
      await runner.stop();
      await webhooks.stop();
    });
  },
  { name: 'review-agent', dependencies: ['app-context', 'metrics', 'mail', 'workers'] },
);

