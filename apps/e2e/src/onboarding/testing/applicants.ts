import { jpeg, pdf, png } from './files';
import type { ApplicationFixture, PersonFixture } from './wizard-driver';

/** A fresh address per test: the API keys the welcome email and the admin search on it. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const person = (name: string, idNumber: string, ownershipPercentage?: string): PersonFixture => ({
  name,
  idNumber,
  ...(ownershipPercentage !== undefined ? { ownershipPercentage } : {}),
  idDocuments: [jpeg(`${name.split(' ')[0]?.toLowerCase()}-id.jpg`)],
});

/** An Individual with answers for every accreditation basis; the basis picks the branch. */
export function individual(email: string, accreditationBasis: 'income' | 'netWorth' | 'professional'): ApplicationFixture {
  return {
    entityType: 'Individual',
    fullName: 'Ada Lovelace',
    email,
    phoneNumber: '+1 555 010 2000',
    dateOfBirth: '1985-12-10',
    residentialAddress: '12 Analytical Way, Springfield, IL 62701',
    occupation: 'Engineer at Difference Engines Ltd',
    proofOfAddress: [pdf('utility-bill.pdf')],
    idScan: [jpeg('passport-front.jpg'), png('passport-back.png')],
    passportIdNumber: '123-45-6789',
    accreditationBasis,
    incomeEvidence: [pdf('tax-return-2024.pdf'), pdf('tax-return-2023.pdf')],
    incomeExpectation: 'yes',
    netWorthStatement: [pdf('brokerage-statement.pdf')],
    professionalCertification: [pdf('finra-brokercheck.pdf')],
    pepStatus: 'no',
    accreditationAffirmation: 'yes',
  };
}

type OrganizationType = 'Corporation' | 'LLC' | 'Partnership';

const TYPE_ANSWERS: Record<OrganizationType, ApplicationFixture> = {
  Corporation: {
    corporationType: 'cCorp',
    articlesOfIncorporation: [pdf('articles-of-incorporation.pdf')],
    bylaws: [pdf('bylaws.pdf')],
    certificateOfGoodStanding: [pdf('good-standing.pdf')],
    beneficialOwners: [person('Grace Hopper', '111-22-3333', '60'), person('Alan Turing', 'P1234567', '40')],
    beneficialOwnersPep: 'no',
    corporationAffirmation: 'yes',
  },
  LLC: {
    llcType: 'other',
    llcTypeOther: 'Series LLC',
    managementStructure: 'managerManaged',
    articlesOfOrganization: [pdf('articles-of-organization.pdf')],
    operatingAgreement: [pdf('operating-agreement.pdf')],
    certificateOfGoodStanding: [pdf('good-standing.pdf')],
    beneficialOwners: [person('Grace Hopper', '111-22-3333', '100')],
    beneficialOwnersPep: 'no',
    llcAffirmation: 'yes',
  },
  Partnership: {
    partnershipType: 'limitedPartnership',
    partnershipAgreement: [pdf('partnership-agreement.pdf')],
    certificateOfPartnership: [pdf('certificate-of-lp.pdf')],
    certificateOfGoodStanding: [pdf('good-standing.pdf')],
    generalPartners: [person('Grace Hopper', '111-22-3333', '10')],
    limitedPartners: [person('Alan Turing', 'P1234567', '45'), person('Katherine Johnson', '222-33-4444', '30')],
    partnersPep: 'no',
    partnershipAffirmation: 'yes',
  },
};

/** Corporation, LLC or Partnership: the common Entity fields plus the type's own. */
export function organization(email: string, organizationType: OrganizationType, organizationAssets: 'yes' | 'no'): ApplicationFixture {
  return {
    entityType: 'Entity',
    organizationType,
    organizationName: `Analytical ${organizationType} Holdings`,
    taxId: '12-3456789',
    organizationCountry: 'US',
    businessAddress: '1 Engine Street, Wilmington, DE 19801',
    contactEmail: `office-${email}`,
    contactPhone: '+1 302 555 0100',
    organizationWebsite: 'analytical.example',
    formationDate: '2015-03-01',
    formationState: 'DE',
    organizationDocumentation: [pdf('certificate-of-formation.pdf')],
    controlPerson: 'Grace Hopper',
    controlPersonTitle: 'Chief Executive Officer',
    controlPersonIdScan: [jpeg('control-person-id.jpg')],
    controlPersonPassportId: '111-22-3333',
    authorizedRepresentative: 'Margaret Hamilton',
    authorizedRepresentativeTitle: 'Managing Director',
    authorizedRepresentativeEmail: email,
    authorizedRepresentativeIdScan: [png('representative-id.png')],
    authorizedRepresentativePassportId: 'X9876543',
    sourceOfFunds: 'businessRevenue',
    financialRegulationCompliance: 'yes',
    organizationAssets,
    accreditationEvidence: [pdf('balance-sheet.pdf')],
    allMembersAccredited: 'yes',
    memberAccreditationEvidence: [pdf('owner-accreditation-1.pdf'), pdf('owner-accreditation-2.pdf')],
    investmentPurpose: 'Seed and Series A fintech, $50k to $250k per deal.',
    ...TYPE_ANSWERS[organizationType],
  };
}

