import { CONSTANTS } from '../constants';
import { canonicalQuestionId, COMPOUND_ALIASES } from './question-aliases';
import { QUESTION_KINDS, type Question } from './question.types';
import { findQuestion, QUESTION_SETS, questionsFor } from './questions-for';
import { placeholderFor } from './define-question';

const ids = (questions: readonly Question[]) => questions.map((question) => question.id);
const ALL = Object.values(QUESTION_SETS).flat();
const byId = (set: keyof typeof QUESTION_SETS, id: string) => QUESTION_SETS[set].find((question) => question.id === id);

describe('questionsFor (the list of questions the wizard asks)', () => {
  it.each([
    ['no entityType yet', {}, ['welcome', 'entityType', 'submit']],
    ['an unknown entityType', { entityType: 'Robot' }, ['welcome', 'entityType', 'submit']],
    ['Entity without organizationType', { entityType: 'Entity' }, ['welcome', 'entityType', 'organizationType', 'submit']],
    ['Entity with an unknown organizationType', { entityType: 'Entity', organizationType: 'Cooperative' }, ['welcome', 'entityType', 'organizationType', 'submit']],
  ])('%s gives %j', (_name, answers, expected) => {
    expect(ids(questionsFor(answers))).toEqual(expected);
  });

  it.each([
    ['Individual', { entityType: 'Individual' }],
    ['Corporation', { entityType: 'Entity', organizationType: 'Corporation' }],
    ['LLC', { entityType: 'Entity', organizationType: 'LLC' }],
    ['Partnership', { entityType: 'Entity', organizationType: 'Partnership' }],
    ['Trust', { entityType: 'Entity', organizationType: 'Trust' }],
    ['Investment', { entityType: 'Investment' }],
  ] as const)('%s starts with welcome and entityType and ends with submit', (set, answers) => {
    const list = ids(questionsFor(answers));
    expect(list).toEqual(ids(QUESTION_SETS[set]));
    expect(list.slice(0, 2)).toEqual(['welcome', 'entityType']);
    expect(list[list.length - 1]).toBe('submit');
    expect(list.includes('organizationType')).toBe(set !== 'Individual' && set !== 'Investment');
  });

  it('alias answers pick the same list (entityType is canonical, so only value matters)', () => {
    expect(questionsFor({ entityType: 'Entity', organizationType: 'Trust', trustName: 'T' })).toEqual(QUESTION_SETS.Trust);
  });

  it.each([null, undefined, 'x', 3, []])('garbage answers (%p) still give the starting list', (answers) => {
    expect(ids(questionsFor(answers as never))).toEqual(['welcome', 'entityType', 'submit']);
  });
});

