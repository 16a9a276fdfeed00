import type { ApiClient, ApiResult } from '@quorum/api-client';
import { erasureRequestResponseSchema, type ErasureRequestBody, type ErasureRequestResponse } from '@quorum/domain';
import { apiPaths } from '../../config/paths';

/**
 * The member's data rights (docs/flows/data-rights.md): a copy of everything Quorum holds about
 * them, and a request to erase it (its read is in data-rights.queries.ts).
 */

/** POST /api/member/data-export: the zip (DATA_EXPORT_FILE_NAME), or why not. */
export const downloadMemberData = (api: ApiClient): Promise<ApiResult<Blob>> => api.download(apiPaths.dataExport, { method: 'POST' });

/** POST /api/member/data-erasure { note? }: the request as recorded. */
export const requestMemberErasure = (api: ApiClient, body: ErasureRequestBody): Promise<ApiResult<ErasureRequestResponse>> =>
  api.request(apiPaths.dataErasure, { method: 'POST', json: body, schema: erasureRequestResponseSchema });
