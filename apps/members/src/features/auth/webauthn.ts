import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '@quorum/domain';

/** Why a browser ceremony gave nothing back: the person said no (or let it time out), the device already holds one of their passkeys, or anything else. */
export type CeremonyFailure = 'cancelled' | 'alreadyRegistered' | 'failed';

export type Ceremony<Response> = { ok: true; response: Response } | { ok: false; failure: CeremonyFailure };

/**
 * The browser's passkey prompts (navigator.credentials), as the sagas use them: the options the API
 * sent go in, the authenticator's answer (or why there is none) comes out. The browser's is
 * `browserWebauthn` below; tests hand in a software authenticator (testing/fake-webauthn.ts).
 */
export interface Webauthn {
  /** Whether this browser can use passkeys at all: without it the pages offer none. */
  supported: boolean;
  register(options: Record<string, unknown>): Promise<Ceremony<PasskeyRegistrationResponse>>;
  authenticate(options: Record<string, unknown>): Promise<Ceremony<PasskeyAuthenticationResponse>>;
}

/** What the pages say when a prompt gave nothing back. */
export const CEREMONY_MESSAGES: Record<CeremonyFailure, string> = {
  cancelled: 'The passkey prompt was closed before it finished. Nothing changed.',
  alreadyRegistered: 'This device already holds one of your passkeys.',
  failed: 'This browser could not use a passkey. Please try again.',
};

/** The browser's errors by name (WebAuthn): NotAllowedError is both "cancelled" and "timed out", which a page cannot tell apart. */
export function failureOf(error: unknown): CeremonyFailure {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'InvalidStateError') return 'alreadyRegistered';
  return 'failed';
}

/**
 * The browser's own prompts through @simplewebauthn/browser, which turns the API's JSON options
 * into the binary ones navigator.credentials takes and back. It loads on first use, so the pages
 * that never ask for a passkey do not carry it.
 */
export function browserWebauthn(): Webauthn {
  const library = () => import('@simplewebauthn/browser');
  return {
    supported: typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function',
    // The API checks each answer against its zod schema; the library's JSON is that shape.
    register: (options) =>
      prompt<PasskeyRegistrationResponse>(async () => (await library()).startRegistration({ optionsJSON: options as unknown as Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON'] })),
    authenticate: (options) =>
      prompt<PasskeyAuthenticationResponse>(async () => (await library()).startAuthentication({ optionsJSON: options as unknown as Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON'] })),
  };
}

/** A prompt's answer, or why there is none: the browser's refusals are errors, the sagas want values. */
async function prompt<Response>(run: () => Promise<unknown>): Promise<Ceremony<Response>> {
  try {
    return { ok: true, response: (await run()) as Response };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}