describe('question sets', () => {
  it.each(Object.entries(QUESTION_SETS))('every id of the %s set is unique and canonical', (_set, questions) => {
    const list = ids(questions);
    expect(new Set(list).size).toBe(list.length);
    for (const id of list) expect(canonicalQuestionId(id)).toBe(id);
  });

  it.each([
    ['Individual', ['fullName', 'email', 'phoneNumber', 'dateOfBirth', 'residentialAddress', 'occupation', 'proofOfAddress', 'idScan', 'passportIdNumber', 'accreditationBasis', 'incomeEvidence', 'incomeExpectation', 'netWorthStatement', 'professionalCertification', 'pepStatus', 'accreditationAffirmation']],
    ['Corporation', ['organizationName', 'taxId', 'organizationCountry', 'businessAddress', 'contactEmail', 'contactPhone', 'organizationWebsite', 'formationDate', 'formationState', 'organizationDocumentation', 'corporationType', 'corporationTypeOther', 'articlesOfIncorporation', 'bylaws', 'certificateOfGoodStanding', 'beneficialOwners', 'beneficialOwnersPep', 'controlPerson', 'authorizedRepresentative', 'sourceOfFunds', 'sourceOfFundsOther', 'financialRegulationCompliance', 'organizationAssets', 'accreditationEvidence', 'allMembersAccredited', 'memberAccreditationEvidence', 'investmentPurpose', 'corporationAffirmation']],
    ['LLC', ['organizationName', 'taxId', 'formationDate', 'organizationDocumentation', 'llcType', 'llcTypeOther', 'managementStructure', 'articlesOfOrganization', 'operatingAgreement', 'certificateOfGoodStanding', 'beneficialOwners', 'beneficialOwnersPep', 'controlPerson', 'authorizedRepresentative', 'sourceOfFunds', 'organizationAssets', 'investmentPurpose', 'llcAffirmation']],
    ['Partnership', ['organizationName', 'taxId', 'formationDate', 'organizationDocumentation', 'partnershipType', 'partnershipTypeOther', 'partnershipAgreement', 'certificateOfPartnership', 'certificateOfGoodStanding', 'generalPartners', 'limitedPartners', 'partnersPep', 'controlPerson', 'authorizedRepresentative', 'sourceOfFunds', 'organizationAssets', 'investmentPurpose', 'partnershipAffirmation']],
    ['Trust', ['organizationName', 'trustTitle', 'trustType', 'trustTypeOther', 'trustTaxId', 'trustDateOfBirth', 'formationState', 'organizationCountry', 'trustResidentialAddress', 'trustAgreement', 'certificateOfTrust', 'trustees', 'beneficiaries', 'trustPep', 'grantorName', 'grantorIdScan', 'grantorPassportId', 'trustAuthorizedRepresentative', 'trustAuthorizedRepresentativeTitle', 'trustAuthorizedRepresentativeEmail', 'sourceOfFunds', 'sourceOfFundsOther', 'trustAssets', 'trustAssetsEvidence', 'grantorAccredited', 'grantorAccreditationEvidence', 'allBeneficiariesAccredited', 'beneficiariesAccreditationEvidence', 'trustAccreditationInfo', 'investmentPurpose', 'trustAffirmation']],
    ['Investment', ['investmentVehicleName', 'investmentVehicleType', 'investmentVehicleTypeOther', 'taxId', 'formationDate', 'formationState', 'businessAddress', 'contactEmail', 'contactPhone', 'organizationWebsite', 'offeringDocuments', 'managerName', 'authorizedRepresentative', 'authorizedRepresentativeTitle', 'authorizedRepresentativeEmail', 'authorizedRepresentativeIdScan', 'authorizedRepresentativePassportId', 'beneficialOwners', 'beneficialOwnersPep', 'sourceOfFunds', 'organizationAssets', 'accreditationEvidence', 'allMembersAccredited', 'memberAccreditationEvidence', 'investmentPurpose', 'investmentAffirmation']],
  ] as const)('the %s set asks these ids in this order', (set, expected) => {
    const list = ids(QUESTION_SETS[set]);
    const positions = expected.map((id) => list.indexOf(id));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it.each([
    ['Trust asks trustTaxId instead of taxId', 'Trust', ['taxId', 'organizationAssets', 'allMembersAccredited', 'beneficialOwners', 'certificateOfGoodStanding']],
    ['Partnership asks partners instead of beneficial owners', 'Partnership', ['beneficialOwners', 'beneficialOwnersPep']],
    ['Individual asks no organisation questions', 'Individual', ['organizationType', 'organizationName', 'taxId']],
  ] as const)('%s', (_name, set, absent) => {
    for (const id of absent) expect(ids(QUESTION_SETS[set])).not.toContain(id);
  });

  // Both descriptions of each question set, id for id: each must be asked by some set, directly or via its alias.
  const SPEC_IDS = {
    individual: ['entityType', 'name', 'fullName', 'emailAddress', 'email', 'residentialAddress', 'dateOfBirth', 'phoneNumber', 'occupation', 'proofOfAddress', 'idScan', 'passportIdNumber', 'accreditationBasis', 'incomeEvidence', 'incomeExpectation', 'netWorthStatement', 'professionalCertification', 'pepStatus', 'accreditationAffirmation'],
    commonEntity: ['organizationName', 'taxId', 'businessAddress', 'contactEmail', 'contactPhone', 'formationDate', 'incorporationDate', 'formationState', 'incorporationState', 'certificateOfGoodStanding', 'beneficialOwners', 'beneficialOwnersPep', 'controlPerson', 'controlPersonTitle', 'controlPersonIdScan', 'controlPersonPassportId', 'authorizedRepresentative', 'authorizedRepresentativeTitle', 'authorizedRepresentativeEmail', 'authorizedRepresentativeIdScan', 'authorizedRepresentativePassportId', 'sourceOfFunds', 'sourceOfFundsOther', 'financialRegulationCompliance', 'corporationAffirmation', 'llcAffirmation', 'partnershipAffirmation', 'trustAffirmation', 'organizationAssets', 'accreditationEvidence', 'allMembersAccredited', 'memberAccreditationEvidence', 'investmentPurpose'],
    alternativeEntity: ['organizationType', 'organizationName', 'organizationRegistrationNumber', 'organizationFormationDate', 'organizationCountry', 'organizationWebsite', 'authorizedRepresentativeName', 'authorizedRepresentativeTitle', 'organizationPhone', 'organizationDocumentation', 'ownershipStructure'],
    corporation: ['corporationType', 'corporationTypeOther', 'articlesOfIncorporation', 'bylaws'],
    llc: ['llcType', 'llcTypeOther', 'articlesOfOrganization', 'operatingAgreement', 'managementStructure'],
    partnership: ['partnershipType', 'partnershipTypeOther', 'partnershipAgreement', 'certificateOfPartnership', 'generalPartners', 'limitedPartners', 'partnersPep'],
    trust: ['trustType', 'trustTypeOther', 'trustAgreement', 'certificateOfTrust', 'trustees', 'beneficiaries', 'trustPep', 'grantorName', 'grantorIdScan', 'grantorPassportId', 'trustAuthorizedRepresentative', 'trustAuthorizedRepresentativeTitle', 'trustAuthorizedRepresentativeEmail', 'trustAssets', 'trustAssetsEvidence', 'grantorAccredited', 'grantorAccreditationEvidence', 'allBeneficiariesAccredited', 'beneficiariesAccreditationEvidence', 'trustAccreditationInfo'],
    alternativeTrust: ['trustName', 'trustTitle', 'emailAddress', 'trustResidentialAddress', 'trustDateOfBirth', 'trustTaxId', 'trustBeneficiary', 'trustAccreditationProof', 'beneficiaryAccreditationEvidence', 'trustInvestmentPurpose'],
  };
  const asked = new Set(ALL.map((question) => question.id));

  it.each(Object.entries(SPEC_IDS))('every id of the %s description is asked by some set', (_list, specIds) => {
    expect(specIds.filter((id) => !asked.has(canonicalQuestionId(id)))).toEqual([]);
  });

  it('trustGrantor {fullName, ssOrPassport} is asked as its canonical parts', () => {
    for (const part of Object.values(COMPOUND_ALIASES.trustGrantor)) expect(asked.has(part)).toBe(true);
  });

  it('all 19 question kinds plus countrySelect are used across the sets', () => {
    const used = new Set(ALL.map((question) => question.type));
    expect(QUESTION_KINDS.filter((kind) => !used.has(kind))).toEqual([]);
  });

  it.each([
    ['Individual', 'accreditationBasis', ['income', 'netWorth', 'professional']],
    ['Corporation', 'corporationType', ['cCorp', 'sCorp', 'other']],
    ['LLC', 'llcType', ['singleMember', 'multiMember', 'other']],
    ['LLC', 'managementStructure', ['memberManaged', 'managerManaged']],
    ['Partnership', 'partnershipType', ['limitedPartnership', 'limitedLiabilityPartnership', 'generalPartnership', 'other']],
    ['Trust', 'trustType', ['revocable', 'irrevocable', 'charitable', 'other']],
    ['Corporation', 'sourceOfFunds', ['businessRevenue', 'shareholderContribution', 'assetSale', 'bankLoan', 'other']],
    ['LLC', 'sourceOfFunds', ['businessRevenue', 'shareholderContribution', 'assetSale', 'bankLoan', 'other']],
    ['Partnership', 'sourceOfFunds', ['businessRevenue', 'partnerContribution', 'assetSale', 'bankLoan', 'other']],
    ['Trust', 'sourceOfFunds', ['trustAssets', 'beneficiaryContribution', 'assetSale', 'bankLoan', 'other']],
    ['Investment', 'investmentVehicleType', ['fund', 'spv', 'familyOffice', 'other']],
    ['Corporation', 'organizationType', ['Corporation', 'LLC', 'Partnership', 'Trust']],
    ['Individual', 'entityType', ['Individual', 'Entity', 'Investment']],
  ] as const)('%s %s offers %j', (set, id, values) => {
    const question = byId(set, id);
    expect(question?.options?.map((option) => option.value)).toEqual(values);
    for (const option of question?.options ?? []) expect(option.label).not.toBe('');
  });

  it('the application type options carry descriptions', () => {
    for (const option of byId('Individual', 'entityType')?.options ?? []) expect(option.description).toBeTruthy();
  });

  it.each(['organizationWebsite', 'trustTaxId', 'certificateOfTrust'])('%s is optional', (id) => {
    expect(findQuestion(id)?.optional).toBe(true);
  });

  it('no other question is optional', () => {
    const optional = new Set(ALL.filter((question) => question.optional).map((question) => question.id));
    expect([...optional].sort()).toEqual(['certificateOfTrust', 'organizationWebsite', 'trustTaxId']);
  });

  it('every question has wording, and every upload its file rules', () => {
    for (const question of ALL) {
      expect(question.question.length).toBeGreaterThan(5);
      if (question.type === 'fileUpload') {
        expect(question.maxFiles).toBeGreaterThan(0);
        expect(question.acceptedFileTypes?.length).toBeGreaterThan(0);
        expect(question.multiple).toBe((question.maxFiles ?? 0) > 1);
      }
      if (question.type === 'radio' || question.type === 'applicationType') expect(question.options?.length).toBeGreaterThan(1);
      if (question.type.startsWith('multi')) expect(question.subInputs?.map((input) => input.id)).toEqual(expect.arrayContaining(['name', 'idNumber', 'idDocuments']));
    }
  });

  it('the submit step asks "Ready to submit your application?" and warns that no changes can be made', () => {
    const submit = findQuestion('submit');
    expect(submit?.question).toBe('Ready to submit your application?');
    expect(submit?.subtext).toMatch(/once submitted, no changes can be made/i);
  });

  it('the organisation name placeholder varies by organisation type', () => {
    const question = byId('Corporation', 'organizationName') as Question;
    expect(placeholderFor(question, 'LLC')).toMatch(/LLC/);
    expect(placeholderFor(question, 'Corporation')).toMatch(/Inc\./);
    expect(placeholderFor(question, 'Unknown')).toBe(placeholderFor(question, undefined));
    expect(placeholderFor({ placeholder: 'plain' }, 'LLC')).toBe('plain');
  });
});

describe('content rules in the wording', () => {
  it.each([
    ['Individual', 'proofOfAddress', `within the last ${CONSTANTS.PROOF_OF_ADDRESS_MAX_AGE_MONTHS} months`],
    ['Trust', 'trustAssetsEvidence', `within the last ${CONSTANTS.EVIDENCE_MAX_AGE_DAYS} days`],
    ['Corporation', 'certificateOfGoodStanding', `within the last ${CONSTANTS.GOOD_STANDING_MAX_AGE_DAYS} days`],
    ['Corporation', 'beneficialOwners', '25% or more'],
    ['Partnership', 'limitedPartners', '25% or more'],
    ['Corporation', 'organizationAssets', '$5 million'],
    ['Trust', 'trustAssets', '$5 million'],
    ['Trust', 'allBeneficiariesAccredited', '$200,000'],
  ] as const)('%s %s says "%s"', (set, id, phrase) => {
    expect(byId(set, id)?.subtext).toContain(phrase);
  });

  it.each([
    ['income', ['$200,000', '$300,000', 'spouse', 'prior two years', 'current year']],
    ['netWorth', ['$1 million', 'primary residence']],
    ['professional', ['Series 7', '65', '82']],
  ] as const)('accreditation criteria: the %s basis describes its criterion', (value, phrases) => {
    const option = byId('Individual', 'accreditationBasis')?.options?.find((candidate) => candidate.value === value);
    for (const phrase of phrases) expect(option?.description).toContain(phrase);
  });
});

describe('findQuestion', () => {
  it.each([
    ['fullName', 'fullName'],
    ['name', 'fullName'],
    ['trustAccreditationProof', 'trustAssetsEvidence'],
    ['submit', 'submit'],
  ])('findQuestion(%s) finds %s', (id, expected) => {
    expect(findQuestion(id)?.id).toBe(expected);
  });

  it('with answers, the current application\'s definition wins', () => {
    expect(findQuestion('trustName', { entityType: 'Entity', organizationType: 'Trust' })?.question).toMatch(/trust/i);
    expect(findQuestion('sourceOfFunds', { entityType: 'Entity', organizationType: 'Trust' })?.options?.[0]?.value).toBe('trustAssets');
  });

  it('unknown ids give undefined', () => {
    expect(findQuestion('nope')).toBeUndefined();
  });
});
