import type { ApiClient, ApiResult } from '@quorum/api-client';
import { adminErasureRequestResponseSchema, type AdminErasureRequest } from '@quorum/domain';
import { apiPaths } from '../../config/paths';
import { mapResult } from '../../lib/api-result';

/**
 * The admins' decisions on erasure requests (docs/flows/data-rights.md); the list and the
 * retention overview are reads (data-requests.queries.ts).
 */

/** POST …/data-requests/:id/erase: carried out now; 409 when blocked or no longer pending. */
export const eraseDataRequest = async (api: ApiClient, requestId: string): Promise<ApiResult<AdminErasureRequest>> =>
  mapResult(await api.request(apiPaths.adminDataRequestAction(requestId, 'erase'), { method: 'POST', schema: adminErasureRequestResponseSchema }), (data) => data.request);

/** POST …/data-requests/:id/decline { reason }: the person reads the reason. */
export const declineDataRequest = async (api: ApiClient, requestId: string, reason: string): Promise<ApiResult<AdminErasureRequest>> =>
  mapResult(await api.request(apiPaths.adminDataRequestAction(requestId, 'decline'), { method: 'POST', json: { reason }, schema: adminErasureRequestResponseSchema }), (data) => data.request);
