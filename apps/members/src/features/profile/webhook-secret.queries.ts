import { webhookSecretResponseSchema, type WebhookSecretResponse } from '@quorum/domain';
import { quorumApi, type ApiError, type QueryDependencies } from '../../app/quorum-api';
import { failureMessage } from '../../lib/api-result';
import { renewWebhookSecret, webhookSecretPath, type WebhookSecretOwner } from './webhook-secret.api';

export const WEBHOOK_SECRET_LOAD_FAILED = 'Your webhook signing secret could not be loaded';
export const WEBHOOK_SECRET_SAVE_FAILED = 'A new signing secret could not be made. Please try again.';

/**
 * The member's webhook signing secret (docs/webhooks.md): its state, read afresh whenever the
 * profile opens, and the write that makes a new one. The new secret lives only in the mutation's
 * answer, which the section drops when it closes; the cached state never holds it.
 */
export const webhookSecretQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getWebhookSecret: build.query<WebhookSecretResponse, WebhookSecretOwner>({
      query: (owner) => ({ path: webhookSecretPath(owner), schema: webhookSecretResponseSchema, fallback: WEBHOOK_SECRET_LOAD_FAILED }),
      keepUnusedDataFor: 0,
    }),
    renewWebhookSecret: build.mutation<WebhookSecretResponse, WebhookSecretOwner>({
      async queryFn(owner, { extra }) {
        const result = await renewWebhookSecret((extra as QueryDependencies).api, owner);
        if (result.ok) return { data: result.data };
        const error: ApiError = { status: result.status, message: failureMessage(result, WEBHOOK_SECRET_SAVE_FAILED), serverMessage: result.error };
        return { error };
      },
      async onQueryStarted(owner, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        const { secret: _shownOnce, ...state } = data;
        dispatch(webhookSecretQueries.util.upsertQueryData('getWebhookSecret', owner, state));
      },
    }),
  }),
});

export const { useGetWebhookSecretQuery, useRenewWebhookSecretMutation } = webhookSecretQueries;
