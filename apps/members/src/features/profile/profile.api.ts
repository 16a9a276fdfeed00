import type { ApiResult, ApiClient } from '@quorum/api-client';
import { profileFromResponse, profileResponseSchema, type Profile } from '@quorum/domain';
import { mapResult } from '../../lib/api-result';

/** GET and PUT /api/member/profile; an empty answer means no profile. */
export function createProfileApi(client: ApiClient) {
  return {
    load: async (): Promise<ApiResult<Profile | null>> => mapResult(await client.request('/api/member/profile', { schema: profileResponseSchema }), profileFromResponse),
    save: async (profile: Profile): Promise<ApiResult<Profile | null>> =>
      mapResult(await client.request('/api/member/profile', { method: 'PUT', json: profile, schema: profileResponseSchema }), profileFromResponse),
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
