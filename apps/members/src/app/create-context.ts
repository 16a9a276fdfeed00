import { bypassesClientCache, createApiClient, createCachingClient, createDeletedReportIds, createImageProbe, createSubmissionCountCache } from '@quorum/api-client';
import { createAuthApi } from '../features/auth/auth.api';
import { createAuthStorage } from '../features/auth/auth-storage';
import { createEmbeddedProvider } from '../features/auth/identity/embedded-provider';
import { createMagicProvider } from '../features/auth/identity/magic-provider';
import { createDealsApi } from '../features/deals/deals.api';
import { createFaviconCache } from '../features/favicons/favicon-cache';
import { createLeadsApi } from '../features/leads/leads.api';
import { createProfileApi } from '../features/profile/profile.api';
import type { AppContext } from './root-saga';
import { prefetchRoute } from './route-modules';

/** The session check must always reach the server; the spec's own list bypasses the cache too. */
export const bypassesSessionCache = (path: string) => bypassesClientCache(path) || path.startsWith('/api/auth/');

/** After the load event, when the browser has nothing better to do (or 2 s later at most). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Wires the real outside world for the browser: the API, storage, the identity provider, navigation. */
export function createBrowserContext(options: { magicPublishableKey: string | undefined; navigate: (path: string) => void }): AppContext {
  const now = () => Date.now();
  const api = createCachingClient(createApiClient(), { bypass: bypassesSessionCache });
  const authApi = createAuthApi(api);
  const submissionCount = createSubmissionCountCache(window.sessionStorage, now);
  return {
    authApi,
    identity: options.magicPublishableKey ? createMagicProvider(options.magicPublishableKey, authApi) : createEmbeddedProvider(authApi),
    authStorage: createAuthStorage(window.localStorage, now),
    navigate: options.navigate,
    userAgent: navigator.userAgent,
    api,
    dealsApi: createDealsApi(api, createDeletedReportIds(window.localStorage)),
    profileApi: createProfileApi(api),
    leadsApi: createLeadsApi(api),
    favicons: createFaviconCache({ storage: window.localStorage, probe: createImageProbe(), now }),
    submissionCount,
    localStore: window.localStorage,
    sessionStore: window.sessionStorage,
    now,
    whenIdle,
    prefetchRoute,
  };
}
