import type { ApiClient, ApiResult } from '@quorum/api-client';
import { authResponseSchema, type AuthResponse } from '@quorum/domain';

/** The sign-in calls. */
export function createAuthApi(client: ApiClient) {
  return {
    requestMagicLink: (email: string) => client.request('/api/auth/magic-link', { method: 'POST', json: { email } }),
    login: (didToken: string, email?: string): Promise<ApiResult<AuthResponse>> =>
      client.request('/api/login', { method: 'POST', json: email ? { didToken, email } : { didToken }, schema: authResponseSchema }),
    validateToken: (token: string): Promise<ApiResult<AuthResponse>> =>
      client.request('/api/validate-token', { method: 'POST', json: { token }, schema: authResponseSchema }),
    session: (): Promise<ApiResult<AuthResponse>> => client.request('/api/auth/session', { schema: authResponseSchema }),
    logout: () => client.request('/api/logout', { method: 'POST' }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
