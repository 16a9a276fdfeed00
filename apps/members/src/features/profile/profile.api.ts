import type { ApiClient, ApiResult } from '@quorum/api-client';
import { profileFromResponse, profileResponseSchema, type Profile } from '@quorum/domain';
import { apiPaths } from '../../config/paths';
import { mapResult } from '../../lib/api-result';

/** GET /api/member/profile; an empty answer means no profile. */
export const fetchProfile = async (api: ApiClient): Promise<ApiResult<Profile | null>> => mapResult(await api.request(apiPaths.profile, { schema: profileResponseSchema }), profileFromResponse);

/** PUT /api/member/profile: the saved profile as the server now holds it. */
export const updateProfile = async (api: ApiClient, profile: Profile): Promise<ApiResult<Profile | null>> =>
  mapResult(await api.request(apiPaths.profile, { method: 'PUT', json: profile, schema: profileResponseSchema }), profileFromResponse);
