import { createApiClient } from '@quorum/api-client';
import { createAuthApi } from '../features/auth/auth.api';
import { createAuthStorage } from '../features/auth/auth-storage';
import { createEmbeddedProvider } from '../features/auth/identity/embedded-provider';
import { createMagicProvider } from '../features/auth/identity/magic-provider';
import type { AppContext } from './root-saga';

/** Wires the real outside world for the browser: the API, storage, the identity provider, navigation. */
export function createBrowserContext(options: { magicPublishableKey: string | undefined; navigate: (path: string) => void }): AppContext {
  const authApi = createAuthApi(createApiClient());
  return {
    authApi,
    identity: options.magicPublishableKey ? createMagicProvider(options.magicPublishableKey, authApi) : createEmbeddedProvider(authApi),
    authStorage: createAuthStorage(window.localStorage, Date.now),
    navigate: options.navigate,
    userAgent: navigator.userAgent,
  };
}
