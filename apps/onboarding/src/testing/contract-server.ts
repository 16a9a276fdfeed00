import { startContractServer as startStandIn, type ContractHandler, type ContractServer } from '@quorum/testing';
import { dataRightsRoutes } from './data-rights-fixtures';
import { LINK_NOT_VALID, REUPLOAD_TOKEN, reuploadLinkResponse } from './reupload-fixtures';

export type { ContractServer, RecordedCall, Reply } from '@quorum/testing';

/** The onboarding app's calls answered as the real API answers a successful application; tests override what they check. */
const DEFAULTS: Record<string, ContractHandler> = {
  '/api/join/submit': () => ({ body: { success: true, submissionId: 'app_test_1', message: 'Application submitted successfully', result: { applicant: { id: 'app_test_1' } } } }),
  '/api/documents/upload': (call) => ({
    body: { success: true, documents: call.parts.filter((part) => part.filename !== undefined).map((part, i) => ({ id: `doc_${i}`, documentType: call.fields['documentType'], originalName: part.filename, mimeType: part.contentType ?? '', size: part.data.length })) },
  }),
  // The re-upload link of an admin's email: REUPLOAD_TOKEN is valid, any other token is not.
  '/api/documents/reupload-request': (call) =>
    (call.json as { token?: unknown } | undefined)?.token === REUPLOAD_TOKEN ? { body: reuploadLinkResponse() } : { status: 403, body: { success: false, error: LINK_NOT_VALID } },
  '/api/send-welcome-email': () => ({ body: { success: true } }),
  '/api/auth/session': () => ({ body: { success: false, message: 'Not signed in' } }),
  '/api/logout': () => ({ body: { success: true } }),
  // The data rights of /apply/my-data: DATA_TOKEN opens, and its key works, until a test says otherwise.
  ...dataRightsRoutes(),
};

/** The stand-in API the onboarding tests run against (the contract is in docs/flows/wizard.md). */
export function startContractServer(): Promise<ContractServer> {
  return startStandIn(DEFAULTS);
}
