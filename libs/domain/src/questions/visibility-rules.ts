import type { DisplayCondition } from './question.types';

/**
 * When each question shows (see docs/flows/wizard.md, "Branching"), keyed by canonical
 * question id and
 * stored once: the question definitions copy their conditionalDisplay from here, and
 * isQuestionVisible falls back to it for hand-built questions. A question without a rule always shows.
 */

const YES = 'yes';
const NO = 'no';
const LIMITED_PARTNERSHIPS = ['limitedPartnership', 'limitedLiabilityPartnership'] as const;

const is = (field: string, value: string): DisplayCondition => ({ field, equals: value });
const all = (...conditions: DisplayCondition[]): DisplayCondition => ({ all: conditions });
const any = (...conditions: DisplayCondition[]): DisplayCondition => ({ any: conditions });
const hasPeople = (field: string): DisplayCondition => ({ field, notEmpty: true });
const absent = (field: string): DisplayCondition => ({ not: { field, notEmpty: true } });

/** The question a free-text "…Other" follow-up belongs to: 'sourceOfFundsOther' → 'sourceOfFunds'. */
export function otherFollowUpBase(id: string): string | undefined {
  return typeof id === 'string' && id.length > 'Other'.length && id.endsWith('Other') ? id.slice(0, -'Other'.length) : undefined;
}

/** "The 'other' choice of any type or source question shows its free-text follow-up." */
export function otherFollowUpRule(id: string): DisplayCondition | undefined {
  const base = otherFollowUpBase(id);
  return base === undefined ? undefined : is(base, 'other');
}

const OTHER_FOLLOW_UPS = [
  'corporationTypeOther',
  'llcTypeOther',
  'partnershipTypeOther',
  'trustTypeOther',
  'sourceOfFundsOther',
  'investmentVehicleTypeOther',
] as const;

const trustAssetsNo = is('trustAssets', NO);
const revocableWithoutAssets = all(trustAssetsNo, is('trustType', 'revocable'));
// The main description asks beneficiaries for irrevocable trusts; the alternative one asks them
// whenever trustAssets is no and has no trust type. Both hold while no type is chosen.
const beneficiariesPath = all(trustAssetsNo, any(is('trustType', 'irrevocable'), absent('trustType')));
const limitedPartnership: DisplayCondition = { field: 'partnershipType', in: LIMITED_PARTNERSHIPS };

export const VISIBILITY_RULES: Readonly<Record<string, DisplayCondition>> = {
  // Individual accreditation basis
  incomeEvidence: is('accreditationBasis', 'income'),
  incomeExpectation: is('accreditationBasis', 'income'),
  netWorthStatement: is('accreditationBasis', 'netWorth'),
  professionalCertification: is('accreditationBasis', 'professional'),

  // Organisation accreditation (Corporation, LLC, Partnership, Investment)
  accreditationEvidence: is('organizationAssets', YES),
  allMembersAccredited: is('organizationAssets', NO),
  memberAccreditationEvidence: all(is('organizationAssets', NO), is('allMembersAccredited', YES)),

  // Trust accreditation: each step also carries its parents' conditions, so changing an earlier
  // answer hides the whole branch below it.
  trustAssetsEvidence: is('trustAssets', YES),
  trustInvestmentPurpose: is('trustAssets', YES),
  grantorAccredited: revocableWithoutAssets,
  grantorAccreditationEvidence: all(revocableWithoutAssets, is('grantorAccredited', YES)),
  allBeneficiariesAccredited: beneficiariesPath,
  beneficiariesAccreditationEvidence: all(beneficiariesPath, is('allBeneficiariesAccredited', YES)),
  trustAccreditationInfo: all(trustAssetsNo, { field: 'trustType', in: ['charitable', 'other'] }),

  // PEP questions only when there are people to ask about
  beneficialOwnersPep: hasPeople('beneficialOwners'),
  partnersPep: any(hasPeople('generalPartners'), hasPeople('limitedPartners')),
  trustPep: any(hasPeople('trustees'), hasPeople('beneficiaries')),

  // Limited partnerships only; good standing stays unconditional for every other organisation type
  certificateOfPartnership: limitedPartnership,
  limitedPartners: limitedPartnership,
  certificateOfGoodStanding: any({ not: is('organizationType', 'Partnership') }, limitedPartnership),

  ...Object.fromEntries(OTHER_FOLLOW_UPS.map((id) => [id, otherFollowUpRule(id) as DisplayCondition])),
};
