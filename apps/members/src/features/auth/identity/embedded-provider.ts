import type { ApiClient } from '@quorum/api-client';
import { fetchSession, logOut, requestMagicLink } from '../auth.api';
import type { IdentityProvider } from './identity-provider';

/** The API's own magic link: sessions live in an HttpOnly cookie, so there is no token to hand out. */
export function createEmbeddedProvider(api: ApiClient): IdentityProvider {
  return {
    kind: 'embedded',
    async loginWithMagicLink(email) {
      const result = await requestMagicLink(api, email);
      if (!result.ok) throw new Error(result.error);
      return { kind: 'linkSent' };
    },
    async isLoggedIn() {
      const result = await fetchSession(api);
      return result.ok && result.data.success;
    },
    async getToken() {
      return null;
    },
    async logout() {
      const result = await logOut(api);
      // A failed logout call is only warned about; the user is signed out anyway.
      if (!result.ok) console.warn(`Logout answered ${result.status}: ${result.error}`);
    },
  };
}
