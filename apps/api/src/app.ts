import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { systemClock, type Clock } from './lib/clock';
import { compiledSerializers } from './lib/http/compiled-serializers';
import { loggerOptions, type LogDestination } from './lib/logging/logger-options';
import { authRoutes } from './modules/auth/auth.routes';
import { passkeyRoutes } from './modules/passkeys/passkeys.routes';
import type { MagicClient } from './modules/auth/magic-provider';
import { faviconRoutes } from './modules/favicons/favicons.routes';
import { healthRoutes } from './modules/health/health.routes';
import { devOutboxRoutes } from './modules/mail/dev-outbox.routes';
import { seedAdmin } from './modules/members/admin-seed';
import { memberRoutes } from './modules/members/members.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import type { DocumentUploadLimits } from './modules/applications/documents.limits';
import { adminMembersRoutes } from './modules/admin-members/admin-members.routes';
import { representativesRoutes } from './modules/representatives/representatives.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { dossierRoutes } from './modules/dossiers/dossiers.routes';
import { materialRoutes } from './modules/materials/materials.routes';
import { docsendRoutes } from './modules/docsend/docsend.routes';
import { liveEventsPlugin } from './modules/live-events/live-events.plugin';
import { reviewAgent } from './modules/review-agent/review-agent.plugin';
import { reportsModule } from './modules/reports/reports.plugin';
import { dealRoutes } from './modules/deals/deals.routes';
import { voteRoutes } from './modules/votes/votes.routes';
import { leadRoutes } from './modules/leads/leads.routes';
import { decisionRoutes } from './modules/decisions/decisions.routes';
import { decisionsPlugin } from './modules/decisions/decisions.plugin';
import { roundsPlugin } from './modules/investments/rounds.plugin';
import { roundsRoutes } from './modules/investments/rounds.routes';
import { portfolioRoutes } from './modules/investments/portfolio.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { webhookSecretRoutes } from './modules/webhook-secrets/webhook-secrets.routes';
import { screeningPlugin } from './modules/screening/screening.plugin';
import { screeningRoutes } from './modules/screening/screening.routes';
import { draftRoutes } from './modules/drafts/drafts.routes';
import { dataRightsPlugin } from './modules/data-rights/data-rights.plugin';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes';
import { adminDataRightsRoutes } from './modules/data-rights/admin-data-rights.routes';
import { systemRoutes } from './modules/system/system.routes';
import { accessControl } from './plugins/access';
import { answersPerTurn } from './plugins/answers-per-turn';
import { clientErrorHandler } from './plugins/client-errors';
import { compression } from './plugins/compression';
import { appContext } from './plugins/app-context';
import { errorHandling } from './plugins/errors';
import { mail } from './plugins/mail';
import { metrics } from './plugins/metrics';
import { requestActivity } from './plugins/request-activity';
import { tracing } from './plugins/tracing';
import { nulCharacters } from './plugins/nul-characters';
import { openApi } from './plugins/openapi';
import { publicUploads } from './plugins/public-uploads';
import { security } from './plugins/security';
import { storage } from './plugins/storage';
import { storageRecovery } from './plugins/storage-recovery';
import { webApps } from './plugins/web-apps';
import { workers } from './plugins/workers';

export interface BuildOptions {
  migrationsFolder: string;
  clock?: Clock;
  magicClient?: MagicClient;
  /** Test-only: where the log goes instead of stdout; the log is on then even in test mode. */
  logStream?: LogDestination;
  /** Upload quotas over those of the settings (tests use small ones and short windows). */
  documentUploads?: Partial<DocumentUploadLimits>;
  /** Test-only: the bytes of files one saved application copy keeps (MAX_DRAFT_BYTES otherwise). */
  draftFileBytes?: number;
  /** Test-only: the built worker script, for specs that check the request thread while a worker reads (testing/built-worker.ts). */
  workerScript?: string;
}

/** Builds the whole API as a plugin tree: config → plugins → modules. Listening is main.ts's job. */
export async function buildApp(config: AppConfig, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    requestTimeout: 30_000,
    bodyLimit: 1024 * 1024,
    // Only a configured number of proxy hops is trusted: a spoofed X-Forwarded-For never changes request.ip.
    trustProxy: config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    // Errors the router raises before any route or error handler runs (a malformed or overlong
    // URL): the same `{ success: false, error }` shape as every other error.
    clientErrorHandler,
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).send({ success: false, error: status === 414 ? 'The address is too long' : 'Malformed request' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializers(config.env !== 'production'));

  await app.register(answersPerTurn);

  await app.register(appContext, { config, clock: options.clock ?? systemClock, migrationsFolder: options.migrationsFolder });
  await app.register(tracing);
  await app.register(metrics);
  await app.register(requestActivity);
  await app.register(storage);
  await app.register(storageRecovery);
  await app.register(errorHandling);
  await app.register(nulCharacters);
  await app.register(security);
  await app.register(compression);
  await app.register(accessControl);
  await app.register(mail);
  await app.register(publicUploads, { limits: { ...config.documentUploads, ...options.documentUploads } });
  await app.register(workers, { ...(options.workerScript ? { script: options.workerScript } : {}) });
  await app.register(openApi);

  await app.register(healthRoutes);
  await app.register(authRoutes, { ...(options.magicClient ? { magicClient: options.magicClient } : {}) });
  await app.register(passkeyRoutes);
  await app.register(memberRoutes);
  await app.register(faviconRoutes);
  await app.register(applicationRoutes);
  await app.register(adminMembersRoutes);
  await app.register(representativesRoutes);
  await app.register(settingsRoutes);
  await app.register(dossierRoutes);
  await app.register(materialRoutes);
  await app.register(docsendRoutes);
  await app.register(decisionsPlugin);
  await app.register(roundsPlugin);
  await app.register(liveEventsPlugin);
  await app.register(reviewAgent);
  await app.register(reportsModule);
  await app.register(dealRoutes);
  await app.register(voteRoutes);
  await app.register(leadRoutes);
  await app.register(decisionRoutes);
  await app.register(roundsRoutes);
  await app.register(portfolioRoutes);
  await app.register(notificationRoutes);
  await app.register(webhookSecretRoutes);
  await app.register(screeningPlugin);
  await app.register(screeningRoutes);
  await app.register(draftRoutes, { ...(options.draftFileBytes ? { maxBytes: options.draftFileBytes } : {}) });
  await app.register(dataRightsPlugin);
  await app.register(dataRightsRoutes);
  await app.register(adminDataRightsRoutes);
  await app.register(systemRoutes);
  await app.register(devOutboxRoutes); // only where outbox-exposure.ts allows: it says at start whether, and why
  await app.register(webApps, { webRoot: config.webRoot });

  await app.ready();
  if (config.env === 'production' && config.testFetchAllow.length > 0) {
    app.log.warn('QUORUM_TEST_FETCH_ALLOW is set: the guarded fetcher may reach these private addresses. It is meant for tests only.');
  }
  await seedAdmin(app);
  return app;
}
