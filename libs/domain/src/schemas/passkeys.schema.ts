import { z } from 'zod';
import { idSchema, requiredText, timestampSchema } from './common.schema';

/** What the sign-in page, the profile page and the step-up prompt say about passkeys. */
export const PASSKEY_MESSAGES = {
  signInFailed: 'That passkey did not sign you in. Try again, or sign in with an email link.',
  unknownPasskey: 'This passkey is not (or no longer) registered with Quorum: you can delete it from this device. Sign in with an email link, then add a new passkey on your profile page.',
  expired: 'That took too long. Please try again.',
  notAdded: 'The passkey could not be added. Please try again.',
  confirmFailed: 'That passkey could not confirm it is you. Please try again.',
  confirmFirst: 'Confirm it is you with one of your passkeys before adding another.',
  confirmToRemove: 'Confirm it is you with one of your passkeys before removing one.',
  notFound: 'This passkey no longer exists.',
  unavailable: 'Passkeys are not available at this address: open Quorum by its host name (PUBLIC_URL).',
  resetOwn: 'Remove your own passkeys on your profile page.',
  memberNotFound: 'Member not found',
  adminSetup: 'Add a passkey to use the admin pages.',
  adminConfirm: 'Confirm it is you with your passkey to use the admin pages.',
  confirmAgain: 'Confirm it is you with your passkey again to do this.',
  recoveryCodeWrong: 'That recovery code is not valid. Check it and try again, or ask another administrator to reset your passkeys.',
  recovered: 'Your passkeys were removed and your other sessions ended. Add a new passkey now.',
} as const;

/** A base64url field of a WebAuthn answer, bounded: an authenticator's output is a few hundred bytes. */
const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

/** What every credential a browser posts back carries, whichever the ceremony. */
// A credential id is at most 1,023 bytes (WebAuthn): 1,364 characters of base64url.
const credentialFields = {
  id: base64url(1364).min(1),
  rawId: base64url(1364).min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** A browser's answer to navigator.credentials.create(), as @simplewebauthn/browser posts it. */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    attestationObject: base64url(32_768).min(1),
    authenticatorData: base64url(4096).optional(),
    transports: z.array(z.string().max(32)).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});

/** A browser's answer to navigator.credentials.get(). */
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    authenticatorData: base64url(4096).min(1),
    signature: base64url(1024).min(1),
    userHandle: base64url(1024).optional(),
  }),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

/** The options of a ceremony the server began, for the browser to hand to its authenticator, and the challenge's id to answer with. */
export const passkeyCeremonyResponseSchema = z.object({
  success: z.literal(true),
  challengeId: idSchema,
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyCeremonyResponse = z.infer<typeof passkeyCeremonyResponseSchema>;

export const PASSKEY_NAME_MAX = 60;

/**
 * What a passkey's name may not hold: control characters (line breaks, tabs, NUL, DEL, C1) and the
 * bidirectional marks, embeddings, overrides and isolates that reorder what is shown. The name is
 * quoted in the email the member is sent when a passkey is added or removed, and whoever adds one
 * (the mailbox's reader adding the first) would otherwise write lines of their own into it ("…
 * was added by our security check. There is nothing to do."), or show it reversed in the list.
 */
const NOT_IN_A_NAME = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** A passkey's name: one line of text, as a person types it (markup and emoji sequences included). */
const passkeyNameSchema = requiredText(PASSKEY_NAME_MAX).refine((name) => !NOT_IN_A_NAME.test(name), 'must be one line of text, without control or direction characters');

export const addPasskeyRequestSchema = z.object({
  challengeId: idSchema,
  response: passkeyRegistrationResponseSchema,
  name: passkeyNameSchema.optional(),
});
export const passkeyAnswerRequestSchema = z.object({ challengeId: idSchema, response: passkeyAuthenticationResponseSchema });
export const renamePasskeyRequestSchema = z.object({ name: passkeyNameSchema });
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequestSchema>;
export type PasskeyAnswerRequest = z.infer<typeof passkeyAnswerRequestSchema>;

/** A passkey as its owner sees it on the profile page; never the key or the counter. */
export const passkeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
  /** Synced to the member's other devices (the authenticator's backup state). */
  backedUp: z.boolean(),
});
export type PasskeyView = z.infer<typeof passkeyViewSchema>;
export const passkeysResponseSchema = z.object({ success: z.literal(true), passkeys: z.array(passkeyViewSchema) });
export const passkeyResponseSchema = z.object({ success: z.literal(true), passkey: passkeyViewSchema });
/**
 * A passkey added. `recoveryCode`: only when an admin added their first passkey (or the first after
 * a reset or a recovery): shown once, never again; it stands in for the passkeys if all are lost.
 */
export const addedPasskeyResponseSchema = passkeyResponseSchema.extend({ recoveryCode: z.string().optional() });
export type AddedPasskeyResponse = z.infer<typeof addedPasskeyResponseSchema>;
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;
export type PasskeyResponse = z.infer<typeof passkeyResponseSchema>;
/** An administrator removed a member's passkeys: how many there were (0: the member had none, nothing changed). */
export const passkeysResetResponseSchema = z.object({ success: z.literal(true), removed: z.number().int().nonnegative() });
export type PasskeysResetResponse = z.infer<typeof passkeysResetResponseSchema>;

/** A step-up went through: the session counts as confirmed from this instant. */
export const passkeyConfirmedResponseSchema = z.object({ success: z.literal(true), confirmedAt: z.string() });
export type PasskeyConfirmedResponse = z.infer<typeof passkeyConfirmedResponseSchema>;

/**
 * Where an admin's session stands with the passkey rules (docs/flows/sign-in.md#admins):
 * - none: not an admin (or a bearer token, which never acts as one): nothing to ask
 * - setup: an admin with no passkey: acts as a member until they add one
 * - confirm: an admin whose session has no passkey confirmation in the last 12 hours: acts as a member until a step-up
 * - confirmed: acts as an admin until `confirmedUntil`
 */
export const passkeyStandingSchema = z.enum(['none', 'setup', 'confirm', 'confirmed']);
export type PasskeyStanding = z.infer<typeof passkeyStandingSchema>;

/**
 * The 403 of an admin route (or a route that asks for a recent confirmation) when the passkey is
 * what is missing: `passkey` says what the app asks for, a new passkey or a step-up.
 */
export const passkeyRequiredSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  passkey: z.enum(['setup', 'confirm']),
});
export type PasskeyRequired = z.infer<typeof passkeyRequiredSchema>;

/** What an admin types from the recovery code shown at registration: spaces, dashes and case do not matter. */
export const recoverPasskeysRequestSchema = z.object({ code: z.string().trim().min(1).max(64) });
export type RecoverPasskeysRequest = z.infer<typeof recoverPasskeysRequestSchema>;
/** The code was right and is spent: the passkeys are gone, the session stands at 'setup'. */
export const recoverPasskeysResponseSchema = z.object({ success: z.literal(true), removed: z.number().int().nonnegative(), message: z.string() });
export type RecoverPasskeysResponse = z.infer<typeof recoverPasskeysResponseSchema>;
