import type { ApiClient, ApiResult } from '@quorum/api-client';
import { roundResponseSchema, type Round } from '@quorum/domain';
import { apiPaths } from '../../config/paths';
import { mapResult } from '../../lib/api-result';

/** PUT /api/rounds/:id/commitment: sets (never adds to) the member's commitment, in minor units as digits. */
export const commitToRound = async (api: ApiClient, roundId: string, amount: string): Promise<ApiResult<Round>> =>
  mapResult(await api.request(apiPaths.roundCommitment(roundId), { method: 'PUT', json: { amount }, schema: roundResponseSchema }), (data) => data.round);

/** DELETE /api/rounds/:id/commitment: withdraws it while the round is open. */
export const withdrawFromRound = async (api: ApiClient, roundId: string): Promise<ApiResult<Round>> =>
  mapResult(await api.request(apiPaths.roundCommitment(roundId), { method: 'DELETE', schema: roundResponseSchema }), (data) => data.round);
