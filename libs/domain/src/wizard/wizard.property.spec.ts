import fc from 'fast-check';
import type { Answers, Question } from '../questions/question.types';
import { QUESTION_SETS } from '../questions/questions-for';
import { isQuestionVisible } from '../questions/visibility';
import { nextIndex, previousIndex } from './navigation';
import { progressPercent } from './progress';
import { resumeIndex } from './resume';

const SETS: Array<readonly Question[]> = Object.values(QUESTION_SETS);
// Answers that drive the branches, mixed with garbage, so the properties see real branching.
const BRANCH_ANSWERS = {
  accreditationBasis: fc.constantFrom('income', 'netWorth', 'professional', 'other'),
  organizationAssets: fc.constantFrom('yes', 'no'),
  allMembersAccredited: fc.constantFrom('yes', 'no'),
  trustAssets: fc.constantFrom('yes', 'no'),
  trustType: fc.constantFrom('revocable', 'irrevocable', 'charitable', 'other', ''),
  grantorAccredited: fc.constantFrom('yes', 'no'),
  partnershipType: fc.constantFrom('limitedPartnership', 'limitedLiabilityPartnership', 'generalPartnership', 'other'),
  beneficialOwners: fc.constantFrom([], [{ name: 'A', idNumber: '1' }]),
  sourceOfFunds: fc.constantFrom('other', 'bankLoan'),
  organizationType: fc.constantFrom('Partnership', 'Trust', 'LLC'),
  junk: fc.anything(),
};
const answers = fc.record(BRANCH_ANSWERS, { requiredKeys: [] }) as fc.Arbitrary<Answers>;
const index = fc.oneof(fc.integer({ min: -5, max: 60 }), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0.5, 2.7));

describe('wizard properties', () => {
  it('nextIndex returns a later visible question, or the last index', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SETS), answers, index, (questions, given, from) => {
        const next = nextIndex(questions, from, given);
        expect(Number.isInteger(next) && next >= 0 && next < questions.length).toBe(true);
        const isLast = next === questions.length - 1;
        const visible = isQuestionVisible(questions[next] as Question, given);
        expect(isLast || (visible && (!Number.isFinite(from) || next > from))).toBe(true);
      }),
    );
  });

  it('previousIndex stays in the list and lands on a visible question or 0', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SETS), answers, index, (questions, given, from) => {
        const step = previousIndex(questions, from, given);
        expect(step.index >= 0 && step.index < questions.length).toBe(true);
        expect(step.index === 0 || isQuestionVisible(questions[step.index] as Question, given)).toBe(true);
      }),
    );
  });

  it('resumeIndex and progressPercent stay in range for any saved progress', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SETS), answers, fc.boolean(), fc.option(fc.string()), (questions, given, ready, last) => {
        const resumed = resumeIndex(questions, { answers: given, submitReady: ready, lastAnsweredId: last ?? undefined });
        expect(resumed >= 0 && resumed < questions.length).toBe(true);
        const percent = progressPercent(questions, resumed, given);
        expect(percent >= 0 && percent <= 100).toBe(true);
      }),
    );
  });
});
