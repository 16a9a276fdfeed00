import { createApiClient } from '@quorum/api-client';
import { createAuthApi } from '../features/auth/auth.api';
import { createAuthStorage } from '../features/auth/auth-storage';
import { createEmbeddedProvider } from '../features/auth/identity/embedded-provider';
import { createMagicProvider } from '../features/auth/identity/magic-provider';
import { createDealsApi } from '../features/deals/deals.api';
import { createDeletedReportIds } from '../features/deals/deleted-report-ids';
import { createSubmissionCountCache } from '../features/deals/submission-count-cache';
import { createFaviconCache } from '../features/favicons/favicon-cache';
import { createImageProbe } from '../features/favicons/image-probe';
import { createProfileApi } from '../features/profile/profile.api';
import type { AppDependencies } from './dependencies';
import { prefetchRoute } from './route-modules';


/** After the load event, when the browser has nothing better to do (or 2 s later at most). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Wires the real outside world for the browser: the API, storage, the identity provider, navigation. */
export function createBrowserContext(options: { magicPublishableKey: string | undefined; navigate: (path: string) => void }): AppDependencies {
  const now = () => Date.now();
  const api = createApiClient();
  const deletedReportIds = createDeletedReportIds(window.localStorage);
  const authApi = createAuthApi(api);
  const submissionCount = createSubmissionCountCache(window.sessionStorage, now);
  return {
    authApi,
    identity: options.magicPublishableKey ? createMagicProvider(options.magicPublishableKey, authApi) : createEmbeddedProvider(authApi),
    authStorage: createAuthStorage(window.localStorage, now),
    navigate: options.navigate,
    userAgent: navigator.userAgent,
    api,
    deletedReportIds,
    dealsApi: createDealsApi(api, deletedReportIds),
    profileApi: createProfileApi(api),
    favicons: createFaviconCache({ storage: window.localStorage, probe: createImageProbe(), now }),
    submissionCount,
    localStore: window.localStorage,
    sessionStore: window.sessionStorage,
    now,
    whenIdle,
    prefetchRoute,
  };
}
