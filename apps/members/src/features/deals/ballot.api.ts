import type { ApiClient, ApiResult } from '@quorum/api-client';
import { ballotResponseSchema, type Ballot, type MoveWindowRequest } from '@quorum/domain';
import { apiPaths } from '../../config/paths';
import { mapResult } from '../../lib/api-result';

/** The network vote's writes (the read is in ballot.queries.ts); each answers the ballot as it now is. */

/** POST /api/deals/:id/recusal: the member declares a conflict, which removes their vote. */
export const declareConflict = async (api: ApiClient, reportId: string): Promise<ApiResult<Ballot>> =>
  mapResult(await api.request(apiPaths.recusal(reportId), { method: 'POST', schema: ballotResponseSchema }), (data) => data.ballot);

/** DELETE /api/deals/:id/recusal: the member withdraws the declaration while the window is open. */
export const withdrawConflict = async (api: ApiClient, reportId: string): Promise<ApiResult<Ballot>> =>
  mapResult(await api.request(apiPaths.recusal(reportId), { method: 'DELETE', schema: ballotResponseSchema }), (data) => data.ballot);

/** POST /api/admin/deals/:id/window: an admin closes, extends or opens the window, with a reason. */
export const moveVoteWindow = async (api: ApiClient, reportId: string, move: MoveWindowRequest): Promise<ApiResult<Ballot>> =>
  mapResult(await api.request(apiPaths.adminVoteWindow(reportId), { method: 'POST', json: move, schema: ballotResponseSchema }), (data) => data.ballot);
