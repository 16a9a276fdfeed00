import type { Clock } from '../../lib/clock';
import type { IdentityProvider } from './identity-provider';

/** The slice of @magic-sdk/admin Quorum uses; tests substitute a fake Magic service behind it. */
export interface MagicClient {
  /** Throws when the DID token's signature or lifetime is invalid. */
  validate(didToken: string): void | Promise<void>;
  /** The token's claim: id, issued-at and expiry in seconds. */
  claim(didToken: string): { tid: string; iat: number; ext: number };
  emailFor(didToken: string): Promise<string | null>;
}

/** A DID token older than this is refused even if Magic would still accept it. */
export const MAX_DID_TOKEN_AGE_SECONDS = 15 * 60;

export interface UsedTokenLedger {
  /** Records the token id; false when it was already used (a replay). */
  recordOnce(tokenId: string, at: Date): Promise<boolean>;
}

export function createMagicProvider(magic: MagicClient, ledger: UsedTokenLedger, clock: Clock): IdentityProvider {
  return {
    name: 'magic',
    async verify({ didToken }) {
      try {
        await magic.validate(didToken);
        const claim = magic.claim(didToken);
        const nowSeconds = Math.floor(clock.now().getTime() / 1000);
        if (nowSeconds - claim.iat > MAX_DID_TOKEN_AGE_SECONDS || claim.ext < nowSeconds) {
          return { ok: false, message: 'This sign-in has expired. Please sign in again.' };
        }
        if (!(await ledger.recordOnce(claim.tid, clock.now()))) return { ok: false, message: 'This sign-in token was already used.' };
        const email = await magic.emailFor(didToken);
        return email ? { ok: true, email: email.toLowerCase() } : { ok: false, message: 'Login failed' };
      } catch {
        return { ok: false, message: 'Login failed' };
      }
    },
  };
}

/** The real Magic admin SDK behind MagicClient; loaded only when MAGIC_SECRET_KEY is set. */
export async function createMagicAdminClient(secretKey: string): Promise<MagicClient> {
  const { Magic } = await import('@magic-sdk/admin');
  const magic = await Magic.init(secretKey);
  return {
    validate: (didToken) => magic.token.validate(didToken),
    claim: (didToken) => {
      const [, claim] = magic.token.decode(didToken);
      return { tid: claim.tid, iat: claim.iat, ext: claim.ext };
    },
    emailFor: async (didToken) => (await magic.users.getMetadataByToken(didToken)).email,
  };
}
