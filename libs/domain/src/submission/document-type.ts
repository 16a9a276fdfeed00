/**
 * The documentType of POST /api/documents/upload for the ID documents of each person list
 *, keyed by the list's field id, alias ids included.
 */
export const PERSON_DOCUMENT_TYPES = {
  ownershipStructure: 'shareholderDocuments',
  beneficialOwners: 'beneficialOwnerDocuments',
  beneficiaries: 'beneficiaryDocuments',
  trustBeneficiary: 'beneficiaryDocuments',
  trustees: 'trusteeDocuments',
  partners: 'partnerDocuments',
  generalPartners: 'generalPartnerDocuments',
  limitedPartners: 'limitedPartnerDocuments',
} as const satisfies Record<string, string>;

export type PersonListField = keyof typeof PERSON_DOCUMENT_TYPES;

export function isPersonListField(fieldId: string): fieldId is PersonListField {
  return typeof fieldId === 'string' && Object.hasOwn(PERSON_DOCUMENT_TYPES, fieldId);
}

/**
 * The documentType for an upload: the person list's type, otherwise the field
 * name with 'File' removed ('idScanFile' → 'idScan', 'proofOfAddress' unchanged).
 */
export function documentTypeFor(fieldId: string): string {
  if (typeof fieldId !== 'string') return '';
  if (isPersonListField(fieldId)) return PERSON_DOCUMENT_TYPES[fieldId];
  const stripped = fieldId.replaceAll('File', '');
  // A field named just "File" keeps its name rather than becoming an empty type.
  return stripped === '' ? fieldId : stripped;
}
