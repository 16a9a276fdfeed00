import type { ApiClient, ApiResult } from '@quorum/api-client';
import {
  checkDeckResponseSchema,
  checkDossierResponseSchema,
  CONSTANTS,
  DEFAULT_VEHICLE_ID,
  REPORT_WEBHOOK_PATH,
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
import { apiPaths } from '../../config/paths';

const statusResponseSchema = reportStatusSchema.extend({ success: z.literal(true), reportId: idSchema });
/** Read loosely: a reportId that is not a string is its own failure. */
const createReportAnswerSchema = z.looseObject({ reportId: z.unknown() });
/*
 * The calls of the submission (docs/flows/deal-submission.md), each over the app's one client and
 * with the abort signal of the saga step that makes it, so a cancelled submission leaves no
 * request running.
 */

export const createDossier = (api: ApiClient, email: string, signal: AbortSignal) =>
  api.request(apiPaths.dossiers, { method: 'POST', json: { userId: email, user: { email } }, schema: dossierResponseSchema, signal });

/** Multipart in the order the API reads: file, dossierId, userId (the user's email). */
export function uploadPitchDeck(api: ApiClient, dossierId: string, email: string, file: File, signal: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('dossierId', dossierId);
  form.append('userId', email);
  return api.request(apiPaths.dossierMaterial(dossierId, 'pitchDeck'), { method: 'POST', formData: form, schema: materialResponseSchema, signal });
}

export const convertDocsend = (api: ApiClient, dossierId: string, body: { url: string; email: string; passcode?: string }, signal: AbortSignal) =>
  api.request(apiPaths.dossierMaterial(dossierId, 'docsend'), { method: 'POST', json: { ...body, user: { email: body.email } }, schema: docsendConvertResponseSchema, signal });

export const setDossierUrl = (api: ApiClient, dossierId: string, url: string, email: string, signal: AbortSignal) =>
  api.request(apiPaths.dossierMaterial(dossierId, 'url'), { method: 'POST', json: { url, email }, schema: materialResponseSchema, signal });

export const addSecondaryUrl = (api: ApiClient, dossierId: string, url: string, email: string, signal: AbortSignal) =>
  api.request(apiPaths.dossierMaterial(dossierId, 'secondary-url'), { method: 'POST', json: { url, user: { email } }, schema: materialResponseSchema, signal });

export const setDossierNote = (api: ApiClient, dossierId: string, note: string, email: string, signal: AbortSignal) =>
  api.request(apiPaths.dossierMaterial(dossierId, 'note'), { method: 'POST', json: { note, email }, schema: materialResponseSchema, signal });

export const setDossierFounders = (api: ApiClient, dossierId: string, founders: FounderContactEntry[], email: string, signal: AbortSignal) =>
  api.request(apiPaths.dossierMaterial(dossierId, 'team'), {
    method: 'POST',
    json: { teamMembers: founders.map((founder) => ({ ...founder, title: 'Founder' })), userEmail: email },
    schema: dossierPeopleResponseSchema,
    signal,
  });

/** The vehicle is a fixed one; the carry is the form's promise. */
export const setVehicleSettings = (api: ApiClient, dossierId: string, email: string, signal: AbortSignal) =>
  api.request(apiPaths.dossierMaterial(dossierId, 'vehicle-settings'), {
    method: 'POST',
    json: { vehicleSettings: { vehicleId: DEFAULT_VEHICLE_ID, carryPercent: CONSTANTS.CARRY_PAYOUT_PERCENT }, userEmail: email },
    schema: dossierResponseSchema,
    signal,
  });

/**
 * Both webhooks name Quorum's own receiver on the app's origin: when the review ends, the API tells
 * the member's open pages (their lists refresh at once) and emails a failure (docs/webhooks.md).
 */
export const generateReport = (api: ApiClient, dossierId: string, email: string, origin: string, signal: AbortSignal) => {
  const receiver = `${origin}${REPORT_WEBHOOK_PATH}`;
  return api.request(apiPaths.createReport, { method: 'POST', json: { dossierId, userEmail: email, vehicleId: DEFAULT_VEHICLE_ID, webhooks: { onComplete: receiver, onError: receiver } }, schema: createReportAnswerSchema, signal });
};

export const fetchReportStatus = (api: ApiClient, reportId: string, signal: AbortSignal) =>
  api.request(apiPaths.reportStatus, { query: { reportId }, schema: statusResponseSchema, signal });

export const fetchFullReport = (api: ApiClient, reportId: string, signal: AbortSignal): Promise<ApiResult<FullReportResponse>> =>
  api.request(apiPaths.fullReport(reportId), { schema: fullReportResponseSchema, signal });

export const sendDealSubmittedEmail = (api: ApiClient, body: DealSubmittedEmailRequest, signal: AbortSignal) =>
  api.request(apiPaths.dealSubmittedEmail, { method: 'POST', json: body, schema: successResponseSchema, signal });

export const fetchFaviconUrl = (api: ApiClient, domain: string, signal: AbortSignal) =>
  api.request(apiPaths.faviconUrl, { query: { domain }, schema: faviconUrlResponseSchema, signal });

export const checkDocsend = (api: ApiClient, docsendUrl: string, email: string, signal: AbortSignal): Promise<ApiResult<DocsendCheckResponse>> =>
  api.request(apiPaths.docsendCheck, { query: { docsendUrl, email }, schema: docsendCheckResponseSchema, signal });

export const checkDocsendPasscode = (api: ApiClient, docsendUrl: string, email: string, signal: AbortSignal) =>
  api.request(apiPaths.docsendPasscodeCheck, { query: { docsendUrl, email }, schema: docsendPasscodeResponseSchema, signal });

export const checkDossier = (api: ApiClient, url: string, signal: AbortSignal): Promise<ApiResult<CheckDossierResponse>> =>
  api.request(apiPaths.checkDossier, { query: { url }, schema: checkDossierResponseSchema, signal });

/** GET /api/report/check-deck: whether a deck with this SHA-256 is already in Quorum. */
export const checkDeckHash = (api: ApiClient, sha256: string, signal: AbortSignal): Promise<ApiResult<CheckDeckResponse>> =>
  api.request(apiPaths.checkDeck, { query: { sha256 }, schema: checkDeckResponseSchema, signal });

export const lookupUrl = (api: ApiClient, url: string, email: string, signal: AbortSignal): Promise<ApiResult<LookupUrlResponse>> =>
  api.request(apiPaths.lookupUrl, { query: { url, email }, schema: lookupUrlResponseSchema, signal });
