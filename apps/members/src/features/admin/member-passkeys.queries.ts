import type { ApiClient } from '@quorum/api-client';
import { passkeysResetResponseSchema } from '@quorum/domain';
import { quorumApi, type QueryDependencies } from '../../app/quorum-api';
import { apiPaths } from '../../config/paths';
import { settled } from '../../lib/api-result';

/** POST /api/admin/members/:id/passkeys/reset: how many passkeys there were. */
const resetMemberPasskeys = (api: ApiClient, memberId: string) => api.request(apiPaths.adminMemberPasskeysReset(memberId), { method: 'POST', schema: passkeysResetResponseSchema });

/** An admin removes every passkey of a member who lost the device that held theirs (docs/flows/sign-in.md). */
export const memberPasskeysQueries = quorumApi.injectEndpoints({
  endpoints: (build) => ({
    resetMemberPasskeys: build.mutation<{ removed: number }, { memberId: string }>({
      async queryFn({ memberId }, { extra }) {
        return settled(await resetMemberPasskeys((extra as QueryDependencies).api, memberId), 'The passkeys could not be removed. Please try again.');
      },
    }),
  }),
});

export const { useResetMemberPasskeysMutation } = memberPasskeysQueries;
