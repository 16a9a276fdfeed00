import type { ApiResult, ApiClient } from '@quorum/api-client';
import {
  checkDeckResponseSchema,
  checkDossierResponseSchema,
  CONSTANTS,
  DEFAULT_VEHICLE_ID,
  docsendCheckResponseSchema,
  docsendConvertResponseSchema,
  docsendPasscodeResponseSchema,
  dossierPeopleResponseSchema,
  dossierResponseSchema,
  faviconUrlResponseSchema,
  fullReportResponseSchema,
  idSchema,
  lookupUrlResponseSchema,
  materialResponseSchema,
  reportStatusSchema,
  successResponseSchema,
  type CheckDeckResponse,
  type CheckDossierResponse,
  type DealSubmittedEmailRequest,
  type DocsendCheckResponse,
  type FounderContactEntry,
  type FullReportResponse,
  type LookupUrlResponse,
} from '@quorum/domain';
import { z } from 'zod';

const statusResponseSchema = reportStatusSchema.extend({ success: z.literal(true), reportId: idSchema });
/** Read loosely: a reportId that is not a string is its own failure. */
const createReportAnswerSchema = z.looseObject({ reportId: z.unknown() });
const dossierPath = (dossierId: string, rest: string) => `/api/dossiers/${encodeURIComponent(dossierId)}/${rest}`;

/**
 * The calls of the submission, each with the abort signal of the saga step
 * that makes it, so a cancelled submission leaves no request running.
 */
export function createSubmitDealApi(client: ApiClient) {
  return {
    createDossier: (email: string, signal: AbortSignal) => client.request('/api/dossiers', { method: 'POST', json: { userId: email, user: { email } }, schema: dossierResponseSchema, signal }),
    /** Multipart in the order the API reads: file, dossierId, userId (the user's email). */
    uploadDeck: (dossierId: string, email: string, file: File, signal: AbortSignal) => {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('dossierId', dossierId);
      form.append('userId', email);
      return client.request(dossierPath(dossierId, 'pitchDeck'), { method: 'POST', formData: form, schema: materialResponseSchema, signal });
    },
    convertDocsend: (dossierId: string, body: { url: string; email: string; passcode?: string }, signal: AbortSignal) =>
      client.request(dossierPath(dossierId, 'docsend'), { method: 'POST', json: { ...body, user: { email: body.email } }, schema: docsendConvertResponseSchema, signal }),
    setUrl: (dossierId: string, url: string, email: string, signal: AbortSignal) => client.request(dossierPath(dossierId, 'url'), { method: 'POST', json: { url, email }, schema: materialResponseSchema, signal }),
    addSecondaryUrl: (dossierId: string, url: string, email: string, signal: AbortSignal) =>
      client.request(dossierPath(dossierId, 'secondary-url'), { method: 'POST', json: { url, user: { email } }, schema: materialResponseSchema, signal }),
    setNote: (dossierId: string, note: string, email: string, signal: AbortSignal) => client.request(dossierPath(dossierId, 'note'), { method: 'POST', json: { note, email }, schema: materialResponseSchema, signal }),
    setFounders: (dossierId: string, founders: FounderContactEntry[], email: string, signal: AbortSignal) =>
      client.request(dossierPath(dossierId, 'team'), { method: 'POST', json: { teamMembers: founders.map((founder) => ({ ...founder, title: 'Founder' })), userEmail: email }, schema: dossierPeopleResponseSchema, signal }),
    /** The vehicle is a fixed one; the carry is the form's promise. */
    setVehicleSettings: (dossierId: string, email: string, signal: AbortSignal) =>
      client.request(dossierPath(dossierId, 'vehicle-settings'), {
        method: 'POST',
        json: { vehicleSettings: { vehicleId: DEFAULT_VEHICLE_ID, carryPercent: CONSTANTS.CARRY_PAYOUT_PERCENT }, userEmail: email },
        schema: dossierResponseSchema,
        signal,
      }),
    generateReport: (dossierId: string, email: string, signal: AbortSignal) =>
      client.request('/api/report/create', { method: 'POST', json: { dossierId, userEmail: email, vehicleId: DEFAULT_VEHICLE_ID }, schema: createReportAnswerSchema, signal }),
    reportStatus: (reportId: string, signal: AbortSignal) => client.request('/api/report/status', { query: { reportId }, schema: statusResponseSchema, signal }),
    fullReport: (reportId: string, signal: AbortSignal): Promise<ApiResult<FullReportResponse>> =>
      client.request(`/api/report/${encodeURIComponent(reportId)}/full-report`, { schema: fullReportResponseSchema, signal }),
    sendSubmittedEmail: (body: DealSubmittedEmailRequest, signal: AbortSignal) => client.request('/api/send-deal-submitted-email', { method: 'POST', json: body, schema: successResponseSchema, signal }),
    faviconUrl: (domain: string, signal: AbortSignal) => client.request('/api/favicon-url', { query: { domain }, schema: faviconUrlResponseSchema, signal }),
    checkDocsend: (docsendUrl: string, email: string, signal: AbortSignal): Promise<ApiResult<DocsendCheckResponse>> =>
      client.request('/api/docsend/check', { query: { docsendUrl, email }, schema: docsendCheckResponseSchema, signal }),
    passcodeCheck: (docsendUrl: string, email: string, signal: AbortSignal) =>
      client.request('/api/docsend/passcode-check', { query: { docsendUrl, email }, schema: docsendPasscodeResponseSchema, signal }),
    checkDossier: (url: string, signal: AbortSignal): Promise<ApiResult<CheckDossierResponse>> => client.request('/api/report/check-dossier', { query: { url }, schema: checkDossierResponseSchema, signal }),
    checkDeck: (sha256: string, signal: AbortSignal): Promise<ApiResult<CheckDeckResponse>> => client.request('/api/report/check-deck', { query: { sha256 }, schema: checkDeckResponseSchema, signal }),
    lookupUrl: (url: string, email: string, signal: AbortSignal): Promise<ApiResult<LookupUrlResponse>> =>
      client.request('/api/materials/lookupUrl', { query: { url, email }, schema: lookupUrlResponseSchema, signal }),
  };
}

export type SubmitDealApi = ReturnType<typeof createSubmitDealApi>;
