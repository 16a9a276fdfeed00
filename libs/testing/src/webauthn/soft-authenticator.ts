import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A passkey authenticator in software, for tests and the bench: real P-256 key pairs, real
// attestation and assertion objects, built byte by byte as the WebAuthn specification lays them
// out and checked by the same library the API verifies with. Nothing here is a shortcut the server
// knows about: to the API it is one more authenticator.

/** The creation options as the API sends them (PublicKeyCredentialCreationOptionsJSON), as far as an authenticator reads them. */
export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  excludeCredentials?: Array<{ id: string }>;
}

/** The request options as the API sends them (PublicKeyCredentialRequestOptionsJSON). */
export interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: Array<{ id: string }>;
}

/** A credential as a browser posts it back (PublicKeyCredentialJSON): the ceremony's own part is `response`. */
interface PostedCredential<Response> {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment: 'platform';
  clientExtensionResults: Record<string, never>;
  response: Response;
}

/** After navigator.credentials.create() (RegistrationResponseJSON). */
export type RegistrationResponse = PostedCredential<{ clientDataJSON: string; attestationObject: string; transports: string[] }>;
/** After navigator.credentials.get() (AuthenticationResponseJSON). */
export type AuthenticationResponse = PostedCredential<{ clientDataJSON: string; authenticatorData: string; signature: string; userHandle: string }>;

const posted = <Response>(id: string, response: Response): PostedCredential<Response> => ({ id, rawId: id, type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {}, response });

/** How this authenticator behaves; each test may change it for one ceremony. */
export interface AuthenticatorBehaviour {
  /** The page's origin the browser puts in clientDataJSON. */
  origin: string;
  /** The user was verified (PIN, fingerprint): the UV flag. */
  userVerified: boolean;
  /** The BE and BS flags: a passkey that may be, and is, synced to other devices. */
  backupEligible: boolean;
  backedUp: boolean;
  /** 'increment': a counter that grows with each use; 'zero': one that stays 0 (synced passkeys do). */
  counter: 'increment' | 'zero';
}

/** A credential this authenticator holds: enough to sign again in another process (the browser tests' CDP authenticator takes it too). */
export interface SoftCredential {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  signCount: number;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_DATA = 0x40;
/** A software authenticator has no registered model: the all-zero AAGUID, as privacy-preserving authenticators send. */
const AAGUID = new Uint8Array(16);

const base64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function flagsOf(behaviour: AuthenticatorBehaviour, attested: boolean): number {
  return (
    FLAG_USER_PRESENT |
    (behaviour.userVerified ? FLAG_USER_VERIFIED : 0) |
    (behaviour.backupEligible ? FLAG_BACKUP_ELIGIBLE : 0) |
    (behaviour.backedUp ? FLAG_BACKED_UP : 0) |
    (attested ? FLAG_ATTESTED_DATA : 0)
  );
}

/** The credential's public key as a COSE_Key (RFC 9053): EC2, ES256, P-256, x and y. */
function coseKeyOf(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? '', 'base64url'));
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, signCount: number, attested?: { credentialId: Buffer; publicKey: Uint8Array }): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(signCount);
  const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count];
  if (attested) {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(attested.credentialId.length);
    parts.push(AAGUID, length, attested.credentialId, attested.publicKey);
  }
  return Buffer.concat(parts);
}

/**
 * An authenticator that makes and uses passkeys as a platform authenticator would. `register`
 * answers creation options with an attestation ("none", as the API asks); `authenticate` answers
 * request options with an assertion signed by the credential's key.
 */
export function createSoftAuthenticator(defaults: Partial<AuthenticatorBehaviour> & { origin: string }) {
  const behaviour: AuthenticatorBehaviour = { userVerified: true, backupEligible: false, backedUp: false, counter: 'increment', ...defaults };
  const credentials = new Map<string, SoftCredential>();

  return {
    credentials,

    /**
     * Makes a new credential for the options' relying party and user: a new key pair, under a new
     * random id, or under `credentialId` (base64url) where a test makes one under an id another
     * authenticator already made (an attacker attesting a credential id they do not hold the key of).
     */
    register(options: CreationOptions, once: Partial<AuthenticatorBehaviour> & { credentialIdBytes?: number; credentialId?: string } = {}): RegistrationResponse {
      const now = { ...behaviour, ...once };
      const rpId = options.rp.id ?? new URL(now.origin).hostname;
      if (options.excludeCredentials?.some((excluded) => credentials.has(excluded.id))) throw new Error('InvalidStateError: this authenticator already holds a credential the options exclude');
      // 32 bytes, as platform authenticators make; security keys make longer ones (WebAuthn allows 1,023).
      const credentialId = once.credentialId === undefined ? randomBytes(once.credentialIdBytes ?? 32) : Buffer.from(once.credentialId, 'base64url');
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const credential: SoftCredential = { id: base64url(credentialId), rpId, userHandle: options.user.id, privateKey, signCount: 0 };
      const authData = authenticatorData(rpId, flagsOf(now, true), credential.signCount, { credentialId, publicKey: coseKeyOf(privateKey) });
      const attestation: Array<[string, unknown]> = [['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]];
      const attestationObject = isoCBOR.encode(new Map(attestation) as Parameters<typeof isoCBOR.encode>[0]);
      credentials.set(credential.id, credential);
      return posted(credential.id, { clientDataJSON: base64url(clientData('webauthn.create', options.challenge, now.origin)), attestationObject: base64url(attestationObject), transports: ['internal'] });
    },

    /** Signs the options' challenge with a credential they allow (any this authenticator holds for the RP when they name none: a discoverable sign-in). */
    authenticate(options: RequestOptions, once: Partial<AuthenticatorBehaviour> & { credentialId?: string } = {}): AuthenticationResponse {
      const now = { ...behaviour, ...once };
      const rpId = options.rpId ?? new URL(now.origin).hostname;
      const allowed = options.allowCredentials?.map((entry) => entry.id);
      const credential = once.credentialId
        ? credentials.get(once.credentialId)
        : [...credentials.values()].find((held) => held.rpId === rpId && (!allowed || allowed.length === 0 || allowed.includes(held.id)));
      if (!credential) throw new Error('NotAllowedError: no credential for these options');
      if (now.counter === 'increment') credential.signCount += 1;
      const authData = authenticatorData(rpId, flagsOf(now, false), now.counter === 'increment' ? credential.signCount : 0);
      const clientDataJSON = clientData('webauthn.get', options.challenge, now.origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
      return posted(credential.id, { clientDataJSON: base64url(clientDataJSON), authenticatorData: base64url(authData), signature: base64url(signature), userHandle: credential.userHandle });
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;
