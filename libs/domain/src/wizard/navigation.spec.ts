import type { Answers } from '../questions/question.types';
import { questionsFor } from '../questions/questions-for';
import { nextIndex, previousIndex } from './navigation';
import { progressPercent } from './progress';

const at = (answers: Answers, id: string) => questionsFor(answers).findIndex((question) => question.id === id);
const idAfter = (answers: Answers, id: string) => questionsFor(answers)[nextIndex(questionsFor(answers), at(answers, id), answers)]?.id;
const idBefore = (answers: Answers, id: string) => questionsFor(answers)[previousIndex(questionsFor(answers), at(answers, id), answers).index]?.id;

const individual = { entityType: 'Individual' };
const corporation = { entityType: 'Entity', organizationType: 'Corporation' };
const trust = { entityType: 'Entity', organizationType: 'Trust' };
const partnership = { entityType: 'Entity', organizationType: 'Partnership' };

describe('nextIndex (Next moves to the next question whose display condition is met)', () => {
  it.each<[string, Answers, string, string]>([
    ['welcome → entityType', {}, 'welcome', 'entityType'],
    ['no type yet: entityType → submit', {}, 'entityType', 'submit'],
    ['Entity: entityType → organizationType', { entityType: 'Entity' }, 'entityType', 'organizationType'],
    ['basis income: accreditationBasis → incomeEvidence', { ...individual, accreditationBasis: 'income' }, 'accreditationBasis', 'incomeEvidence'],
    ['basis income: incomeExpectation → pepStatus', { ...individual, accreditationBasis: 'income' }, 'incomeExpectation', 'pepStatus'],
    ['basis netWorth skips the income questions', { ...individual, accreditationBasis: 'netWorth' }, 'accreditationBasis', 'netWorthStatement'],
    ['basis professional skips to professionalCertification', { ...individual, accreditationBasis: 'professional' }, 'accreditationBasis', 'professionalCertification'],
    ['corporationType cCorp skips corporationTypeOther', { ...corporation, corporationType: 'cCorp' }, 'corporationType', 'articlesOfIncorporation'],
    ['corporationType other asks corporationTypeOther', { ...corporation, corporationType: 'other' }, 'corporationType', 'corporationTypeOther'],
    ['no owners skips beneficialOwnersPep', { ...corporation, beneficialOwners: [] }, 'beneficialOwners', 'controlPerson'],
    ['organizationAssets yes → accreditationEvidence → investmentPurpose', { ...corporation, organizationAssets: 'yes' }, 'accreditationEvidence', 'investmentPurpose'],
    ['organizationAssets no → allMembersAccredited', { ...corporation, organizationAssets: 'no' }, 'organizationAssets', 'allMembersAccredited'],
    ['allMembersAccredited no skips memberAccreditationEvidence', { ...corporation, organizationAssets: 'no', allMembersAccredited: 'no' }, 'allMembersAccredited', 'investmentPurpose'],
    ['revocable trust without assets → grantorAccredited', { ...trust, trustType: 'revocable', trustAssets: 'no' }, 'trustAssets', 'grantorAccredited'],
    ['irrevocable trust without assets → allBeneficiariesAccredited', { ...trust, trustType: 'irrevocable', trustAssets: 'no' }, 'trustAssets', 'allBeneficiariesAccredited'],
    ['charitable trust without assets → the information message', { ...trust, trustType: 'charitable', trustAssets: 'no' }, 'trustAssets', 'trustAccreditationInfo'],
    ['general partnership skips the certificate and good standing', { ...partnership, partnershipType: 'generalPartnership' }, 'partnershipAgreement', 'generalPartners'],
    ['the last question → submit', { ...individual }, 'accreditationAffirmation', 'submit'],
    ['submit stays on submit', { ...individual }, 'submit', 'submit'],
  ])('%s', (_name, answers, from, to) => {
    expect(idAfter(answers, from)).toBe(to);
  });

  it.each([
    ['an index past the end', 99, 2],
    ['a negative index', -5, 0],
    ['NaN', Number.NaN, 0],
  ])('%s never leaves the list', (_name, index, expected) => {
    expect(nextIndex(questionsFor({}), index, {})).toBe(expected);
  });

  it('an empty list gives 0', () => {
    expect(nextIndex([], 0, {})).toBe(0);
  });
});

