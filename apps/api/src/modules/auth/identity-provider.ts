/** What an identity provider answers for a login attempt: the verified email, or why not. */
export type IdentityResult = { ok: true; email: string } | { ok: false; message: string };

/**
 * The one interface POST /api/login talks to. Quorum ships two: the embedded magic link (default)
 * and Magic (when MAGIC_SECRET_KEY is set).
 */
export interface IdentityProvider {
  readonly name: 'embedded' | 'magic';
  verify(input: { didToken: string; email?: string | undefined }): Promise<IdentityResult>;
}
