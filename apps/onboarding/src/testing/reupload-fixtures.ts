import type { ReuploadLinkResponse } from '@quorum/domain';

/** The token of the re-upload link the stand-in API knows (any other is refused, as the API does). */
export const REUPLOAD_TOKEN = 'tok_3q9ZbW1xYv5sJf0kLr8PmA2cTe7uHn4gDd6oKi';

/** The API's words for a token it does not know, has spent, or that expired (documents.service.ts). */
export const LINK_NOT_VALID = 'This re-upload link is not valid any more. Please contact us for a new one.';

/** POST /api/documents/reupload-request's answer for REUPLOAD_TOKEN: an Individual's ID scan. */
export function reuploadLinkResponse(overrides: Partial<ReuploadLinkResponse> = {}): ReuploadLinkResponse {
  return {
    success: true,
    applicantId: 'app_reupload_1',
    documentType: 'idScan',
    documentLabel: 'Please upload a scan of your government-issued ID',
    originalName: 'blurry-passport.jpg',
    reason: 'The photo page is blurred: we cannot read the passport number.\nPlease scan it again in good light.',
    maxFiles: 2,
    acceptedFileTypes: ['.jpg', '.jpeg', '.png', '.pdf', '.heic'],
    expiresAt: '2026-03-29T12:00:00.000Z',
    ...overrides,
  };
}
