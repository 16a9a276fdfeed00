import { acceptsFileName, DEFAULT_FILE_RULES, fileExtension, fileRulesFor, PERSON_ID_DOCUMENT_RULES } from './file-rules';

const ID_SCAN = ['.jpg', '.jpeg', '.png', '.pdf', '.heic'];
const EVIDENCE = ['.pdf', '.jpg', '.jpeg', '.png', '.heic'];
const FINANCIAL = ['.pdf', '.jpg', '.jpeg', '.png', '.heic', '.doc', '.docx', '.xls', '.xlsx'];
const ORGANIZATION_DOCS = ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx', '.xls', '.xlsx'];

describe('fileRulesFor (per-question maximum and types)', () => {
  it.each([
    // ID scan: 2, .jpg .jpeg .png .pdf .heic
    ['idScan', 2, ID_SCAN],
    ['controlPersonIdScan', 2, ID_SCAN],
    ['authorizedRepresentativeIdScan', 2, ID_SCAN],
    ['grantorIdScan', 2, ID_SCAN],
    ['trustAuthorizedRepresentativeIdScan', 2, ID_SCAN],
    ['idDocuments', 2, ID_SCAN],
    // articles, bylaws, operating agreement, trust agreement, asset evidence: 5
    ['articlesOfIncorporation', 5, EVIDENCE],
    ['bylaws', 5, EVIDENCE],
    ['articlesOfOrganization', 5, EVIDENCE],
    ['operatingAgreement', 5, EVIDENCE],
    ['trustAgreement', 5, [...EVIDENCE, '.doc', '.docx']],
    ['accreditationEvidence', 5, EVIDENCE],
    ['trustAssetsEvidence', 5, EVIDENCE],
    ['grantorAccreditationEvidence', 5, EVIDENCE],
    // member accreditation evidence: 20; beneficiaries accreditation evidence: 10
    ['memberAccreditationEvidence', 20, EVIDENCE],
    ['beneficiariesAccreditationEvidence', 10, EVIDENCE],
    // good standing, partnership agreement, certificates: 1
    ['certificateOfGoodStanding', 1, EVIDENCE],
    ['partnershipAgreement', 1, EVIDENCE],
    ['certificateOfPartnership', 1, EVIDENCE],
    ['certificateOfTrust', 1, EVIDENCE],
    // proofOfAddress: 3
    ['proofOfAddress', 3, EVIDENCE],
    // income evidence, net worth statement, professional certification, organization documentation: 5
    ['incomeEvidence', 5, FINANCIAL],
    ['netWorthStatement', 5, FINANCIAL],
    ['professionalCertification', 5, FINANCIAL],
    ['organizationDocumentation', 5, ORGANIZATION_DOCS],
    // alternative set: trust accreditation proof, beneficiary evidence: 5
    ['trustAccreditationProof', 5, EVIDENCE],
    ['beneficiaryAccreditationEvidence', 5, EVIDENCE],
  ])('%s takes up to %d files of the listed types', (id, maxFiles, types) => {
    const rules = fileRulesFor(id);
    expect(rules.maxFiles).toBe(maxFiles);
    expect([...rules.acceptedFileTypes].sort()).toEqual([...types].sort());
  });

  it('organization documentation takes no .heic', () => {
    expect(fileRulesFor('organizationDocumentation').acceptedFileTypes).not.toContain('.heic');
  });

  it('every extension is lower case with a leading dot', () => {
    for (const id of ['idScan', 'trustAgreement', 'incomeEvidence', 'organizationDocumentation', 'unknown']) {
      for (const type of fileRulesFor(id).acceptedFileTypes) expect(type).toMatch(/^\.[a-z]+$/);
    }
  });

  it('person ID documents follow the ID-scan row', () => {
    expect(PERSON_ID_DOCUMENT_RULES).toEqual(fileRulesFor('idScan'));
  });

  it.each(['somethingElse', '', 'toString'])('unknown id %j gets the default of 5 PDF or image files', (id) => {
    expect(fileRulesFor(id)).toBe(DEFAULT_FILE_RULES);
    expect(DEFAULT_FILE_RULES.maxFiles).toBe(5);
  });
});

describe('acceptsFileName', () => {
  it.each([
    ['passport.PDF', 'idScan', true],
    ['scan.heic', 'idScan', true],
    ['photo.JPEG', 'idScan', true],
    ['agreement.docx', 'trustAgreement', true],
    ['agreement.docx', 'operatingAgreement', false],
    ['ledger.xlsx', 'incomeEvidence', true],
    ['register.heic', 'organizationDocumentation', false],
    ['archive.tar.gz', 'idScan', false],
    ['no-extension', 'idScan', false],
    ['.pdf', 'idScan', false],
    ['trailing.', 'idScan', false],
    ['virus.exe', 'unknownField', false],
  ])('%s for %s → %s', (fileName, id, accepted) => {
    expect(acceptsFileName(fileRulesFor(id), fileName)).toBe(accepted);
  });

  it('extensions written without a dot and an empty list (anything) are understood', () => {
    expect(acceptsFileName({ maxFiles: 1, acceptedFileTypes: ['pdf'] }, 'a.pdf')).toBe(true);
    expect(acceptsFileName({ maxFiles: 1, acceptedFileTypes: [] }, 'a.bin')).toBe(true);
  });

  it.each([
    ['report.final.PDF', '.pdf'],
    ['README', ''],
  ])('fileExtension(%s) is %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});
