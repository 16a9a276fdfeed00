import { expect, type APIRequestContext, type request as playwrightRequest } from '@playwright/test';
import type { AdminApplicationDetail } from '@quorum/domain';
import { confirmedAdminApi } from '../../testing/admin-passkey';

/** The seeded admin (README "Signing in the first time"). */
export const ADMIN_EMAIL = process.env['ADMIN_EMAIL'] ?? 'admin@quorum.local';

interface OutboxMessage {
  template: string;
  to: string;
  text: string;
  links: string[];
}

/** The dev outbox's messages to an address, newest first. */
export async function outboxFor(api: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const response = await api.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** An API context as the seeded admin, its session confirmed with the admin's passkey a moment ago (testing/admin-passkey.ts). */
export const signedInAdmin = (playwright: { request: typeof playwrightRequest }, baseURL: string, outputDir: string): Promise<APIRequestContext> =>
  confirmedAdminApi(playwright, baseURL, outputDir);

/** The one application submitted under an address, as the admin review shows it. */
export async function applicationFor(admin: APIRequestContext, email: string): Promise<AdminApplicationDetail> {
  const list = await admin.get(`/api/admin/applications?q=${encodeURIComponent(email)}`);
  expect(list.ok(), await list.text()).toBe(true);
  const { applications } = (await list.json()) as { applications: Array<{ id: string; email: string }> };
  const mine = applications.filter((application) => application.email === email.toLowerCase());
  expect(mine, `exactly one application for ${email}`).toHaveLength(1);
  const detail = await admin.get(`/api/admin/applications/${mine[0]?.id}`);
  expect(detail.ok()).toBe(true);
  return ((await detail.json()) as { application: AdminApplicationDetail }).application;
}

/** A stored document's bytes, as the admin downloads them. */
export async function documentBytes(admin: APIRequestContext, applicationId: string, documentId: string): Promise<Buffer> {
  const response = await admin.get(`/api/admin/applications/${applicationId}/documents/${documentId}`);
  expect(response.ok()).toBe(true);
  return response.body();
}
