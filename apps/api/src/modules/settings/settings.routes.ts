import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { networkSettingsSchema } from '@quorum/domain';
import { z } from 'zod';
import { memberOf } from '../../plugins/access.types';
import { createAuditRepository } from '../audit/audit.repository';
import { forgetNetworkSettings, readNetworkSettings, saveNetworkSettings } from './settings.service';

const answerSchema = z.object({ success: z.literal(true), settings: networkSettingsSchema });

/** Settings: the approval threshold and the investment strategy the review agent weighs (admins only). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/admin/settings',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: answerSchema } } },
    async () => ({ success: true as const, settings: await readNetworkSettings(app.db) }),
  );

  typed.put(
    '/api/admin/settings',
    { config: { access: 'admin' }, schema: { tags: ['admin'], body: networkSettingsSchema.strict(), response: { 200: answerSchema } } },
    async (request) => {
      const admin = memberOf(request);
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        await saveNetworkSettings(tx, request.body, admin.id, now);
        await createAuditRepository(tx).record({ actor: admin, action: 'settings.updated', subjectType: 'settings', subjectId: 'network', details: { approvalThresholdPercent: request.body.approvalThresholdPercent } }, now);
      });
      forgetNetworkSettings(app.db);
      return { success: true as const, settings: await readNetworkSettings(app.db) };
    },
  );
}