/** A Trust: trustAssets and the trust type pick the branch. */
export function trust(email: string, trustType: 'revocable' | 'irrevocable' | 'charitable', trustAssets: 'yes' | 'no'): ApplicationFixture {
  return {
    entityType: 'Entity',
    organizationType: 'Trust',
    organizationName: 'The Lovelace Family Trust',
    trustTitle: 'The Ada Lovelace Revocable Trust dated March 1, 2015',
    trustType,
    trustTaxId: '',
    trustDateOfBirth: '2015-03-01',
    formationState: 'NY',
    organizationCountry: 'US',
    trustResidentialAddress: '5 Trust Lane, Albany, NY 12207',
    contactEmail: `trust-office-${email}`,
    contactPhone: '+1 518 555 0100',
    organizationWebsite: 'no-website',
    trustAgreement: [pdf('trust-agreement.pdf')],
    certificateOfTrust: [],
    trustees: [person('Charles Babbage', '333-44-5555')],
    beneficiaries: [person('Byron Lovelace', '444-55-6666', '50'), person('Anne King', '555-66-7777')],
    trustPep: 'no',
    grantorName: 'Ada Lovelace',
    grantorIdScan: [jpeg('grantor-id.jpg')],
    grantorPassportId: '123-45-6789',
    trustAuthorizedRepresentative: 'Charles Babbage',
    trustAuthorizedRepresentativeTitle: 'Trustee',
    trustAuthorizedRepresentativeEmail: email,
    trustAuthorizedRepresentativeIdScan: [jpeg('trustee-id.jpg')],
    trustAuthorizedRepresentativePassportId: '333-44-5555',
    sourceOfFunds: 'trustAssets',
    financialRegulationCompliance: 'yes',
    trustAssets,
    trustAssetsEvidence: [pdf('custodian-statement.pdf')],
    trustInvestmentPurpose: 'no',
    grantorAccredited: 'yes',
    grantorAccreditationEvidence: [pdf('grantor-cpa-letter.pdf')],
    allBeneficiariesAccredited: 'yes',
    beneficiariesAccreditationEvidence: [pdf('beneficiary-letters.pdf')],
    investmentPurpose: 'Long-term growth: late-stage venture and secondaries.',
    trustAffirmation: 'yes',
  };
}

/** An Investment vehicle (our question set: docs/flows/wizard.md). */
export function investment(email: string): ApplicationFixture {
  return {
    entityType: 'Investment',
    investmentVehicleName: 'Analytical Opportunity Fund I, LP',
    investmentVehicleType: 'fund',
    taxId: '98-7654321',
    formationDate: '2020-06-15',
    formationState: 'DE',
    businessAddress: '100 Fund Avenue, New York, NY 10001',
    contactEmail: `fund-office-${email}`,
    contactPhone: '+1 212 555 0100',
    organizationWebsite: 'https://fund.example',
    offeringDocuments: [pdf('private-placement-memorandum.pdf'), pdf('lpa.pdf')],
    managerName: 'Analytical Capital Management LLC',
    investorCount: '35',
    authorizedRepresentative: 'Margaret Hamilton',
    authorizedRepresentativeTitle: 'General Partner',
    authorizedRepresentativeEmail: email,
    authorizedRepresentativeIdScan: [jpeg('gp-id.jpg')],
    authorizedRepresentativePassportId: 'X9876543',
    beneficialOwners: [person('Margaret Hamilton', 'X9876543', '30')],
    beneficialOwnersPep: 'no',
    sourceOfFunds: 'investorCapital',
    financialRegulationCompliance: 'yes',
    organizationAssets: 'yes',
    accreditationEvidence: [pdf('fund-financials.pdf')],
    allMembersAccredited: 'yes',
    memberAccreditationEvidence: [pdf('lp-accreditation.pdf')],
    investmentPurpose: 'Co-investments alongside the fund in Series B to D rounds.',
    investmentAffirmation: 'yes',
  };
}
