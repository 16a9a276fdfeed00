import type { FastifyInstance } from 'fastify';
import { reportAdminRoutes } from './report-admin.routes';
import { reportWebhookRoutes } from './report-webhook.routes';
import { reportRoutes } from './reports.routes';

/** Reports and deal previews (docs/api.md); needs the review agent registered before it. */
export async function reportsModule(app: FastifyInstance): Promise<void> {
  await app.register(reportRoutes);
  await app.register(reportAdminRoutes);
  await app.register(reportWebhookRoutes);
}
