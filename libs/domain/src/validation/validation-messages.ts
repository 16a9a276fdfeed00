/**
 * The wizard's validation messages, word for word as applicants see them (docs/flows/wizard.md),
 * including those of the person-list rules. The {email} and {host} placeholders are filled with
 * example.com examples.
 */
export const VALIDATION_MESSAGES = {
  REQUIRED: 'This field is required to continue',
  TEXT_REQUIRED: 'Please fill out this field to continue',
  EMAIL_REQUIRED: 'We need your email to keep you updated',
  EMAIL_INVALID: "Hmm, that email doesn't look quite right. Try something like name@example.com",
  PHONE_REQUIRED: 'We need your phone number to reach you',
  PHONE_INVALID: "Don't forget the country code (+1 for US) and make sure it's at least 8 digits",
  URL_REQUIRED: 'We need your website URL to continue',
  URL_INVALID: "That URL doesn't look quite right. Try something like example.com or https://example.com",
  DATE_INVALID: 'Please select a valid date from the dropdowns',
  DATE_OUT_OF_RANGE:
    "That date doesn't seem right. Make sure it's not in the future and you're not older than 120 (if you are, that's amazing!)",
  ADDRESS_INCOMPLETE:
    'This address seems too short or incomplete. Try including street number, name, city, state, and zip code',
  FILE_REQUIRED: 'Please upload a file to continue',
  FILES_REQUIRED: 'Please upload at least one file to continue',
  YES_NO_REQUIRED: 'Please select Yes or No',
  OTHER_REQUIRED: 'Please fill this out to continue',
  GENERIC: "Something's not right with this field",

  // Person lists (owners, partners, trustees, beneficiaries): our wording.
  PERSON_NAME_REQUIRED: "Please enter each person's full name",
  PERSON_ID_NUMBER_REQUIRED: "Please enter each person's ID number (SSN, tax ID or passport number)",
  PERSON_OWNERSHIP_INVALID: 'Ownership percentages must be numbers between 0 and 100',
  PERSON_OWNERSHIP_TOTAL: 'Ownership percentages add up to more than 100%. Please check them',
  PERSON_ID_DOCUMENT_REQUIRED: 'Please upload at least one ID document for each person',
  PERSON_ID_DOCUMENT_INVALID: 'Each person can have up to 2 ID documents, as JPG, PNG, PDF or HEIC files',
} as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

export type ValidationResult = { ok: true } | { ok: false; message: string };

export const VALID: ValidationResult = Object.freeze({ ok: true });

export function invalid(message: string): ValidationResult {
  return { ok: false, message };
}
