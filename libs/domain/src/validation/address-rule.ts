/**
 * The address rule: no check is applied (the address search returns real addresses), but
 * an unused rule is recorded, kept here so it can be switched on in one place. Its message is
 * VALIDATION_MESSAGES.ADDRESS_INCOMPLETE.
 */
export function looksLikeCompleteAddress(text: string): boolean {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  return trimmed.includes(',') || (/\d/.test(trimmed) && /\p{L}/u.test(trimmed)) || trimmed.length >= 5;
}
