import { expect, type APIRequestContext } from '@playwright/test';
import type { AdminApplicationDetail, DocumentReviewResponse } from '@quorum/domain';
import { outboxFor } from './admin-api';

/** The application as the admin review shows it, by id. */
export async function applicationById(admin: APIRequestContext, applicationId: string): Promise<AdminApplicationDetail> {
  const response = await admin.get(`/api/admin/applications/${applicationId}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { application: AdminApplicationDetail }).application;
}

/** An admin asks for a new copy of one document, with the reason the applicant will read. */
export async function requestReupload(admin: APIRequestContext, applicationId: string, documentId: string, reason: string): Promise<DocumentReviewResponse> {
  const response = await admin.post(`/api/admin/applications/${applicationId}/documents/${documentId}/review`, { data: { decision: 'reupload', reason } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as DocumentReviewResponse;
}

/**
 * The link of the newest re-upload email to an address, as a path on this origin (the email's
 * PUBLIC_URL is this run's server), read from the dev outbox the way a person reads mail.
 */
export async function reuploadLinkFor(api: APIRequestContext, email: string): Promise<{ path: string; text: string }> {
  let found: { links: string[]; text: string } | undefined;
  await expect
    .poll(async () => {
      found = (await outboxFor(api, email)).find((message) => message.template === 'document-reupload-requested');
      return found?.links[0];
    })
    .toBeTruthy();
  const url = new URL(found?.links[0] ?? '');
  return { path: `${url.pathname}${url.search}`, text: found?.text ?? '' };
}
