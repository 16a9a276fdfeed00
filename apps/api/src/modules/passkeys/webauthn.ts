import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { CONSTANTS, type PasskeyAuthenticationResponse, type PasskeyRegistrationResponse } from '@quorum/domain';
import type { RelyingParty } from '../../config/relying-party';

// The one file that speaks to @simplewebauthn/server: the ceremonies' options, and the checks of
// what an authenticator answered (origin, RP ID hash, challenge, flags, signature, counter). The
// library parses attestation and assertion objects; nothing here parses them by hand.

export type UserVerification = 'required' | 'preferred';
export type DeviceType = 'singleDevice' | 'multiDevice';

/** A stored credential as the checks need it. */
export interface KnownCredential {
  id: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
}

const transportsOf = (transports: string[]) => transports as AuthenticatorTransport[];

export function registrationOptions(relyingParty: RelyingParty, user: { handle: string; name: string; displayName: string }, existing: KnownCredential[], userVerification: UserVerification) {
  return generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: new Uint8Array(Buffer.from(user.handle, 'utf8')),
    attestationType: 'none',
    timeout: CONSTANTS.PASSKEY_CHALLENGE_MS,
    // A discoverable credential: the sign-in page asks for a passkey without asking who you are first.
    authenticatorSelection: { residentKey: 'required', userVerification },
    excludeCredentials: existing.map((credential) => ({ id: credential.id, transports: transportsOf(credential.transports) })),
  });
}

export function authenticationOptions(relyingParty: RelyingParty, allowed: KnownCredential[], userVerification: UserVerification) {
  return generateAuthenticationOptions({
    rpID: relyingParty.id,
    timeout: CONSTANTS.PASSKEY_CHALLENGE_MS,
    userVerification,
    allowCredentials: allowed.map((credential) => ({ id: credential.id, transports: transportsOf(credential.transports) })),
  });
}

export type VerifiedRegistration = { id: string; publicKey: Buffer; counter: number; transports: string[]; deviceType: DeviceType; backedUp: boolean; aaguid: string; userVerified: boolean };

/** The new credential, when the answer is a valid attestation for this challenge, origin and RP; else undefined. */
export async function verifyRegistration(relyingParty: RelyingParty, response: PasskeyRegistrationResponse, challenge: string, userVerification: UserVerification): Promise<VerifiedRegistration | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: userVerification === 'required',
    });
    if (!result.verified) return undefined;
    const { credential, credentialDeviceType, credentialBackedUp, aaguid, userVerified } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      aaguid,
      userVerified,
    };
  } catch {
    // A malformed or forged answer: the library says why, the person is told only that it failed.
    return undefined;
  }
}

export type VerifiedAssertion = { counter: number; deviceType: DeviceType; backedUp: boolean; userVerified: boolean };

/** The use, when the answer is a valid assertion by this credential for this challenge, origin and RP (the counter moved on, unless both are 0); else undefined. */
export async function verifyAssertion(relyingParty: RelyingParty, response: PasskeyAuthenticationResponse, challenge: string, credential: KnownCredential, userVerification: UserVerification): Promise<VerifiedAssertion | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      credential: { id: credential.id, publicKey: new Uint8Array(credential.publicKey), counter: credential.counter, transports: transportsOf(credential.transports) },
      requireUserVerification: userVerification === 'required',
    });
    if (!result.verified) return undefined;
    const { newCounter, credentialDeviceType, credentialBackedUp, userVerified } = result.authenticationInfo;
    return { counter: newCounter, deviceType: credentialDeviceType, backedUp: credentialBackedUp, userVerified };
  } catch {
    return undefined;
  }
}
