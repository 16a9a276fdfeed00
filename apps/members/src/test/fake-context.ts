import { createApiClient, createCachingClient, createDeletedReportIds, createImageProbe, createSubmissionCountCache, type ApiResult } from '@quorum/api-client';
import type { AuthResponse } from '@quorum/domain';
import { bypassesSessionCache } from '../app/create-context';
import type { AppContext } from '../app/root-saga';
import type { AuthApi } from '../features/auth/auth.api';
import { createAuthStorage } from '../features/auth/auth-storage';
import type { IdentityProvider } from '../features/auth/identity/identity-provider';
import { createEmbeddedProvider } from '../features/auth/identity/embedded-provider';
import { createDealsApi } from '../features/deals/deals.api';
import { createFaviconCache } from '../features/favicons/favicon-cache';
import { createLeadsApi } from '../features/leads/leads.api';
import { createProfileApi } from '../features/profile/profile.api';
import { fakeServer, type FakeServer } from './fake-server';
import { memberRoutes } from './fixtures';

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
export const sessionOf = (auth: Extract<AuthResponse, { success: true }>) => async () => ok<AuthResponse>(auth);

/** The sign-in calls as the network would answer them: the fake stands at the HTTP boundary, our code runs as is. */
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

export interface FakeContextOptions {
  authApi?: AuthApi;
  identity?: IdentityProvider;
  storage?: Storage;
  sessionStore?: Storage;
  server?: FakeServer;
  now?: () => number;
  userAgent?: string;
  navigate?: (path: string) => void;
}

/** The whole outside world of the app for a test: real API modules and caches over a fake network. */
export function fakeContext(options: FakeContextOptions = {}): AppContext & { navigations: string[]; server: FakeServer; prefetched: string[] } {
  const authApi = options.authApi ?? fakeAuthApi();
  const navigations: string[] = [];
  const prefetched: string[] = [];
  const now = options.now ?? (() => 1_800_000_000_000);
  const server = options.server ?? fakeServer(memberRoutes());
  const storage = options.storage ?? memoryStorage();
  const sessionStore = options.sessionStore ?? memoryStorage();
  const api = createCachingClient(createApiClient({ fetch: server.fetch, now }), { now, bypass: bypassesSessionCache });
  return {
    authApi,
    identity: options.identity ?? createEmbeddedProvider(authApi),
    authStorage: createAuthStorage(storage, now),
    navigate: options.navigate ?? ((path) => navigations.push(path)),
    userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    api,
    dealsApi: createDealsApi(api, createDeletedReportIds(storage)),
    profileApi: createProfileApi(api),
    leadsApi: createLeadsApi(api),
    favicons: createFaviconCache({ storage, probe: createImageProbe({ fetch: server.fetch, now }), now }),
    submissionCount: createSubmissionCountCache(sessionStore, now),
    localStore: storage,
    sessionStore,
    now,
    whenIdle: async () => undefined,
    prefetchRoute: (path) => void prefetched.push(path),
    navigations,
    server,
    prefetched,
  };
}
