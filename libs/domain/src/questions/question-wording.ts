import { CONSTANTS } from '../constants';

/**
 * Wording shared by several question sets. The figures come from CONSTANTS so the subtexts and
 * the business rules cannot drift apart.
 */

function dollars(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

function millions(amount: number): string {
  return `$${amount / 1_000_000} million`;
}

export const INCOME = dollars(CONSTANTS.ACCREDITED_INCOME_USD);
export const JOINT_INCOME = dollars(CONSTANTS.ACCREDITED_JOINT_INCOME_USD);
export const NET_WORTH = millions(CONSTANTS.ACCREDITED_NET_WORTH_USD);
export const ORGANIZATION_ASSETS = millions(CONSTANTS.ACCREDITED_ORGANIZATION_ASSETS_USD);
export const OWNERSHIP_THRESHOLD = `${CONSTANTS.OWNERSHIP_LISTING_THRESHOLD_PERCENT}%`;
export const EVIDENCE_AGE = `the last ${CONSTANTS.EVIDENCE_MAX_AGE_DAYS} days`;
export const GOOD_STANDING_AGE = `the last ${CONSTANTS.GOOD_STANDING_MAX_AGE_DAYS} days`;
export const PROOF_OF_ADDRESS_AGE = `the last ${CONSTANTS.PROOF_OF_ADDRESS_MAX_AGE_MONTHS} months`;

/** The accreditation criteria of an individual, as the three option descriptions. */
export const INCOME_CRITERION = `Income over ${INCOME} (or over ${JOINT_INCOME} jointly with a spouse) in each of the prior two years, with the same expected for the current year.`;
export const NET_WORTH_CRITERION = `Net worth over ${NET_WORTH}, alone or with a spouse, excluding the primary residence.`;
export const PROFESSIONAL_CRITERION = 'An active professional licence such as Series 7, Series 65 or Series 82.';

/** The individual criteria in one sentence, for questions about owners, grantors and beneficiaries. */
export const INDIVIDUAL_CRITERIA = `A person is accredited with income over ${INCOME} (or ${JOINT_INCOME} jointly with a spouse) in each of the prior two years plus the current year, a net worth over ${NET_WORTH} excluding the primary residence, or a Series 7, 65 or 82 licence.`;

export const ORGANIZATION_ASSETS_CRITERION = `An organization with total assets over ${ORGANIZATION_ASSETS} qualifies as an accredited investor.`;

export const PEP_DEFINITION =
  'A politically exposed person (PEP) holds or has held a prominent public function, such as a head of state, senior politician, senior government, judicial or military official, senior executive of a state-owned company or senior political party official, or is a close family member or known close associate of such a person.';

export const ID_SCAN_SUBTEXT =
  "A passport, driver's licence or national ID card. If the ID has two sides, upload the front and the back (up to 2 files: JPG, PNG, PDF or HEIC).";

export const ID_NUMBER_SUBTEXT =
  "US persons: the Social Security number or tax ID. Everyone else: the passport number. It's stored securely and used only to verify identity.";

export const ASSET_EVIDENCE_FORMATS = 'PDF, JPG, PNG or HEIC';
