import { createApiClient } from '@quorum/api-client';
import type { AppDependencies } from '../app/dependencies';
import { createAuthApi } from '../features/auth/auth.api';
import { createAuthStorage } from '../features/auth/auth-storage';
import type { IdentityProvider } from '../features/auth/identity/identity-provider';
import { createEmbeddedProvider } from '../features/auth/identity/embedded-provider';
import { createDealsApi } from '../features/deals/deals.api';
import { createDeletedReportIds } from '../features/deals/deleted-report-ids';
import { createSubmissionCountCache } from '../features/deals/submission-count-cache';
import { createFaviconCache } from '../features/favicons/favicon-cache';
import { createImageProbe } from '../features/favicons/image-probe';
import { createProfileApi } from '../features/profile/profile.api';
import { fakeServer, type FakeServer } from './fake-server';
import { memberRoutes } from './fixtures';
export { authCalls } from './auth-calls';
export { MEMBER, sessionAs } from './fixtures';

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
  identity?: IdentityProvider;
  storage?: Storage;
  sessionStore?: Storage;
  server?: FakeServer;
  now?: () => number;
  userAgent?: string;
  navigate?: (path: string) => void;
}

/** The whole outside world of the app for a test: real API modules and caches over a fake network. */
export function fakeContext(options: FakeContextOptions = {}): AppDependencies & { navigations: string[]; server: FakeServer; prefetched: string[] } {
  const navigations: string[] = [];
  const prefetched: string[] = [];
  const now = options.now ?? (() => 1_800_000_000_000);
  const server = options.server ?? fakeServer(memberRoutes());
  const storage = options.storage ?? memoryStorage();
  const sessionStore = options.sessionStore ?? memoryStorage();
  const api = createApiClient({ fetch: server.fetch, now });
  const authApi = createAuthApi(api);
  const deletedReportIds = createDeletedReportIds(storage);
  return {
    authApi,
    identity: options.identity ?? createEmbeddedProvider(authApi),
    authStorage: createAuthStorage(storage, now),
    navigate: options.navigate ?? ((path) => navigations.push(path)),
    userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    api,
    deletedReportIds,
    dealsApi: createDealsApi(api, deletedReportIds),
    profileApi: createProfileApi(api),
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
