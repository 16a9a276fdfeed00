import type { ApiClient, ApiResult } from '@quorum/api-client';
import {
  adminMemberSchema,
  applicationDecisionResponseSchema,
  documentReviewResponseSchema,
  networkSettingsSchema,
  revealIdentifierResponseSchema,
  type AdminMember,
  type ApplicationDecisionResponse,
  type DocumentReviewRequest,
  type DocumentReviewResponse,
  type NetworkSettings,
  type RevealIdentifierRequest,
  type Role,
} from '@quorum/domain';
import { z } from 'zod';
import { apiPaths } from '../../config/paths';
import { mapResult } from '../../lib/api-result';

export const membersResponseSchema = z.object({ success: z.literal(true), members: z.array(adminMemberSchema) });
export type MembersResponse = z.infer<typeof membersResponseSchema>;
const memberResponseSchema = z.object({ success: z.literal(true), member: adminMemberSchema });
export const settingsResponseSchema = z.object({ success: z.literal(true), settings: networkSettingsSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/**
 * The admin pages' writes (docs/flows/admin-review.md): identifier reveals, document reviews,
 * decisions, roles and the network settings (their reads are in admin.queries.ts).
 */

/** POST …/:id/reveal: one masked identifier in full (the API audit-logs each reveal). */
/** GET a KYC document's bytes (the browser saves them: admin.saga.ts). */
export const downloadApplicationDocument = (api: ApiClient, applicationId: string, documentId: string): Promise<ApiResult<Blob>> =>
  api.download(apiPaths.adminDocument(applicationId, documentId));

export const revealIdentifier = async (api: ApiClient, applicationId: string, target: RevealIdentifierRequest): Promise<ApiResult<string>> =>
  mapResult(await api.request(apiPaths.adminApplicationAction(applicationId, 'reveal'), { method: 'POST', json: target, schema: revealIdentifierResponseSchema }), (data) => data.value);

/** POST …/documents/:documentId/review: accepted, or a re-upload asked for with a reason. */
export const submitDocumentReview = (api: ApiClient, applicationId: string, documentId: string, review: DocumentReviewRequest): Promise<ApiResult<DocumentReviewResponse>> =>
  api.request(apiPaths.adminDocumentReview(applicationId, documentId), { method: 'POST', json: review, schema: documentReviewResponseSchema });

/** POST …/:id/start-review, approve or reject (a rejection carries its reason). */
export const decideApplication = (api: ApiClient, applicationId: string, decision: 'start-review' | 'approve' | 'reject', reason?: string): Promise<ApiResult<ApplicationDecisionResponse>> =>
  api.request(apiPaths.adminApplicationAction(applicationId, decision), { method: 'POST', ...(decision === 'reject' ? { json: { reason } } : {}), schema: applicationDecisionResponseSchema });

/** PUT /api/admin/members/:id/roles: the member as saved. */
export const setMemberRoles = async (api: ApiClient, memberId: string, role: Role, allRoles: Role[]): Promise<ApiResult<AdminMember>> =>
  mapResult(await api.request(apiPaths.adminMemberRoles(memberId), { method: 'PUT', json: { role, allRoles }, schema: memberResponseSchema }), (data) => data.member);

/**
 * PUT /api/admin/settings: every field, always. The API keeps the stored value of a field left
 * out, so leaving out one put back to its default would not save it.
 */
export const saveNetworkSettings = async (api: ApiClient, settings: NetworkSettings): Promise<ApiResult<NetworkSettings>> =>
  mapResult(await api.request(apiPaths.adminSettings, { method: 'PUT', json: settings, schema: settingsResponseSchema }), (data) => data.settings);
