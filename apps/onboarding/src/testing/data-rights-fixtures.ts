import { DATA_ACCESS_KEY_HEADER, DATA_RIGHTS_MESSAGES, type DataSubjectSummary, type OpenDataLinkResponse } from '@quorum/domain';
import type { ContractHandler, RecordedCall } from '@quorum/testing';

/** The token of the data link the stand-in API knows (any other is refused with 410, as the API does). */
export const DATA_TOKEN = 'dtok_8Hq2LmW4xZ0cVb6NaR1tYe9sKp3fGj5uDi7oQw';

/** The access key that token opens; the key-bound calls answer 401 without it. */
export const ACCESS_KEY = 'dkey_Ab3Cd5Ef7Gh9Ij1Kl3Mn5Op7Qr9St1Uv3Wx';

/** Bytes of a tiny zip: the export as the API answers it. */
export const EXPORT_ZIP = [0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/** What an applicant with one open and one rejected application sees. */
export function subjectSummary(overrides: Partial<DataSubjectSummary> = {}): DataSubjectSummary {
  return {
    email: 'lin@example.com',
    member: false,
    applications: [
      { id: 'app_open', label: 'Individual application', status: 'in_review', submittedAt: '2026-03-01T10:00:00.000Z', withdrawable: true },
      { id: 'app_old', label: 'Entity application (LLC)', status: 'rejected', submittedAt: '2025-11-20T10:00:00.000Z', withdrawable: false },
    ],
    drafts: 1,
    erasureRequest: null,
    ...overrides,
  };
}

/** POST /api/data-rights/open's answer for DATA_TOKEN: a key for 30 minutes from the tests' clock. */
export function openLinkResponse(summary = subjectSummary(), expiresAt = '2026-03-15T12:30:00.000Z'): OpenDataLinkResponse {
  return { success: true, accessKey: ACCESS_KEY, expiresAt, summary };
}

const keyOf = (call: RecordedCall) => call.headers[DATA_ACCESS_KEY_HEADER];

/** A key-bound route: 401 without the key DATA_TOKEN opened, as the API answers an expired page. */
export const withKey =
  (handler: ContractHandler): ContractHandler =>
  (call) =>
    keyOf(call) === ACCESS_KEY ? handler(call) : { status: 401, body: { success: false, error: DATA_RIGHTS_MESSAGES.accessExpired } };

/** The data-rights routes answered as the API answers a person who applied once and is still being reviewed. */
export function dataRightsRoutes(): Record<string, ContractHandler> {
  return {
    '/api/data-rights/link': () => ({ body: { success: true } }),
    '/api/data-rights/open': (call) =>
      (call.json as { token?: unknown } | undefined)?.token === DATA_TOKEN ? { body: openLinkResponse() } : { status: 410, body: { success: false, error: DATA_RIGHTS_MESSAGES.linkInvalid } },
    '/api/data-rights/summary': withKey(() => ({ body: { success: true, summary: subjectSummary() } })),
    '/api/data-rights/export': withKey(() => ({ body: Buffer.from(EXPORT_ZIP), headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="quorum-data.zip"' } })),
    '/api/data-rights/erasure': withKey(() => ({ body: { success: true, request: { id: 'er_1', status: 'pending', requestedAt: '2026-03-15T12:00:00.000Z', decidedAt: null, declineReason: null } } })),
  };
}
