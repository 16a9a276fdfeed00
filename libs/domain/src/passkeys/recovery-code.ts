/**
 * An admin's recovery code (docs/flows/sign-in.md#admins): 20 characters of Crockford's base32
 * (no I, L, O or U: nothing to misread), shown in groups of four. What the admin types back is
 * read leniently: case, spaces and dashes do not matter, and the letters people mistake for
 * digits count as those digits.
 */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_LENGTH = 20;

/** The code as shown: groups of four joined by dashes. */
export function formatRecoveryCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

/** The code as stored and compared: upper case, no separators, O as 0 and I or L as 1. */
export function normalizeRecoveryCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}
