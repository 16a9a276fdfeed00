import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { AdminApplicationDetail } from '@quorum/domain';

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

/**
 * Signs the admin in the way a person does: ask for a sign-in link, read it from the dev outbox,
 * confirm it (POST /api/login { didToken }). The context keeps the session cookie.
 */
export async function signedInAdmin(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/auth/magic-link', { data: { email: ADMIN_EMAIL } })).ok()).toBe(true);
  const link = (await outboxFor(api, ADMIN_EMAIL)).find((message) => message.template === 'sign-in-link')?.links[0];
  const token = new URL(link ?? 'http://x/').searchParams.get('token');
  expect(token, 'a sign-in link in the dev outbox').toBeTruthy();
  const login = await api.post('/api/login', { data: { didToken: token } });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

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
