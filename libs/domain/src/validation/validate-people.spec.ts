import type { PersonEntry, Question, QuestionKind } from '../questions/question.types';
import { readPercentage } from './person-list-rule';
import { validateAnswer } from './validate-answer';
import { VALIDATION_MESSAGES as M } from './validation-messages';

const NOW = new Date('2025-06-15T00:00:00Z');
const id = [{ name: 'passport.pdf', size: 10 }];
const person = (overrides: Partial<Record<keyof PersonEntry, unknown>> = {}) => ({ name: 'Ann Lee', idNumber: 'X123', idDocuments: id, ...overrides });
const KINDS: QuestionKind[] = ['multiShareholder', 'multiTrustee', 'multiBeneficiary'];

describe('validateAnswer for person lists (name, ID number and ID documents of each person)', () => {
  it.each<[string, unknown[], string | undefined]>([
    ['one complete person', [person()], undefined],
    ['owners with percentages totalling 100', [person({ ownershipPercentage: 60 }), person({ ownershipPercentage: '40' })], undefined],
    ['thirds that add up to 100 with rounding', [person({ ownershipPercentage: 33.33 }), person({ ownershipPercentage: 33.33 }), person({ ownershipPercentage: 33.34 })], undefined],
    ['a percentage written with %', [person({ ownershipPercentage: '25%' })], undefined],
    ['an empty percentage (not given)', [person({ ownershipPercentage: '' })], undefined],
    ['a numeric ID number', [person({ idNumber: 123456789 })], undefined],
    ['a person without a name', [person({ name: '  ' })], M.PERSON_NAME_REQUIRED],
    ['a person without an ID number', [person({ idNumber: '' })], M.PERSON_ID_NUMBER_REQUIRED],
    ['a percentage above 100', [person({ ownershipPercentage: 120 })], M.PERSON_OWNERSHIP_INVALID],
    ['a negative percentage', [person({ ownershipPercentage: -5 })], M.PERSON_OWNERSHIP_INVALID],
    ['a percentage that is not a number', [person({ ownershipPercentage: 'half' })], M.PERSON_OWNERSHIP_INVALID],
    ['percentages totalling more than 100', [person({ ownershipPercentage: 60 }), person({ ownershipPercentage: 50 })], M.PERSON_OWNERSHIP_TOTAL],
    ['a person without ID documents', [person({ idDocuments: [] })], M.PERSON_ID_DOCUMENT_REQUIRED],
    ['a person with missing ID documents', [person({ idDocuments: undefined })], M.PERSON_ID_DOCUMENT_REQUIRED],
    ['three ID documents (2 allowed)', [person({ idDocuments: [...id, ...id, ...id] })], M.PERSON_ID_DOCUMENT_INVALID],
    ['an ID document of the wrong type', [person({ idDocuments: [{ name: 'id.docx', size: 1 }] })], M.PERSON_ID_DOCUMENT_INVALID],
    ['an entry that is not an object', ['Ann Lee'], M.GENERIC],
  ])('%s', (_name, people, message) => {
    for (const type of KINDS) {
      const question: Question = { id: 'people', type, question: 'Who?' };
      expect(validateAnswer(question, people, NOW)).toEqual(message === undefined ? { ok: true } : { ok: false, message });
    }
  });

  it.each(['Ann', { name: 'Ann' }, 3])('%p is not a person list', (value) => {
    expect(validateAnswer({ id: 'beneficialOwners', type: 'multiShareholder', question: 'Who?' }, value, NOW)).toEqual({ ok: false, message: M.GENERIC });
  });

  it.each<[unknown, number | undefined]>([
    [25, 25],
    ['12.5', 12.5],
    [' 40 % ', 40],
    ['-1', undefined],
    ['1e2', undefined],
    [Number.NaN, undefined],
  ])('readPercentage(%p) is %p (ownership percentage is a number input)', (value, percent) => {
    expect(readPercentage(value)).toBe(percent);
  });
});
