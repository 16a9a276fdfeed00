import fp from 'fastify-plugin';
import { newInstanceId, startTicker, type Ticker } from '../review-agent/jobs/lease';
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
    const instanceId = newInstanceId();
    const { leaseMs, pollMs } = app.config.reviewJobs;
    let running: Promise<void> | undefined;
    let again = false;
    let stopped = false;
    let ticker: Ticker | undefined;

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
    /** One sweep at a time; a kick during one runs another right after it. */
    const sweep = (): Promise<void> => {
      if (stopped) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await sweepOnce();
        } while (again && !stopped);
      })().finally(() => {
        running = undefined;
      });
      return running;
    };

    app.decorate('decisions', {
      ...service,
      kick: () => void sweep(),
      idle: async () => {
        while (running) await running;
      },
    });
    app.addHook('onReady', async () => {
      void sweep();
      ticker = startTicker(pollMs, sweep);
    });
    app.addHook('onClose', async () => {
      stopped = true;
      ticker?.stop();
      while (running) await running;
    });
  },
  { name: 'decisions' },
);
