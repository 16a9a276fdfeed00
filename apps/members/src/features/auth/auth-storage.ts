import { CONSTANTS } from '@quorum/domain';
import type { AuthUser } from './auth.slice';

const AUTH_KEY = 'quorum.auth';
const MOBILE_TOKEN_KEY = 'quorum.mobileToken';

/**
 * The stored sign-in state (valid 30 days) and the mobile token (its first 32 characters),
 * see docs/flows/sign-in.md. Storage and clock come in so tests run without a browser's clock or storage.
 */
export function createAuthStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, now: () => number) {
  return {
    saveUser(user: AuthUser) {
      storage.setItem(AUTH_KEY, JSON.stringify({ user, storedAt: now() }));
    },
    readUser(): AuthUser | null {
      try {
        const stored = JSON.parse(storage.getItem(AUTH_KEY) ?? 'null') as { user?: AuthUser; storedAt?: number } | null;
        if (!stored?.user?.email || typeof stored.storedAt !== 'number') return null;
        if (now() - stored.storedAt > CONSTANTS.AUTH_STATE_VALIDITY_MS) {
          storage.removeItem(AUTH_KEY);
          return null;
        }
        return stored.user;
      } catch {
        return null;
      }
    },
    saveMobileToken(token: string) {
      storage.setItem(MOBILE_TOKEN_KEY, token.slice(0, CONSTANTS.MOBILE_TOKEN_LENGTH));
    },
    readMobileToken(): string | null {
      return storage.getItem(MOBILE_TOKEN_KEY);
    },
    clear() {
      storage.removeItem(AUTH_KEY);
      storage.removeItem(MOBILE_TOKEN_KEY);
    },
  };
}

export type AuthStorage = ReturnType<typeof createAuthStorage>;

/** Phones and tablets, where the mobile token is tried first. */
export function isMobileBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}
