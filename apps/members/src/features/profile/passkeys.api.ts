import type { ApiClient, ApiResult } from '@quorum/api-client';
import { passkeyCeremonyResponseSchema, passkeyResponseSchema, type PasskeyCeremonyResponse, type PasskeyRegistrationResponse, addedPasskeyResponseSchema } from '@quorum/domain';
import { z } from 'zod';
import { apiPaths } from '../../config/paths';

/** The member's own passkeys (docs/flows/sign-in.md): the list is a read (passkeys.queries.ts); adding and removing are the saga's. */


/** POST /api/member/passkeys/options: the options to make a new passkey for the signed-in member. */
export const passkeyRegistrationOptions = (api: ApiClient): Promise<ApiResult<PasskeyCeremonyResponse>> =>
  api.request(apiPaths.passkeyOptions, { method: 'POST', schema: passkeyCeremonyResponseSchema });

/** POST /api/member/passkeys: stores the passkey the authenticator just made, under the name the page suggests. */
export const addPasskey = (api: ApiClient, challengeId: string, response: PasskeyRegistrationResponse, name: string) =>
  api.request(apiPaths.passkeys, { method: 'POST', json: { challengeId, response, name }, schema: addedPasskeyResponseSchema });

/** PATCH /api/member/passkeys/:id: a new name for one. */
export const renamePasskey = (api: ApiClient, id: string, name: string) => api.request(apiPaths.passkey(id), { method: 'PATCH', json: { name }, schema: passkeyResponseSchema });

/** DELETE /api/member/passkeys/:id. */
export const removePasskey = (api: ApiClient, id: string) => api.request(apiPaths.passkey(id), { method: 'DELETE', schema: z.object({ success: z.literal(true) }) });
