import fp from 'fastify-plugin';
import { startTicker, type Ticker } from '../../lib/ticker';
import { createDraftsService } from '../drafts/drafts.service';
import { createDataRightsService, type DataRightsService } from './data-rights.service';
import { subjectKeys } from './data-subject';
import { createErasureService, type ErasureService } from './erasure.service';
import { createRetentionService, type RetentionResult, type RetentionService } from './retention.service';

/** The retention run is daily; looking hourly means a run starts within the hour after midnight UTC (or after a start). */
const RETENTION_LOOK_MS = 60 * 60_000;

export interface DataRights {
  service: DataRightsService;
  erasure: ErasureService;
  retention: RetentionService;
  /** Runs today's retention now if no instance has (tests move the clock and call this). */
  runRetention(): Promise<RetentionResult | null>;
  /** Resolves when the delivery records an erasure asked to forget are gone. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dataRights: DataRights;
  }
}

/**
 * A person's data rights and the retention job (docs/flows/data-rights.md): the services the
 * routes call, and the daily run, looked for at start and hourly.
 */
export const dataRightsPlugin = fp(
  async (app) => {
    const subjectKey = subjectKeys(app.dataKey);
    const drafts = createDraftsService({ db: app.db, cipher: app.cipher, clock: app.clock, storage: app.storage, mailer: app.mailer, publicUrl: app.config.publicUrl, uploads: app.publicUploads });
    const forgetting = new Set<Promise<void>>();
    /**
     * With SMTP the outbox keeps a delivery record (to whom, when) of every email: the erasure's
     * last email is recorded like any other, so once it has been handed over its record goes too.
     * Without SMTP (development) the outbox is the mailbox, and the message stays to be read.
     */
    const forgetDeliveries = (email: string) => {
      if (!app.config.smtpUrl) return;
      const done: Promise<void> = app.mailer
        .flush()
        .then(() => app.outbox.deleteTo(email))
        .then(() => app.db.forgetDeleted())
        .then(
          () => undefined,
          (error: unknown) => app.log.warn({ err: error }, 'the delivery record of an erasure email could not be deleted'),
        )
        .finally(() => forgetting.delete(done));
      forgetting.add(done);
    };
    const service = createDataRightsService({
      db: app.db,
      cipher: app.cipher,
      clock: app.clock,
      storage: app.storage,
      mailer: app.mailer,
      drafts,
      publicUrl: app.config.publicUrl,
      subjectKey,
      onMissingFile: (path) => app.log.warn({ path }, 'a stored file was missing from a data export'),
    });
    const forgetDeleted = () => app.db.forgetDeleted();
    const erasure = createErasureService({
      db: app.db,
      clock: app.clock,
      storage: app.storage,
      mailer: app.mailer,
      drafts,
      subjectKey,
      forgetDeliveries,
      forgetDeleted,
      withdrawOpenCommitments: (memberId, admin) => app.rounds.withdrawAllOpen(memberId, admin),
    });
    const retention = createRetentionService({ db: app.db, clock: app.clock, storage: app.storage, forgetDeleted });
    const { instanceId } = app;
    const { leaseMs } = app.config.reviewJobs;

    const runRetention = async (): Promise<RetentionResult | null> => {
      const result = await retention.runDue(instanceId, leaseMs);
      if (result) app.log.info(result, 'retention run: documents of closed applications and kept KYC records purged as due');
      return result;
    };
    let running: Promise<unknown> = Promise.resolve();
    let ticker: Ticker | undefined;
    const tick = async () => {
      running = runRetention().catch((error: unknown) => app.log.error({ err: error }, 'retention run failed'));
      await running;
    };

    app.decorate('dataRights', {
      service,
      erasure,
      retention,
      runRetention,
      idle: async () => {
        await Promise.all([...forgetting]);
      },
    });
    app.addHook('onReady', async () => {
      void tick();
      ticker = startTicker(RETENTION_LOOK_MS, tick);
    });
    app.addHook('onClose', async () => {
      ticker?.stop();
      await running;
      await Promise.all([...forgetting]);
    });
  },
  { name: 'data-rights', dependencies: ['app-context', 'mail', 'public-uploads', 'rounds'] },
);
