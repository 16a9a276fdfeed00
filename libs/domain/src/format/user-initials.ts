import { asText, readText } from './safe-read';

/** Shown when neither the profile nor the email gives anything to work with. */
export const UNKNOWN_INITIALS = '?';

function firstCharacter(text: string | undefined): string {
  return text === undefined ? '' : (Array.from(text)[0] ?? '');
}

/**
 * The round user-menu badge: the profile's first- and last-name initials,
 * else the first two characters of the email's local part, upper-cased.
 * Caching per email is the caller's job; this stays a plain function of its inputs.
 */
export function userInitials(profile: unknown, email: unknown): string {
  const fromName =
    firstCharacter(readText(profile, 'firstName')) + firstCharacter(readText(profile, 'lastName'));
  if (fromName !== '') return fromName.toUpperCase();

  const address = asText(email);
  const localPart = asText(address?.split('@')[0]);
  if (localPart !== undefined) return Array.from(localPart).slice(0, 2).join('').toUpperCase();

  return UNKNOWN_INITIALS;
}
