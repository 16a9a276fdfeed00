import { sha256Hex } from '../../crypto/hashing';
import type { Clock } from '../../lib/clock';
import type { IdentityProvider } from './identity-provider';
import type { LoginTokensRepository } from './login-tokens.repository';

export const LOGIN_FAILED = 'This sign-in link or code is invalid or has expired. Please request a new one.';

/** Verifies the embedded provider's sign-in link token, or the six-digit code with its email. */
export function createEmbeddedProvider(tokens: LoginTokensRepository, clock: Clock): IdentityProvider {
  return {
    name: 'embedded',
    async verify({ didToken, email }) {
      const now = clock.now();
      if (email) {
        const code = didToken.trim();
        if (!/^\d{6}$/.test(code)) return { ok: false, message: LOGIN_FAILED };
        return (await tokens.redeemCode(email.toLowerCase(), sha256Hex(code), now)) ? { ok: true, email: email.toLowerCase() } : { ok: false, message: LOGIN_FAILED };
      }
      const redeemedEmail = await tokens.redeemToken(sha256Hex(didToken.trim()), now);
      return redeemedEmail ? { ok: true, email: redeemedEmail } : { ok: false, message: LOGIN_FAILED };
    },
  };
}
