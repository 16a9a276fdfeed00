// Local part: the characters RFC 5322 allows unquoted, dots only between them. Domain: labels of
// letters, digits and inner hyphens, then a top-level domain of at least two letters. Stricter
// than the RFC on purpose: it catches typos such as "name@example" or "name@@example.com".
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const MAX_EMAIL_LENGTH = 254;

/**
 * `.invalid` is reserved (RFC 2606): no address there receives mail. Quorum writes an erased member's
 * tombstone address there, so a person who gave one could take the address a later erasure needs.
 */
const RESERVED_TLD = '.invalid';

/** Whether text is a well-formed email address (surrounding spaces are ignored) that can receive mail. */
export function isWellFormedEmail(text: string): boolean {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL.test(trimmed) && !trimmed.toLowerCase().endsWith(RESERVED_TLD);
}
