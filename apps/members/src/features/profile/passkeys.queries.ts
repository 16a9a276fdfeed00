import { passkeysResponseSchema, type PasskeyView } from '@quorum/domain';
import { quorumApi, type QueryDependencies } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';
import { settled } from '../../lib/api-result';
import { renamePasskey } from './passkeys.api';

export const PASSKEYS_LOAD_FAILED = 'Your passkeys could not be loaded';
export const PASSKEY_RENAME_FAILED = 'The new name could not be saved. Please try again.';

/**
 * The member's passkeys (docs/flows/sign-in.md), read afresh whenever the profile opens, and the
 * rename. Adding and removing are workflows with browser prompts (passkeys.saga.ts), which mark the
 * list stale when they are done.
 */
export const passkeysQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    getPasskeys: build.query<PasskeyView[], void>({
      query: () => ({ path: apiPaths.passkeys, schema: passkeysResponseSchema, fallback: PASSKEYS_LOAD_FAILED }),
      transformResponse: (response: { passkeys: PasskeyView[] }) => response.passkeys,
      providesTags: ['Passkeys'],
      keepUnusedDataFor: 0,
    }),
    renamePasskey: build.mutation<unknown, { id: string; name: string }>({
      async queryFn({ id, name }, { extra }) {
        return settled(await renamePasskey((extra as QueryDependencies).api, id, name), PASSKEY_RENAME_FAILED);
      },
      invalidatesTags: ['Passkeys'],
    }),
  }),
});

export const { useGetPasskeysQuery, useRenamePasskeyMutation } = passkeysQueries;
