import type { ApiResult, ApiClient } from '@quorum/api-client';
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
import { mapResult } from '../../lib/api-result';

export const APPLICATIONS_PATH = '/api/admin/applications';
const BASE = APPLICATIONS_PATH;
export const membersResponseSchema = z.object({ success: z.literal(true), members: z.array(adminMemberSchema) });
export type MembersResponse = z.infer<typeof membersResponseSchema>;
const memberResponseSchema = z.object({ success: z.literal(true), member: adminMemberSchema });
export const settingsResponseSchema = z.object({ success: z.literal(true), settings: networkSettingsSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

const id = (value: string) => encodeURIComponent(value);

/** A document's download address: a plain link the browser follows with the session cookie (the API sends an attachment). */
export const applicationDocumentUrl = (applicationId: string, documentId: string) => `${BASE}/${id(applicationId)}/documents/${id(documentId)}`;

/**
 * The admin pages' writes: identifier reveals, document reviews, decisions, roles and the
 * network settings (their reads are in admin.queries.ts).
 */
export function createAdminApi(client: ApiClient) {
  return {
    reveal: async (applicationId: string, target: RevealIdentifierRequest): Promise<ApiResult<string>> =>
      mapResult(await client.request(`${BASE}/${id(applicationId)}/reveal`, { method: 'POST', json: target, schema: revealIdentifierResponseSchema }), (data) => data.value),
    reviewDocument: (applicationId: string, documentId: string, review: DocumentReviewRequest): Promise<ApiResult<DocumentReviewResponse>> =>
      client.request(`${BASE}/${id(applicationId)}/documents/${id(documentId)}/review`, { method: 'POST', json: review, schema: documentReviewResponseSchema }),
    decide: (applicationId: string, decision: 'start-review' | 'approve' | 'reject', reason?: string): Promise<ApiResult<ApplicationDecisionResponse>> =>
      client.request(`${BASE}/${id(applicationId)}/${decision}`, { method: 'POST', ...(decision === 'reject' ? { json: { reason } } : {}), schema: applicationDecisionResponseSchema }),
    setRoles: async (memberId: string, role: Role, allRoles: Role[]): Promise<ApiResult<AdminMember>> =>
      mapResult(await client.request(`/api/admin/members/${id(memberId)}/roles`, { method: 'PUT', json: { role, allRoles }, schema: memberResponseSchema }), (data) => data.member),
    saveSettings: async (settings: NetworkSettings): Promise<ApiResult<NetworkSettings>> =>
      mapResult(await client.request('/api/admin/settings', { method: 'PUT', json: settings, schema: settingsResponseSchema }), (data) => data.settings),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
