import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { latestSignInLink } from './outbox';

/**
 * Signs an address in through the API the way the login page does (link from the dev outbox,
 * then POST /api/login), so the session cookie lands in the given request context: a page's
 * context (`page.context().request`) or a standalone one.
 */
export async function signInThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const asked = await request.post('/api/auth/magic-link', { data: { email } });
  expect(asked.status()).toBe(200);
  const token = new URL(await latestSignInLink(request, email)).searchParams.get('token');
  const login = await request.post('/api/login', { data: { didToken: token } });
  expect(login.status(), await login.text()).toBe(200);
}

/** Signs a browser context in: its pages then open as that member. */
export async function signInBrowser(context: BrowserContext, email: string): Promise<void> {
  await signInThroughApi(context.request, email);
}

/**
 * Options for a context of someone else than the test's signed-in page: inside a test,
 * browser.newContext() inherits the project's `use` options, the admin's storage state included,
 * and signing in over another member's cookie ends that member's session (no session fixation).
 */
export const SIGNED_OUT = { storageState: { cookies: [], origins: [] } };
