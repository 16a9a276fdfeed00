export { documentTypeFor, isPersonListField, PERSON_DOCUMENT_TYPES, type PersonListField } from './document-type';
export { toSubmissionFields, type SubmissionField } from './submission-fields';
export { fileFieldsOf, type FileField } from './file-fields';
export { KYC_IDENTIFIER_FIELDS, PERSON_ID_FIELD, SEALED_FIELDS, isKycIdentifierField, type KycIdentifierField } from './kyc-fields';
export { applicantContactOf, type ApplicantContact } from './applicant-contact';
export { documentNounPhrase } from './document-noun';
