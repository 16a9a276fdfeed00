import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '@quorum/domain';
import { createSoftAuthenticator, type CreationOptions, type RequestOptions, type SoftAuthenticator } from '@quorum/testing/webauthn';
import { failureOf, type Webauthn } from '../features/auth';

/** The passkey prompts a test can steer: the next one answers, is cancelled, or finds the device already registered. */
export interface FakeWebauthn extends Webauthn {
  authenticator: SoftAuthenticator;
  /** What the next prompt does instead of answering (once). */
  nextPrompt: 'answer' | 'cancel' | 'alreadyRegistered';
  /** Each prompt the app opened, in order. */
  prompts: Array<'register' | 'authenticate'>;
}

/** A DOMException-like error by name, as the browser raises it (and @simplewebauthn/browser passes on). */
const browserError = (name: string) => Object.assign(new Error(name), { name });

/**
 * The browser's passkey prompts over a software authenticator (libs/testing): real key pairs and
 * real WebAuthn answers, for the app's sagas to post to the stand-in server.
 */
export function fakeWebauthn(origin = 'http://quorum.test'): FakeWebauthn {
  const authenticator = createSoftAuthenticator({ origin });
  const prompt = async <T>(kind: 'register' | 'authenticate', answer: () => T) => {
    fake.prompts.push(kind);
    const next = fake.nextPrompt;
    fake.nextPrompt = 'answer';
    try {
      if (next === 'cancel') throw browserError('NotAllowedError');
      if (next === 'alreadyRegistered') throw browserError('InvalidStateError');
      return { ok: true as const, response: answer() };
    } catch (error) {
      return { ok: false as const, failure: failureOf(error) };
    }
  };
  const fake: FakeWebauthn = {
    supported: true,
    authenticator,
    nextPrompt: 'answer',
    prompts: [],
    register: (options) => prompt('register', () => authenticator.register(options as unknown as CreationOptions) as PasskeyRegistrationResponse),
    authenticate: (options) => prompt('authenticate', () => authenticator.authenticate(options as unknown as RequestOptions) as PasskeyAuthenticationResponse),
  };
  return fake;
}

/** Who a stand-in ceremony is for: the test member's address and name by default. */
export interface CeremonyUser {
  name: string;
  displayName: string;
}
const ANN: CeremonyUser = { name: 'ann@example.com', displayName: 'Ann Lee' };

/** A browser whose authenticator already holds one passkey of this person's for Quorum (to sign in or confirm with). */
export function fakeWebauthnWithPasskey(user: CeremonyUser = ANN): FakeWebauthn {
  const webauthn = fakeWebauthn();
  webauthn.authenticator.register({ challenge: 'eA', rp: { id: 'quorum.test', name: 'Quorum' }, user: { id: 'dXNlcg', ...user } });
  return webauthn;
}

/** The API's answer to a ceremony's options call, as the stand-in servers give it: making a passkey, or confirming with one. */
export function ceremonyOptions(kind: 'register' | 'confirm', user: CeremonyUser = ANN) {
  return {
    body: {
      success: true,
      challengeId: `ceremony-${kind}`,
      options:
        kind === 'register'
          ? { challenge: 'Y2hhbGxlbmdl', rp: { id: 'quorum.test', name: 'Quorum' }, user: { id: 'dXNlcg', ...user }, excludeCredentials: [] }
          : { challenge: 'Y29uZmlybQ', rpId: 'quorum.test', allowCredentials: [] },
    },
  };
}
