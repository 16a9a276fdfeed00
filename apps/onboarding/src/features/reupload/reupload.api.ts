import type { ApiClient, UploadProgressListener } from '@quorum/api-client';
import { documentUploadResponseSchema, reuploadLinkResponseSchema } from '@quorum/domain';
import { apiPaths } from '../../config/paths';
import { REUPLOAD_MESSAGES as M } from './reupload.messages';
import type { LinkRefusal, ReuploadLink, UploadFailureKind } from './reupload.types';

/**
 * The two calls of the re-upload page (apps/api modules/applications: documents.routes.ts). This
 * module loads with the page, never with /apply: its schemas bring zod.
 */

/** `refusal` null: the link could not be checked (no answer, a server failure), so asking again may work. */
export type LinkOutcome = { ok: true; link: ReuploadLink } | { ok: false; refusal: LinkRefusal | null; error: string };

// No answer (0), a timeout, a rate limit or a server failure: asking again may work.
const isTransient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;
// The client's sentence for "no answer" says to try later; here the person can retry at once.
const errorOf = (status: number, error: string) => (status === 0 ? M.offline : error);

/** POST /api/documents/reupload-request { token }: what the link asks for, or why it cannot be used. */
export async function fetchReuploadLink(api: ApiClient, token: string, signal?: AbortSignal): Promise<LinkOutcome> {
  const result = await api.request(apiPaths.reuploadLink, { method: 'POST', json: { token }, schema: reuploadLinkResponseSchema, ...(signal ? { signal } : {}) });
  if (result.ok) {
    const { success: _success, ...link } = result.data;
    return { ok: true, link };
  }
  // An unreadable 200 is the server's failure, not the link's.
  if (isTransient(result.status) || result.status < 400) return { ok: false, refusal: null, error: errorOf(result.status, result.error) };
  // 403 is the API's answer for an expired, used or replaced token; 400 for a malformed one.
  return { ok: false, refusal: 'invalid', error: result.error };
}

export type ReplaceOutcome =
  | { ok: true; received: string[] }
  | { ok: false; refusal: LinkRefusal; error: string }
  | { ok: false; failure: UploadFailureKind; error: string };

export interface Replacement {
  token: string;
  applicantId: string;
  documentType: string;
  files: readonly File[];
}

/**
 * POST /api/documents/upload with the link's token: applicantId, documentType and reuploadToken
 * first (the API reads them before any file), then `file` for one file or `files[]` for several.
 */
export async function uploadReplacement(api: ApiClient, replacement: Replacement, onProgress: UploadProgressListener, signal?: AbortSignal): Promise<ReplaceOutcome> {
  const formData = new FormData();
  formData.append('applicantId', replacement.applicantId);
  formData.append('documentType', replacement.documentType);
  formData.append('reuploadToken', replacement.token);
  const part = replacement.files.length === 1 ? 'file' : 'files[]';
  for (const file of replacement.files) formData.append(part, file, file.name);
  const result = await api.request(apiPaths.upload, { method: 'POST', formData, schema: documentUploadResponseSchema, onUploadProgress: onProgress, ...(signal ? { signal } : {}) });
  if (result.ok) {
    if (result.data.success) return { ok: true, received: result.data.documents.map((document) => document.originalName) };
    return { ok: false, failure: 'refused', error: result.data.error ?? M.unsuccessful };
  }
  if (isTransient(result.status) || result.status < 400) return { ok: false, failure: 'unavailable', error: errorOf(result.status, result.error) };
  // 403: the token expired or was spent meanwhile; 404: no such application any more.
  if (result.status === 403 || result.status === 404) return { ok: false, refusal: 'invalid', error: result.error };
  // 409: the application has been decided.
  if (result.status === 409) return { ok: false, refusal: 'closed', error: result.error };
  // 400, 413, 415…: the API's own words on what is wrong with the file.
  return { ok: false, failure: 'refused', error: result.error };
}
