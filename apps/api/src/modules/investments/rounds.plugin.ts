import fp from 'fastify-plugin';
import { backgroundSweep } from '../../lib/serial-sweep';
import { createRoundsService, type RoundsService } from './rounds.service';

export interface Rounds extends RoundsService {
  /** Resolves when no sweep is running. */
  idle(): Promise<void>;
  /** Closes due rounds and sends owed capital calls now, off the caller's path. */
  kick(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    rounds: Rounds;
  }
}

/**
 * Rounds: the service, and the sweep that closes and allocates each round whose deadline passed
 * and sends each confirmed round's capital-call emails, at start (catching up on what was owed while
 * no instance ran), every REVIEW_JOB_POLL_MS and at once after a confirmation. Each round is closed
 * under a lease in one transaction with its allocations, and its emails sent under a lease, so with
 * several instances each is done once.
 */
export const roundsPlugin = fp(
  async (app) => {
    const { instanceId } = app;
    const { leaseMs, pollMs } = app.config.reviewJobs;
    const sweeper = backgroundSweep(app, pollMs, async () => {
      try {
        const closed = await service.closeDue(instanceId, leaseMs);
        if (closed > 0) app.log.info({ closed }, 'rounds closed at their deadline');
        const emailed = await service.sendCalls(instanceId, leaseMs);
        if (emailed > 0) app.log.info({ emailed }, 'capital-call emails sent');
      } catch (error) {
        app.log.error({ err: error }, 'round sweep failed');
      }
    });
    const service = createRoundsService({
      db: app.db,
      clock: app.clock,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      webhooksQueued: () => app.reviewAgent.deliverWebhooks(),
      callsQueued: sweeper.kick,
    });
    app.decorate('rounds', { ...service, kick: sweeper.kick, idle: sweeper.idle });
  },
  { name: 'rounds', dependencies: ['mail'] },
);
