import fp from 'fastify-plugin';
import { createRescreenQueue } from './rescreen-queue';
import { rescreenMetrics } from './screening.metrics';
import { createScreeningImportService, type ScreeningImportService } from './screening-import.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** List imports and the re-screening each starts: the screening routes, and the admins' System page (where the last re-check stands). */
    screening: { imports: ScreeningImportService };
  }
}

/**
 * The screening lists' imports and the one queue of re-screenings they start in this process. A
 * re-screening a restart cut short starts again once the app is ready; a closing app lets the
 * subject in hand finish, no more.
 */
export const screeningPlugin = fp(
  async (app) => {
    const rescreens = createRescreenQueue({ db: app.db, clock: app.clock, log: app.log });
    rescreenMetrics(app.metrics, rescreens);
    const imports = createScreeningImportService({ db: app.db, clock: app.clock, executor: app.workers.review, rescreens, log: app.log });
    app.addHook('onReady', async () => {
      const finished = await imports.finishInterrupted();
      if (finished > 0) app.log.info({ lists: finished }, 'finished screening imports a stop had cut short');
      const resumed = await imports.resumeUnfinished();
      if (resumed.length > 0) app.log.info({ listIds: resumed }, 'resuming the re-screening of imported lists');
    });
    app.addHook('onClose', async () => {
      await rescreens.stop();
    });
    app.decorate('screening', { imports });
  },
  { name: 'screening', dependencies: ['app-context', 'metrics', 'workers'] },
);
