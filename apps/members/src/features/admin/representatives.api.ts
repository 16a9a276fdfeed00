import type { ApiClient, ApiResult } from '@quorum/api-client';
import { adminMemberSchema, representativeRequestResponseSchema, type AdminMember, type ChangeRepresentativeRequest, type RepresentativeRequest } from '@quorum/domain';
import { z } from 'zod';
import { apiPaths } from '../../config/paths';
import { mapResult } from '../../lib/api-result';

const memberResponseSchema = z.object({ success: z.literal(true), member: adminMemberSchema });

/** PUT /api/admin/members/:id/representative: the member with its new representative. */
export const changeRepresentative = async (api: ApiClient, memberId: string, change: ChangeRepresentativeRequest): Promise<ApiResult<AdminMember>> =>
  mapResult(await api.request(apiPaths.adminMemberRepresentative(memberId), { method: 'PUT', json: change, schema: memberResponseSchema }), (data) => data.member);

/** POST …/representative-requests/:id/approve or /decline (with the reason the representative is told). */
export const decideRepresentativeRequest = async (api: ApiClient, requestId: string, decision: 'approve' | 'decline', reason?: string): Promise<ApiResult<RepresentativeRequest | null>> =>
  mapResult(
    await api.request(apiPaths.representativeRequestDecision(requestId, decision), { method: 'POST', ...(decision === 'decline' ? { json: { reason } } : {}), schema: representativeRequestResponseSchema }),
    (data) => data.request,
  );
