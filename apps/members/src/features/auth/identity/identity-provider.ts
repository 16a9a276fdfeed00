/**
 * The identity provider the members app signs in through (magic-link login with
 * email, check logged in, get token, logout). Two implementations: the API's embedded magic link and Magic.
 */
export interface IdentityProvider {
  readonly kind: 'embedded' | 'magic';
  /**
   * Embedded: emails a link and a code, and the person finishes on the link's page.
   * Magic: resolves with the DID token once the person has clicked the link Magic sent.
   */
  loginWithMagicLink(email: string): Promise<{ kind: 'linkSent' } | { kind: 'token'; didToken: string | null }>;
  isLoggedIn(): Promise<boolean>;
  /** A token for bearer calls; cached 5 minutes, `force` refreshes it with a 3600 s lifespan. */
  getToken(options?: { force?: boolean }): Promise<string | null>;
  logout(): Promise<void>;
}

export const MAGIC_NOT_INITIALIZED = 'Magic not initialized';
export const NO_TOKEN = 'Failed to get authentication token';
export const LOGIN_FAILED = 'Login failed';
