import type { ApiClient, ApiResult } from '@quorum/api-client';
import {
  resolveScreeningHitResponseSchema,
  screeningImportResponseSchema,
  type ResolveScreeningHitRequest,
  type ScreeningHit,
  type ScreeningImportResponse,
  type ScreeningSource,
} from '@quorum/domain';
import { z } from 'zod';
import { apiPaths } from '../../config/paths';
import { mapResult } from '../../lib/api-result';

/**
 * The screening writes of the admin pages (docs/flows/screening.md): a list import, the
 * resolution of a hit, and giving a member back the access a true match paused.
 */

/**
 * POST /api/admin/screening/lists, multipart: `source` first (the API reads it before any file,
 * to know which parser streams the files), then each file under `files`; the API tells OFAC's
 * sdn.csv, alt.csv and add.csv apart by their names.
 */
export function importScreeningList(api: ApiClient, source: ScreeningSource, files: readonly File[]): Promise<ApiResult<ScreeningImportResponse>> {
  const formData = new FormData();
  formData.append('source', source);
  for (const file of files) formData.append('files', file, file.name);
  return api.request(apiPaths.screeningLists, { method: 'POST', formData, schema: screeningImportResponseSchema });
}

/** POST …/hits/:id/resolve: the hit as resolved (who, when, the note). */
export const resolveScreeningHit = async (api: ApiClient, hitId: string, resolution: ResolveScreeningHitRequest): Promise<ApiResult<ScreeningHit>> =>
  mapResult(await api.request(apiPaths.screeningHitResolve(hitId), { method: 'POST', json: resolution, schema: resolveScreeningHitResponseSchema }), (data) => data.hit);

const reactivatedSchema = z.object({ success: z.literal(true) });

/** POST /api/admin/members/:id/reactivate. */
export const reactivateMember = async (api: ApiClient, memberId: string): Promise<ApiResult<null>> =>
  mapResult(await api.request(apiPaths.adminMemberReactivate(memberId), { method: 'POST', schema: reactivatedSchema }), () => null);
