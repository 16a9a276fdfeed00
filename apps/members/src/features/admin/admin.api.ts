import type { ApiResult, CachingApiClient } from '@quorum/api-client';
import {
  adminApplicationDetailResponseSchema,
  adminApplicationListResponseSchema,
  adminMemberSchema,
  applicationDecisionResponseSchema,
  documentReviewResponseSchema,
  networkSettingsSchema,
  revealIdentifierResponseSchema,
  type AdminApplicationDetail,
  type AdminApplicationListResponse,
  type AdminMember,
  type ApplicationDecisionResponse,
  type ApplicationStatus,
  type DocumentReviewRequest,
  type DocumentReviewResponse,
  type NetworkSettings,
  type RevealIdentifierRequest,
  type Role,
} from '@quorum/domain';
import { z } from 'zod';
import { mapResult } from '../../lib/api-result';

const BASE = '/api/admin/applications';
const membersResponseSchema = z.object({ success: z.literal(true), members: z.array(adminMemberSchema) });
const memberResponseSchema = z.object({ success: z.literal(true), member: adminMemberSchema });
const settingsResponseSchema = z.object({ success: z.literal(true), settings: networkSettingsSchema });

export interface ApplicationFilter {
  status?: ApplicationStatus;
  q?: string;
  offset?: number;
}

const id = (value: string) => encodeURIComponent(value);

/** A document's download address: a plain link the browser follows with the session cookie (the API sends an attachment). */
export const applicationDocumentUrl = (applicationId: string, documentId: string) => `${BASE}/${id(applicationId)}/documents/${id(documentId)}`;

/**
 * The admin calls: the application review queue (issue 3), members and their roles, and the
 * network settings. KYC answers are never cached: every application call asks afresh.
 */
export function createAdminApi(client: CachingApiClient) {
  return {
    applications: (filter: ApplicationFilter): Promise<ApiResult<AdminApplicationListResponse>> =>
      client.request(BASE, { query: { status: filter.status, q: filter.q || undefined, offset: filter.offset, limit: 25 }, schema: adminApplicationListResponseSchema, fresh: true }),
    application: async (applicationId: string): Promise<ApiResult<AdminApplicationDetail>> =>
      mapResult(await client.request(`${BASE}/${id(applicationId)}`, { schema: adminApplicationDetailResponseSchema, fresh: true }), (data) => data.application),
    reveal: async (applicationId: string, target: RevealIdentifierRequest): Promise<ApiResult<string>> =>
      mapResult(await client.request(`${BASE}/${id(applicationId)}/reveal`, { method: 'POST', json: target, schema: revealIdentifierResponseSchema }), (data) => data.value),
    reviewDocument: (applicationId: string, documentId: string, review: DocumentReviewRequest): Promise<ApiResult<DocumentReviewResponse>> =>
      client.request(`${BASE}/${id(applicationId)}/documents/${id(documentId)}/review`, { method: 'POST', json: review, schema: documentReviewResponseSchema }),
    decide: (applicationId: string, decision: 'start-review' | 'approve' | 'reject', reason?: string): Promise<ApiResult<ApplicationDecisionResponse>> =>
      client.request(`${BASE}/${id(applicationId)}/${decision}`, { method: 'POST', ...(decision === 'reject' ? { json: { reason } } : {}), schema: applicationDecisionResponseSchema }),
    members: async (): Promise<ApiResult<AdminMember[]>> => mapResult(await client.request('/api/admin/members', { schema: membersResponseSchema, fresh: true }), (data) => data.members),
    setRoles: async (memberId: string, role: Role, allRoles: Role[]): Promise<ApiResult<AdminMember>> =>
      mapResult(await client.request(`/api/admin/members/${id(memberId)}/roles`, { method: 'PUT', json: { role, allRoles }, schema: memberResponseSchema }), (data) => data.member),
    settings: async (): Promise<ApiResult<NetworkSettings>> => mapResult(await client.request('/api/admin/settings', { schema: settingsResponseSchema, fresh: true }), (data) => data.settings),
    saveSettings: async (settings: NetworkSettings): Promise<ApiResult<NetworkSettings>> =>
      mapResult(await client.request('/api/admin/settings', { method: 'PUT', json: settings, schema: settingsResponseSchema }), (data) => data.settings),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
