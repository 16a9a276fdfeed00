import { CONSTANTS } from '../constants';
import { VALIDATION_MESSAGES } from './validation-messages';

// What people type in phone numbers besides digits: spaces, dashes, dots, brackets, a leading +.
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;

/**
 * The tel rule: at least 5 characters ("We need your phone number…"), then a leading +
 * and at least 8 digits ("Don't forget the country code…"). Letters are our addition: they get
 * the generic message, since neither message describes the mistake.
 */
export function phoneMessage(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length < CONSTANTS.PHONE_MIN_LENGTH) return VALIDATION_MESSAGES.PHONE_REQUIRED;
  const digits = trimmed.replace(/\D/g, '').length;
  if (!trimmed.startsWith('+') || digits < CONSTANTS.PHONE_MIN_DIGITS) return VALIDATION_MESSAGES.PHONE_INVALID;
  if (!PHONE_CHARACTERS.test(trimmed)) return VALIDATION_MESSAGES.GENERIC;
  return undefined;
}
