import type { ApiResult } from '@quorum/api-client';
import type { AuthResponse } from '@quorum/domain';
import type { AuthApi } from '../features/auth/auth.api';
import { createAuthStorage } from '../features/auth/auth-storage';
import type { IdentityProvider } from '../features/auth/identity/identity-provider';
import { createEmbeddedProvider } from '../features/auth/identity/embedded-provider';
import type { AppContext } from '../app/root-saga';

export const MEMBER: Extract<AuthResponse, { success: true }> = {
  success: true,
  email: 'ann@example.com',
  name: 'Ann Lee',
  role: 'member',
  allRoles: ['member'],
  state: 'active',
  status: 'approved',
  memberType: 'Individual',
  memberId: 'm-1',
};

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
export const signedOutAnswer = ok<AuthResponse>({ success: false, message: 'Not signed in' });

/** The API as the network would answer it: the fake stands at the HTTP boundary, our code runs as is. */
export function fakeAuthApi(overrides: Partial<AuthApi> = {}): AuthApi & { calls: string[] } {
  const calls: string[] = [];
  const record = <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) => (...args: A) => {
    calls.push(`${name}(${args.filter((arg) => arg !== undefined).join(', ')})`);
    return fn(...args);
  };
  return {
    calls,
    requestMagicLink: record('requestMagicLink', overrides.requestMagicLink ?? (async () => ok({ success: true }))),
    login: record('login', overrides.login ?? (async () => ok<AuthResponse>({ ...MEMBER, mobileToken: 'm'.repeat(32) }))),
    validateToken: record('validateToken', overrides.validateToken ?? (async () => ok<AuthResponse>({ success: false, message: 'expired' }))),
    session: record('session', overrides.session ?? (async () => signedOutAnswer)),
    logout: record('logout', overrides.logout ?? (async () => ok({ success: true }))),
  };
}

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

export function fakeContext(options: { authApi?: AuthApi; identity?: IdentityProvider; storage?: Storage; now?: () => number; userAgent?: string; navigate?: (path: string) => void } = {}): AppContext & { navigations: string[] } {
  const authApi = options.authApi ?? fakeAuthApi();
  const navigations: string[] = [];
  return {
    authApi,
    identity: options.identity ?? createEmbeddedProvider(authApi),
    authStorage: createAuthStorage(options.storage ?? memoryStorage(), options.now ?? (() => 1_800_000_000_000)),
    navigate: options.navigate ?? ((path) => navigations.push(path)),
    userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    navigations,
  };
}
