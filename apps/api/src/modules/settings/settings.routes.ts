import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { networkSettingsSchema, networkSettingsUpdateSchema } from '@quorum/domain';
import { z } from 'zod';
import { memberOf } from '../../plugins/access.types';
import { readNetworkSettings, updateNetworkSettings } from './settings.service';

const answerSchema = z.object({ success: z.literal(true), settings: networkSettingsSchema });

/** Settings: the approval threshold, the investment strategy the review agent weighs and the network decision's rules (admins only). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/admin/settings',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: answerSchema } } },
    async () => ({ success: true as const, settings: await readNetworkSettings(app.db) }),
  );

  // Takes a recent confirmation: it can send the network's signed decisions to another address
  // (decisionWebhookUrl) and shorten how long documents are kept (docs/flows/sign-in.md#admins).
  typed.put(
    '/api/admin/settings',
    { config: { access: 'admin', confirm: 'recent' }, schema: { tags: ['admin'], body: networkSettingsUpdateSchema, response: { 200: answerSchema } } },
    async (request) => {
      return { success: true as const, settings: await updateNetworkSettings(app.db, memberOf(request), request.body, app.clock.now()) };
    },
  );
}
