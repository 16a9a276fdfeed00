export { documentTypeFor, isPersonListField, PERSON_DOCUMENT_TYPES, type PersonListField } from './document-type';
export { toSubmissionFields, type SubmissionField } from './submission-fields';
export { fileFieldsOf, type FileField } from './file-fields';
