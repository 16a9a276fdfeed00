import fc from 'fast-check';
import type { Answers, DisplayCondition, Question } from './question.types';
import { QUESTION_SETS } from './questions-for';
import { isQuestionVisible } from './visibility';
import { VISIBILITY_RULES } from './visibility-rules';

// Hand-built questions: no conditionalDisplay, so the rule table must supply the rule.
const q = (id: string, type: Question['type'] = 'yesNo'): Question => ({ id, type, question: id });
const person = { name: 'Ann', idNumber: 'X1' };

describe('isQuestionVisible (branching)', () => {
  it.each<[string, string, Answers, boolean]>([
    // organisation accreditation
    ['organizationAssets yes shows accreditationEvidence', 'accreditationEvidence', { organizationAssets: 'yes' }, true],
    ['organizationAssets no hides accreditationEvidence', 'accreditationEvidence', { organizationAssets: 'no' }, false],
    ['organizationAssets no shows allMembersAccredited', 'allMembersAccredited', { organizationAssets: 'no' }, true],
    ['organizationAssets yes hides allMembersAccredited', 'allMembersAccredited', { organizationAssets: 'yes' }, false],
    ['allMembersAccredited yes shows memberAccreditationEvidence', 'memberAccreditationEvidence', { organizationAssets: 'no', allMembersAccredited: 'yes' }, true],
    ['allMembersAccredited no hides memberAccreditationEvidence', 'memberAccreditationEvidence', { organizationAssets: 'no', allMembersAccredited: 'no' }, false],
    ['a stale allMembersAccredited yes under organizationAssets yes hides memberAccreditationEvidence', 'memberAccreditationEvidence', { organizationAssets: 'yes', allMembersAccredited: 'yes' }, false],
    ['nothing answered hides accreditationEvidence', 'accreditationEvidence', {}, false],
    // trust accreditation
    ['trustAssets yes shows trustAssetsEvidence', 'trustAssetsEvidence', { trustAssets: 'yes' }, true],
    ['trustAssets no hides trustAssetsEvidence', 'trustAssetsEvidence', { trustAssets: 'no' }, false],
    ['trustAssets no with a revocable trust shows grantorAccredited', 'grantorAccredited', { trustAssets: 'no', trustType: 'revocable' }, true],
    ['trustAssets yes hides grantorAccredited', 'grantorAccredited', { trustAssets: 'yes', trustType: 'revocable' }, false],
    ['an irrevocable trust hides grantorAccredited', 'grantorAccredited', { trustAssets: 'no', trustType: 'irrevocable' }, false],
    ['grantorAccredited yes shows grantorAccreditationEvidence', 'grantorAccreditationEvidence', { trustAssets: 'no', trustType: 'revocable', grantorAccredited: 'yes' }, true],
    ['grantorAccredited no hides grantorAccreditationEvidence', 'grantorAccreditationEvidence', { trustAssets: 'no', trustType: 'revocable', grantorAccredited: 'no' }, false],
    ['trustAssets no with an irrevocable trust shows allBeneficiariesAccredited', 'allBeneficiariesAccredited', { trustAssets: 'no', trustType: 'irrevocable' }, true],
    ['a revocable trust hides allBeneficiariesAccredited', 'allBeneficiariesAccredited', { trustAssets: 'no', trustType: 'revocable' }, false],
    ['trustAssets yes hides allBeneficiariesAccredited', 'allBeneficiariesAccredited', { trustAssets: 'yes', trustType: 'irrevocable' }, false],
    ['allBeneficiariesAccredited yes shows beneficiariesAccreditationEvidence', 'beneficiariesAccreditationEvidence', { trustAssets: 'no', trustType: 'irrevocable', allBeneficiariesAccredited: 'yes' }, true],
    ['allBeneficiariesAccredited no hides beneficiariesAccreditationEvidence', 'beneficiariesAccreditationEvidence', { trustAssets: 'no', trustType: 'irrevocable', allBeneficiariesAccredited: 'no' }, false],
    ['a charitable trust without assets shows the information message', 'trustAccreditationInfo', { trustAssets: 'no', trustType: 'charitable' }, true],
    ['an other trust without assets shows the information message', 'trustAccreditationInfo', { trustAssets: 'no', trustType: 'other' }, true],
    ['a charitable trust with assets hides the information message', 'trustAccreditationInfo', { trustAssets: 'yes', trustType: 'charitable' }, false],
    ['an irrevocable trust hides the information message', 'trustAccreditationInfo', { trustAssets: 'no', trustType: 'irrevocable' }, false],
    // alternative trust wording
    ['alternative: trustAccreditationProof when trustAssets is yes', 'trustAccreditationProof', { trustAssets: 'yes' }, true],
    ['alternative: allBeneficiariesAccredited when trustAssets is no and no trust type', 'allBeneficiariesAccredited', { trustAssets: 'no' }, true],
    ['alternative: allBeneficiariesAccredited when the trust type is blank', 'allBeneficiariesAccredited', { trustAssets: 'no', trustType: '' }, true],
    ['alternative: beneficiaryAccreditationEvidence when no and all beneficiaries accredited', 'beneficiaryAccreditationEvidence', { trustAssets: 'no', allBeneficiariesAccredited: 'yes' }, true],
    ['alternative: beneficiaryAccreditationEvidence hidden when not all beneficiaries accredited', 'beneficiaryAccreditationEvidence', { trustAssets: 'no', allBeneficiariesAccredited: 'no' }, false],
    ['alternative answers under alias ids count too', 'trustAssetsEvidence', { trustAssets: 'yes', trustAccreditationProof: [] }, true],
    // individual accreditation basis
    ['basis income shows incomeEvidence', 'incomeEvidence', { accreditationBasis: 'income' }, true],
    ['basis income shows incomeExpectation', 'incomeExpectation', { accreditationBasis: 'income' }, true],
    ['basis netWorth hides incomeEvidence', 'incomeEvidence', { accreditationBasis: 'netWorth' }, false],
    ['basis netWorth hides incomeExpectation', 'incomeExpectation', { accreditationBasis: 'netWorth' }, false],
    ['basis netWorth shows netWorthStatement', 'netWorthStatement', { accreditationBasis: 'netWorth' }, true],
    ['basis income hides netWorthStatement', 'netWorthStatement', { accreditationBasis: 'income' }, false],
    ['basis professional shows professionalCertification', 'professionalCertification', { accreditationBasis: 'professional' }, true],
    ['basis income hides professionalCertification', 'professionalCertification', { accreditationBasis: 'income' }, false],
    ['no basis hides professionalCertification', 'professionalCertification', {}, false],
    // 'other' follow-ups
    ['corporationType other shows corporationTypeOther', 'corporationTypeOther', { corporationType: 'other' }, true],
    ['corporationType cCorp hides corporationTypeOther', 'corporationTypeOther', { corporationType: 'cCorp' }, false],
    ['llcType other shows llcTypeOther', 'llcTypeOther', { llcType: 'other' }, true],
    ['llcType singleMember hides llcTypeOther', 'llcTypeOther', { llcType: 'singleMember' }, false],
    ['partnershipType other shows partnershipTypeOther', 'partnershipTypeOther', { partnershipType: 'other' }, true],
    ['partnershipType generalPartnership hides partnershipTypeOther', 'partnershipTypeOther', { partnershipType: 'generalPartnership' }, false],
    ['trustType other shows trustTypeOther', 'trustTypeOther', { trustType: 'other' }, true],
    ['trustType revocable hides trustTypeOther', 'trustTypeOther', { trustType: 'revocable' }, false],
    ['sourceOfFunds other shows sourceOfFundsOther', 'sourceOfFundsOther', { sourceOfFunds: 'other' }, true],
    ['sourceOfFunds bankLoan hides sourceOfFundsOther', 'sourceOfFundsOther', { sourceOfFunds: 'bankLoan' }, false],
    ['investmentVehicleType other shows investmentVehicleTypeOther', 'investmentVehicleTypeOther', { investmentVehicleType: 'other' }, true],
    ['investmentVehicleType fund hides investmentVehicleTypeOther', 'investmentVehicleTypeOther', { investmentVehicleType: 'fund' }, false],
    ['an unknown "…Other" follow-up follows its base question', 'accreditationBasisOther', { accreditationBasis: 'other' }, true],
    // PEP questions only when people exist
    ['beneficial owners listed shows beneficialOwnersPep', 'beneficialOwnersPep', { beneficialOwners: [person] }, true],
    ['an empty owner list hides beneficialOwnersPep', 'beneficialOwnersPep', { beneficialOwners: [] }, false],
    ['no owner list hides beneficialOwnersPep', 'beneficialOwnersPep', {}, false],
    ['owners under the alias ownershipStructure show beneficialOwnersPep', 'beneficialOwnersPep', { ownershipStructure: [person] }, true],
    ['general partners listed shows partnersPep', 'partnersPep', { generalPartners: [person] }, true],
    ['limited partners listed shows partnersPep', 'partnersPep', { limitedPartners: [person] }, true],
    ['no partners hides partnersPep', 'partnersPep', { generalPartners: [], limitedPartners: [] }, false],
    ['trustees listed shows trustPep', 'trustPep', { trustees: [person] }, true],
    ['beneficiaries listed shows trustPep', 'trustPep', { beneficiaries: [person] }, true],
    ['beneficiaries under the alias trustBeneficiary show trustPep', 'trustPep', { trustBeneficiary: [{ fullName: 'B', ssOrPassport: '1' }] }, true],
    ['no trustees or beneficiaries hides trustPep', 'trustPep', { trustees: [], beneficiaries: [] }, false],
    ['the Individual PEP question always shows', 'pepStatus', {}, true],
    // limited partnerships
    ['a limited partnership shows certificateOfPartnership', 'certificateOfPartnership', { partnershipType: 'limitedPartnership' }, true],
    ['an LLP shows certificateOfPartnership', 'certificateOfPartnership', { partnershipType: 'limitedLiabilityPartnership' }, true],
    ['a general partnership hides certificateOfPartnership', 'certificateOfPartnership', { partnershipType: 'generalPartnership' }, false],
    ['a limited partnership shows limitedPartners', 'limitedPartners', { partnershipType: 'limitedPartnership' }, true],
    ['an LLP shows limitedPartners', 'limitedPartners', { partnershipType: 'limitedLiabilityPartnership' }, true],
    ['an other partnership hides limitedPartners', 'limitedPartners', { partnershipType: 'other' }, false],
    ['a limited partnership shows good standing', 'certificateOfGoodStanding', { organizationType: 'Partnership', partnershipType: 'limitedPartnership' }, true],
    ['an LLP shows good standing', 'certificateOfGoodStanding', { organizationType: 'Partnership', partnershipType: 'limitedLiabilityPartnership' }, true],
    ['a general partnership hides good standing', 'certificateOfGoodStanding', { organizationType: 'Partnership', partnershipType: 'generalPartnership' }, false],
    ['a corporation always shows good standing', 'certificateOfGoodStanding', { organizationType: 'Corporation' }, true],
    ['an LLC always shows good standing', 'certificateOfGoodStanding', { organizationType: 'LLC' }, true],
    ['an Investment application shows good standing', 'certificateOfGoodStanding', { entityType: 'Investment' }, true],
    // questions without rules
    ['a question without a rule always shows', 'fullName', {}, true],
  ])('%s', (_name, id, answers, visible) => {
    expect(isQuestionVisible(q(id), answers)).toBe(visible);
  });

  it('an own conditionalDisplay takes precedence over the rule table', () => {
    const question: Question = { ...q('accreditationEvidence'), conditionalDisplay: { field: 'x', equals: 'y' } };
    expect(isQuestionVisible(question, { organizationAssets: 'yes' })).toBe(false);
    expect(isQuestionVisible(question, { x: 'y' })).toBe(true);
  });

  it('the definitions carry the rule table entries', () => {
    for (const question of Object.values(QUESTION_SETS).flat()) {
      if (Object.hasOwn(VISIBILITY_RULES, question.id)) expect(question.conditionalDisplay).toBe(VISIBILITY_RULES[question.id]);
    }
  });

  it.each<[string, DisplayCondition, boolean]>([
    ['in matches a listed value', { field: 'a', in: ['1', '2'] }, true],
    ['not negates', { not: { field: 'a', equals: '1' } }, false],
    ['all needs every part', { all: [{ field: 'a', equals: '1' }, { field: 'b', equals: '2' }] }, false],
    ['any needs one part', { any: [{ field: 'a', equals: '1' }, { field: 'b', equals: '2' }] }, true],
    ['a malformed condition shows the question', { bogus: true } as unknown as DisplayCondition, true],
  ])('conditions, %s', (_name, condition, visible) => {
    expect(isQuestionVisible({ ...q('custom'), conditionalDisplay: condition }, { a: '1' })).toBe(visible);
  });

  it('isQuestionVisible never throws on garbage answers (property)', () => {
    const questions = [...Object.values(QUESTION_SETS).flat(), q('anyOther'), q('x')];
    fc.assert(
      fc.property(fc.constantFrom(...questions), fc.anything({ withNullPrototype: true, withBigInt: true }), (question, answers) => {
        expect(typeof isQuestionVisible(question, answers as Answers)).toBe('boolean');
      }),
    );
  });

  it('isQuestionVisible never throws on garbage answer values (property)', () => {
    const questions = Object.values(QUESTION_SETS).flat();
    fc.assert(
      fc.property(
        fc.constantFrom(...questions),
        fc.dictionary(fc.constantFrom('organizationAssets', 'trustAssets', 'trustType', 'beneficialOwners', 'partnershipType', 'organizationType', 'ownershipStructure', 'trustGrantor'), fc.anything({ withNullPrototype: true })),
        (question, answers) => {
          expect(typeof isQuestionVisible(question, answers)).toBe('boolean');
        },
      ),
    );
  });
});
