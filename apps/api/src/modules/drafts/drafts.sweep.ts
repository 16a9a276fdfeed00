import type { FastifyInstance } from 'fastify';
import { startTicker } from '../../lib/ticker';
import type { DraftsService } from './drafts.service';

/** Hourly is plenty for a 30-day lifetime; an expired draft is refused at once anyway (it is never read past its expiry). */
const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes expired drafts with their files, at start and hourly. Several instances may sweep at
 * once: deleting a draft twice deletes nothing the second time, so no lease is needed.
 */
export function startDraftSweep(app: FastifyInstance, drafts: DraftsService): void {
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      const swept = await drafts.sweepExpired();
      if (swept > 0) app.log.info({ swept }, 'expired application drafts deleted');
    } catch (error) {
      app.log.error({ err: error }, 'application draft sweep failed');
    }
  };
  const ticker = startTicker(SWEEP_INTERVAL_MS, () => (running = sweep()));
  app.addHook('onReady', async () => {
    running = sweep();
  });
  app.addHook('onClose', async () => {
    ticker.stop();
    await running;
  });
}
