import type { ApiClient, ApiResult } from '@quorum/api-client';
import { webhookSecretResponseSchema, type WebhookSecretResponse } from '@quorum/domain';
import { apiPaths } from '../../config/paths';

/** Whose secret: the signed-in member's (their report webhooks) or the network's (deal.decided, admins). */
export type WebhookSecretOwner = 'member' | 'network';

export const webhookSecretPath = (owner: WebhookSecretOwner): string => (owner === 'network' ? apiPaths.networkWebhookSecret : apiPaths.webhookSecret);

/** POST a new signing secret (the first, or a rotation); the only answer that holds it. */
export const renewWebhookSecret = (api: ApiClient, owner: WebhookSecretOwner): Promise<ApiResult<WebhookSecretResponse>> =>
  api.request(webhookSecretPath(owner), { method: 'POST', schema: webhookSecretResponseSchema });
