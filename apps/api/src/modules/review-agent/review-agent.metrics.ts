import { Gauge, Histogram, type Registry } from 'prom-client';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { countReviewJobs } from './jobs/jobs.repository';
import { countDeliveries } from './webhooks/deliveries.repository';

/** From a built-in review (seconds) to an LLM's slow afternoon. */
const JOB_SECONDS = [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600];

/**
 * The review agent's metrics: jobs waiting and running, and webhook deliveries by state, read from
 * the database when scraped (so every instance reports the same, whoever runs them); how long each
 * job took from its queueing to its end, by outcome, as this instance ends them.
 */
export function reviewAgentMetrics(registry: Registry, db: Db, clock: Clock): { jobEnded(outcome: 'done' | 'error', queuedAt: Date): void } {
  new Gauge({
    name: 'quorum_review_jobs',
    help: 'Review jobs not yet ended: running (an instance holds the lease) or waiting',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await countReviewJobs(db, clock.now());
      this.set({ state: 'running' }, counts.running);
      this.set({ state: 'waiting' }, counts.waiting);
    },
  });
  new Gauge({
    name: 'quorum_webhook_deliveries',
    help: 'Webhook deliveries kept: owed (not yet delivered), delivered, or failed for good (out of attempts)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await countDeliveries(db);
      for (const state of ['owed', 'delivered', 'failed'] as const) this.set({ state }, counts[state]);
    },
  });
  const jobSeconds = new Histogram({
    name: 'quorum_review_job_duration_seconds',
    help: 'Time from a review job being queued to its end on this instance, by outcome (done, or error: the report failed)',
    labelNames: ['outcome'] as const,
    buckets: JOB_SECONDS,
    registers: [registry],
  });
  return {
    jobEnded: (outcome, queuedAt) => jobSeconds.observe({ outcome }, Math.max(0, clock.now().getTime() - queuedAt.getTime()) / 1000),
  };
}
