import { documentTypeFor, PERSON_DOCUMENT_TYPES } from './document-type';

describe('documentTypeFor (POST /api/documents/upload)', () => {
  it.each([
    ['ownershipStructure', 'shareholderDocuments'],
    ['beneficialOwners', 'beneficialOwnerDocuments'],
    ['beneficiaries', 'beneficiaryDocuments'],
    ['trustBeneficiary', 'beneficiaryDocuments'],
    ['trustees', 'trusteeDocuments'],
    ['partners', 'partnerDocuments'],
    ['generalPartners', 'generalPartnerDocuments'],
    ['limitedPartners', 'limitedPartnerDocuments'],
  ])('the person list %s uploads as %s', (fieldId, documentType) => {
    expect(documentTypeFor(fieldId)).toBe(documentType);
    expect(PERSON_DOCUMENT_TYPES[fieldId as keyof typeof PERSON_DOCUMENT_TYPES]).toBe(documentType);
  });

  it.each([
    ['idScanFile', 'idScan'],
    ['proofOfAddressFile', 'proofOfAddress'],
    ['proofOfAddress', 'proofOfAddress'],
    ['certificateOfGoodStanding', 'certificateOfGoodStanding'],
    ['File', 'File'],
  ])('other fields upload under their name with "File" removed: %s → %s', (fieldId, documentType) => {
    expect(documentTypeFor(fieldId)).toBe(documentType);
  });
});
