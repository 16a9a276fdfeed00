import type { ApiClient, UploadProgressListener } from '@quorum/api-client';
import {
  applicationSubmitResponseSchema,
  documentUploadResponseSchema,
  type ApplicationType,
  type SubmissionField,
} from '@quorum/domain';
import { apiPaths } from '../../config/paths';
import { SUBMISSION_MESSAGES as M } from './submission.messages';

/**
 * The calls of an application submission (docs/flows/wizard.md). This module is loaded only when the
 * applicant submits (see submission.saga.ts): its response schemas bring zod, which the first
 * screen does not need.
 */

export type SubmitOutcome =
  | { ok: true; applicantId: string | undefined; submissionId: string | undefined; message: string | undefined }
  | { ok: false; error: string; errors?: Record<string, string> };

export interface SubmitExtras {
  idempotencyKey: string;
  referralCode: string | null;
  /** The server copy this application was saved to, deleted by the API once the application is in. */
  serverDraft?: { draftId: string; deviceKey: string } | null;
}

/** POST /api/join/submit: every answer a field (domain's toSubmissionFields), then our two fields. */
export async function submitApplication(api: ApiClient, fields: readonly SubmissionField[], extras: SubmitExtras): Promise<SubmitOutcome> {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  formData.append('idempotencyKey', extras.idempotencyKey);
  if (extras.referralCode) formData.append('referralCode', extras.referralCode);
  if (extras.serverDraft) {
    formData.append('draftId', extras.serverDraft.draftId);
    formData.append('draftKey', extras.serverDraft.deviceKey);
  }

  const result = await api.request(apiPaths.submit, { method: 'POST', formData, schema: applicationSubmitResponseSchema });
  // An HTTP failure shows the answer's error, else "Server error ({status}): …"
  // (the client words both, and 'Failed to parse server response' and the network failure).
  if (!result.ok) return { ok: false, error: result.error, ...(result.errors ? { errors: result.errors } : {}) };
  const body = result.data;
  if (!body.success) return { ok: false, error: body.error ?? body.message ?? M.unsuccessful, ...(body.errors ? { errors: body.errors } : {}) };
  return { ok: true, applicantId: body.result?.applicant.id ?? body.submissionId, submissionId: body.submissionId, message: body.message };
}

export type UploadOutcome = { ok: true } | { ok: false; error: string };

/**
 * POST /api/documents/upload, one call per file field: applicantId and documentType first (the
 * API reads them before any file), then `file` for one file or `files[]` for several.
 */
export async function uploadDocuments(
  api: ApiClient,
  upload: { applicantId: string; documentType: string; files: readonly File[] },
  onProgress: UploadProgressListener,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  const formData = new FormData();
  formData.append('applicantId', upload.applicantId);
  formData.append('documentType', upload.documentType);
  const part = upload.files.length === 1 ? 'file' : 'files[]';
  for (const file of upload.files) formData.append(part, file, file.name);
  const result = await api.request(apiPaths.upload, { method: 'POST', formData, schema: documentUploadResponseSchema, onUploadProgress: onProgress, ...(signal ? { signal } : {}) });
  if (!result.ok) return { ok: false, error: result.error };
  return result.data.success ? { ok: true } : { ok: false, error: result.data.error ?? M.unsuccessful };
}

/** POST /api/send-welcome-email, best effort: a failure changes nothing. */
export async function sendWelcomeEmail(api: ApiClient, request: { email: string; name: string; entityType: ApplicationType }): Promise<boolean> {
  const result = await api.request<{ success?: boolean }>(apiPaths.welcomeEmail, { method: 'POST', json: request });
  return result.ok && result.data?.success === true;
}
