import type { ApiClient } from '@quorum/api-client';
import { apiPaths } from '../../config/paths';

/**
 * GET /api/auth/session answers `{ success: true, email, … }` for a signed-in visitor. Only
 * `success` decides the top bar, so it is read directly rather than with authResponseSchema:
 * that schema would bring zod (about 25 KB gzip) into the page's first load for one boolean.
 */
export async function fetchSignedIn(api: ApiClient): Promise<boolean> {
  const result = await api.request<unknown>(apiPaths.session);
  return result.ok && typeof result.data === 'object' && result.data !== null && (result.data as { success?: unknown }).success === true;
}

/** POST /api/logout: a failure is only logged; the visitor leaves anyway. */
export async function logOut(api: ApiClient): Promise<void> {
  const result = await api.request(apiPaths.logout, { method: 'POST' });
  if (!result.ok) console.warn('Logout failed:', result.error);
}
