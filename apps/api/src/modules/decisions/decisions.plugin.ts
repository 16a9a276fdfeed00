import fp from 'fastify-plugin';
import { backgroundSweep } from '../../lib/serial-sweep';
import { createDecisionEffects } from './decision-effects';
import { createDecisionsService, type DecisionsService } from './decisions.service';

export interface Decisions extends DecisionsService {
  /** Closes due windows and sends due reminders now, off the caller's path (after an admin closes a window). */
  kick(): void;
  /** Resolves when no sweep is running. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    decisions: Decisions;
  }
}

/**
 * The network decisions: the service, and the sweep that decides closed windows and sends the
 * "closes in 24 hours" reminders, at start (catching up on windows that closed while no instance
 * ran) and every REVIEW_JOB_POLL_MS. Each window is decided under a lease in one transaction
 * with its emails and webhook, so with several instances it is decided once.
 */
export const decisionsPlugin = fp(
  async (app) => {
    const service = createDecisionsService({ db: app.db, clock: app.clock, effects: createDecisionEffects() });
    const { instanceId } = app;
    const { leaseMs, pollMs } = app.config.reviewJobs;

    const sweepOnce = async () => {
      try {
        const decided = await service.closeDue(instanceId, leaseMs);
        const reminded = await service.remindDue();
        if (decided + reminded > 0) app.log.info({ decided, reminded }, 'vote windows swept');
        // The deal.decided webhooks those decisions recorded go out now rather than at the sender's next sweep.
        if (decided > 0) app.reviewAgent.deliverWebhooks();
      } catch (error) {
        app.log.error({ err: error }, 'vote window sweep failed');
      }
    };
    const sweeper = backgroundSweep(app, pollMs, sweepOnce);
    app.decorate('decisions', { ...service, kick: sweeper.kick, idle: sweeper.idle });
  },
  { name: 'decisions' },
);