describe('previousIndex (Back skips hidden questions; Back from the organisation type clears it)', () => {
  it.each<[string, Answers, string, string]>([
    ['entityType → welcome', {}, 'entityType', 'welcome'],
    ['basis netWorth: pepStatus → netWorthStatement', { ...individual, accreditationBasis: 'netWorth' }, 'pepStatus', 'netWorthStatement'],
    ['basis income: pepStatus → incomeExpectation', { ...individual, accreditationBasis: 'income' }, 'pepStatus', 'incomeExpectation'],
    ['organizationAssets yes: investmentPurpose → accreditationEvidence', { ...corporation, organizationAssets: 'yes' }, 'investmentPurpose', 'accreditationEvidence'],
    ['organizationAssets no, not all accredited: investmentPurpose → allMembersAccredited', { ...corporation, organizationAssets: 'no', allMembersAccredited: 'no' }, 'investmentPurpose', 'allMembersAccredited'],
    ['trust assets yes: investmentPurpose → trustInvestmentPurpose (was it formed to invest?)', { ...trust, trustType: 'revocable', trustAssets: 'yes' }, 'investmentPurpose', 'trustInvestmentPurpose'],
    ['trust assets yes: trustInvestmentPurpose → trustAssetsEvidence', { ...trust, trustType: 'revocable', trustAssets: 'yes' }, 'trustInvestmentPurpose', 'trustAssetsEvidence'],
    ['submit steps back one visible question', { ...individual }, 'submit', 'accreditationAffirmation'],
    ['submit on an Entity without type steps back to organizationType', { entityType: 'Entity' }, 'submit', 'organizationType'],
    ['welcome stays on welcome', {}, 'welcome', 'welcome'],
  ])('%s', (_name, answers, from, to) => {
    expect(idBefore(answers, from)).toBe(to);
  });

  it('Back from the organizationType question clears organizationType', () => {
    const answers = { ...corporation };
    const questions = questionsFor(answers);
    const step = previousIndex(questions, at(answers, 'organizationType'), answers);
    expect(step).toEqual({ index: at(answers, 'entityType'), clear: ['organizationType'] });
    // After clearing, the list shrinks but entityType keeps its index.
    expect(questionsFor({ entityType: 'Entity' })[step.index]?.id).toBe('entityType');
  });

  it.each(['organizationName', 'submit', 'entityType'])('Back from %s clears nothing', (id) => {
    const answers = { ...corporation };
    expect(previousIndex(questionsFor(answers), at(answers, id), answers).clear).toEqual([]);
  });

  it.each([
    ['index 0', 0],
    ['a negative index', -3],
    ['NaN', Number.NaN],
  ])('Back from %s never goes below 0', (_name, index) => {
    expect(previousIndex(questionsFor({}), index, {}).index).toBe(0);
  });
});

describe('progressPercent (one question at a time)', () => {
  it.each<[string, Answers, string, number]>([
    ['welcome is 0%', individual, 'welcome', 0],
    ['submit is 100%', individual, 'submit', 100],
    ['no type yet: entityType is halfway', {}, 'entityType', 50],
  ])('%s', (_name, answers, id, percent) => {
    expect(progressPercent(questionsFor(answers), at(answers, id), answers)).toBe(percent);
  });

  it('hidden questions do not count', () => {
    // income: 17 visible steps, pepStatus is the 15th (14/16); professional: 16 visible, pepStatus the 14th (13/15).
    const income = { ...individual, accreditationBasis: 'income' };
    const professional = { ...individual, accreditationBasis: 'professional' };
    expect(progressPercent(questionsFor(income), at(income, 'pepStatus'), income)).toBe(88);
    expect(progressPercent(questionsFor(professional), at(professional, 'pepStatus'), professional)).toBe(87);
    expect(progressPercent([], 0, {})).toBe(0);
  });
});
