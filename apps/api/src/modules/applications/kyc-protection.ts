import { KYC_IDENTIFIER_FIELDS } from '@quorum/domain';
import { maskIdentifier, type FieldCipher } from '../../crypto/field-cipher';

const KYC_FIELDS: readonly string[] = KYC_IDENTIFIER_FIELDS;

/** Encrypts every KYC identifier among the answers before they are stored. */
export function sealIdentifiers(answers: Readonly<Record<string, unknown>>, cipher: FieldCipher): Record<string, unknown> {
  const sealed = { ...answers };
  for (const field of KYC_FIELDS) {
    const value = sealed[field];
    if (typeof value === 'string' && value !== '' && !cipher.isSealed(value)) sealed[field] = cipher.encrypt(value);
  }
  return sealed;
}

/** A stored identifier shown masked ('•••• 6789'); one that cannot be decrypted shows as '••••'. */
export function maskSealed(sealed: string | null, cipher: FieldCipher): string | null {
  if (sealed === null) return null;
  try {
    return maskIdentifier(cipher.decrypt(sealed));
  } catch {
    return '••••';
  }
}

/** Stored answers as admin views show them: every identifier masked, and which fields those are. */
export function maskIdentifiers(answers: Readonly<Record<string, unknown>>, cipher: FieldCipher): { answers: Record<string, unknown>; maskedFields: string[] } {
  const masked = { ...answers };
  const maskedFields: string[] = [];
  for (const field of KYC_FIELDS) {
    const value = masked[field];
    if (typeof value !== 'string') continue;
    masked[field] = maskSealed(value, cipher);
    maskedFields.push(field);
  }
  return { answers: masked, maskedFields };
}

/** The stored identifier of one answer field, decrypted; undefined when there is none. */
export function revealField(answers: Readonly<Record<string, unknown>>, field: string, cipher: FieldCipher): string | undefined {
  if (!KYC_FIELDS.includes(field)) return undefined;
  const value = answers[field];
  return typeof value === 'string' ? cipher.decrypt(value) : undefined;
}

/**
 * One stored identifier decrypted: only for the person it belongs to (their data export), never
 * for a view others see. One that cannot be decrypted (a key that changed since) stays as stored:
 * the person sees it as unreadable rather than not at all.
 */
export function revealSealed<T extends string | null>(value: T, cipher: FieldCipher): T | string {
  if (!cipher.isSealed(value)) return value;
  try {
    return cipher.decrypt(value);
  } catch {
    return value;
  }
}

/** Stored answers with every identifier decrypted, as revealSealed does one. */
export function revealIdentifiers(answers: Readonly<Record<string, unknown>>, cipher: FieldCipher): Record<string, unknown> {
  const revealed = { ...answers };
  for (const field of KYC_FIELDS) {
    const value = revealed[field];
    if (typeof value === 'string') revealed[field] = revealSealed(value, cipher);
  }
  return revealed;
}
