import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookSecretResponseSchema } from '@quorum/domain';
import { memberOf } from '../../plugins/access.types';
import { createWebhookSecretsService, memberSigner, NETWORK_SIGNER } from './webhook-secrets.service';

const tags = ['webhooks'];
const schema = { tags, response: { 200: webhookSecretResponseSchema } };

/**
 * The Standard Webhooks signing secrets (docs/webhooks.md): a member's, which signs their report
 * webhooks, at /api/member/webhook-secret, and the network's, which signs deal.decided events, at
 * /api/admin/webhook-secret. GET says whether one exists and since when; POST creates or rotates it
 * and is the only answer that ever holds the secret.
 */
export async function webhookSecretRoutes(app: FastifyInstance): Promise<void> {
  const secrets = createWebhookSecretsService({ db: app.db, cipher: app.cipher, clock: app.clock });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const ownersByPath = [
    { path: '/api/member/webhook-secret', access: 'member' as const, owner: (memberId: string) => memberSigner(memberId) },
    { path: '/api/admin/webhook-secret', access: 'admin' as const, owner: () => NETWORK_SIGNER },
  ];

  for (const { path, access, owner } of ownersByPath) {
    const config = { access };
    typed.get(path, { config, schema }, async (request) => secrets.state(owner(memberOf(request).id)));
    // Rotating the network's secret takes a passkey confirmation in the last 10 minutes (docs/flows/sign-in.md#admins).
    typed.post(path, { config: access === 'admin' ? { ...config, confirm: 'recent' as const } : config, schema }, async (request, reply) => {
      // The secret is in this answer only: no cache may keep it.
      reply.header('cache-control', 'no-store');
      const member = memberOf(request);
      return secrets.renew(member, owner(member.id));
    });
  }
}
