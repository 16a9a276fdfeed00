import type { ApiClient, ApiResult } from '@quorum/api-client';
import { authResponseSchema, type AuthResponse } from '@quorum/domain';
import { apiPaths } from '../../config/paths';

/** The sign-in calls (docs/flows/sign-in.md), each over the app's one client. */

/** POST /api/auth/magic-link: the API emails a link and a code. */
export const requestMagicLink = (api: ApiClient, email: string) => api.request(apiPaths.magicLink, { method: 'POST', json: { email } });

/** POST /api/login with a DID token (and the email the person typed, when known). */
export const logIn = (api: ApiClient, didToken: string, email?: string): Promise<ApiResult<AuthResponse>> =>
  api.request(apiPaths.login, { method: 'POST', json: email ? { didToken, email } : { didToken }, schema: authResponseSchema });

/** POST /api/validate-token: a stored mobile token signs the person in again. */
export const validateToken = (api: ApiClient, token: string): Promise<ApiResult<AuthResponse>> =>
  api.request(apiPaths.validateToken, { method: 'POST', json: { token }, schema: authResponseSchema });

/** GET /api/auth/session: who the session cookie belongs to. */
export const fetchSession = (api: ApiClient): Promise<ApiResult<AuthResponse>> => api.request(apiPaths.session, { schema: authResponseSchema });

/** POST /api/logout: ends the session the cookie holds. */
export const logOut = (api: ApiClient) => api.request(apiPaths.logout, { method: 'POST' });
