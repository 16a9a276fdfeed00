import type { ApiClient } from '@quorum/api-client';
import { CONSTANTS } from '@quorum/domain';
import { logOut } from '../auth.api';
import { MAGIC_NOT_INITIALIZED, type IdentityProvider } from './identity-provider';

interface MagicInstance {
  auth: { loginWithMagicLink(options: { email: string }): Promise<string | null> };
  user: { isLoggedIn(): Promise<boolean>; getIdToken(options?: { lifespan?: number }): Promise<string>; logout(): Promise<boolean> };
}

/**
 * Magic (magic-sdk), loaded only when a publishable key is configured and only when first needed, so
 * its 30 KB stay out of the first load. The DID token is cached 5 minutes.
 */
export function createMagicProvider(publishableKey: string, api: ApiClient, now: () => number = Date.now): IdentityProvider {
  let magic: Promise<MagicInstance | null> | null = null;
  let cached: { token: string; at: number } | null = null;

  const load = () => {
    magic ??= import('magic-sdk')
      .then(({ Magic }) => new Magic(publishableKey) as unknown as MagicInstance)
      .catch(() => null);
    return magic;
  };
  const required = async () => {
    const instance = await load();
    if (!instance) throw new Error(MAGIC_NOT_INITIALIZED);
    return instance;
  };

  return {
    kind: 'magic',
    async loginWithMagicLink(email) {
      const didToken = await (await required()).auth.loginWithMagicLink({ email });
      return { kind: 'token', didToken };
    },
    async isLoggedIn() {
      const instance = await load();
      return instance ? instance.user.isLoggedIn() : false;
    },
    async getToken(options) {
      if (!options?.force && cached && now() - cached.at < CONSTANTS.IDENTITY_TOKEN_CACHE_MS) return cached.token;
      const token = await (await required()).user.getIdToken(options?.force ? { lifespan: CONSTANTS.IDENTITY_TOKEN_REFRESH_LIFESPAN_S } : undefined);
      cached = { token, at: now() };
      return token;
    },
    async logout() {
      cached = null;
      const instance = await load();
      await instance?.user.logout().catch(() => false);
      const result = await logOut(api);
      if (!result.ok) console.warn(`Logout answered ${result.status}: ${result.error}`);
    },
  };
}
