import fc from 'fast-check';
import type { Question } from '../questions/question.types';
import { QUESTION_SETS } from '../questions/questions-for';
import { validateAnswer } from './validate-answer';

const ALL: Question[] = Object.values(QUESTION_SETS).flat();
const OPTIONAL = ALL.filter((question) => question.optional);
const NOW = new Date('2025-06-15T00:00:00Z');

describe('validateAnswer properties', () => {
  it('never throws and always answers ok or a message, for every question of every set', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL), fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true }), (question, value) => {
        const result = validateAnswer(question, value, NOW);
        if (result.ok) expect(result).toEqual({ ok: true });
        else expect(result.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws for any clock either', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL), fc.anything(), fc.date({ noInvalidDate: false }), (question, value, now) => {
        expect(() => validateAnswer(question, value, now)).not.toThrow();
      }),
    );
  });

  it('never throws for strings shaped like the answers it expects', () => {
    const answerish = fc.oneof(fc.string(), fc.emailAddress(), fc.webUrl(), fc.domain(), fc.stringMatching(/^\+?[\d ()-]{0,20}$/), fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    fc.assert(
      fc.property(fc.constantFrom(...ALL), answerish, (question, value) => {
        expect(() => validateAnswer(question, value, NOW)).not.toThrow();
      }),
    );
  });

  it('optional questions always accept an empty answer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPTIONAL), fc.constantFrom(undefined, null, '', '   ', '\t\n', []), (question, empty) => {
        expect(validateAnswer(question, empty, NOW)).toEqual({ ok: true });
      }),
    );
  });

  it('required questions never accept an empty answer', () => {
    const required = ALL.filter((question) => !question.optional && !['welcome', 'submit', 'information'].includes(question.type));
    fc.assert(
      fc.property(fc.constantFrom(...required), fc.constantFrom(undefined, null, '', '   ', []), (question, empty) => {
        expect(validateAnswer(question, empty, NOW).ok).toBe(false);
      }),
    );
  });

  it('every well-formed email is accepted by email questions', () => {
    const email = ALL.find((question) => question.type === 'email') as Question;
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        // fast-check also generates quoted or IP-literal forms we reject on purpose; plain ones must pass.
        fc.pre(/^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(address) && !(address.split('@')[0] ?? '').includes('..'));
        expect(validateAnswer(email, address, NOW)).toEqual({ ok: true });
      }),
    );
  });
});
