import { canonicalQuestionId } from '../questions/question-aliases';

/**
 * Answers that hold a KYC identifier (an SSN, tax ID, EIN, passport or other ID number) in any
 * question set, by canonical id. The API encrypts these before they reach the database, masks
 * them in admin views and never logs them; alias ids (organizationRegistrationNumber → taxId)
 * are covered through isKycIdentifierField.
 */
export const KYC_IDENTIFIER_FIELDS = [
  // Individual
  'passportIdNumber',
  // Corporation, LLC, Partnership, Investment
  'taxId',
  'controlPersonPassportId',
  'authorizedRepresentativePassportId',
  // Trust
  'trustTaxId',
  'grantorPassportId',
  'trustAuthorizedRepresentativePassportId',
] as const;
export type KycIdentifierField = (typeof KYC_IDENTIFIER_FIELDS)[number];

/** The field of a person-list entry (owners, partners, trustees, beneficiaries) holding their ID number. */
export const PERSON_ID_FIELD = 'idNumber';

/**
 * Every value the API keeps encrypted at rest, by where it lives: the identifier answers, and each
 * person's ID number (its column is named for it: idNumber → id_number_encrypted). A data export
 * decrypts each of them for the person they belong to; a spec checks both halves against the schema.
 */
export const SEALED_FIELDS = { answers: KYC_IDENTIFIER_FIELDS, people: [PERSON_ID_FIELD] } as const;

const KYC_SET: ReadonlySet<string> = new Set(KYC_IDENTIFIER_FIELDS);

/** Whether an answer id, canonical or alias, holds a KYC identifier. */
export function isKycIdentifierField(fieldId: string): boolean {
  return typeof fieldId === 'string' && KYC_SET.has(canonicalQuestionId(fieldId));
}
