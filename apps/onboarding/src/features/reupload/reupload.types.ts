import type { ReuploadLinkResponse } from '@quorum/domain';

/** What a re-upload link is for (POST /api/documents/reupload-request), as the page keeps it. */
export type ReuploadLink = Omit<ReuploadLinkResponse, 'success'>;

/** A picked file as the page lists it; the bytes stay with the saga (state holds no File). */
export interface PickedFileRef {
  readonly id: string;
  readonly name: string;
  readonly size: number;
}

/**
 * Why a link cannot be used: `invalid` (no token, expired, used, replaced by a newer one: the API
 * does not say which, on purpose) or `closed` (the application has been decided).
 */
export type LinkRefusal = 'invalid' | 'closed';

/**
 * Why an upload did not go through: `refused` (the API turned the file down: wrong content,
 * too large; another file is needed) or `unavailable` (no answer, or the server failed: the same
 * file can be sent again).
 */
export type UploadFailureKind = 'refused' | 'unavailable';
