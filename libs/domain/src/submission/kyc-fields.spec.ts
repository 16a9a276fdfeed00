import { QUESTION_SETS } from '../questions/questions-for';
import { QUESTION_ID_ALIASES } from '../questions/question-aliases';
import { isKycIdentifierField, KYC_IDENTIFIER_FIELDS, PERSON_ID_FIELD } from './kyc-fields';

// Wording that asks for an identifier: SSN, tax ID, EIN, passport or ID number, registration number.
const ASKS_FOR_IDENTIFIER = /social security|\bssn\b|tax id|\bein\b|passport|id number|registration number/i;

const allQuestions = Object.entries(QUESTION_SETS).flatMap(([set, questions]) => questions.map((question) => [set, question] as const));

describe('KYC identifier fields (encrypted at rest)', () => {
  it.each(allQuestions.filter(([, question]) => question.type === 'text' && ASKS_FOR_IDENTIFIER.test(question.question)).map(([set, question]) => [set, question.id]))(
    '%s: %s asks for an identifier and is listed',
    (_set, id) => {
      expect(KYC_IDENTIFIER_FIELDS).toContain(id);
    },
  );

  it.each([...KYC_IDENTIFIER_FIELDS])('%s is a text question of at least one question set', (id) => {
    expect(allQuestions.some(([, question]) => question.id === id && question.type === 'text')).toBe(true);
  });

  it.each(
    allQuestions
      .filter(([, question]) => ['multiShareholder', 'multiTrustee', 'multiBeneficiary'].includes(question.type))
      .map(([set, question]) => [set, question.id]),
  )('%s: the people of %s carry their ID number in PERSON_ID_FIELD', (set, id) => {
    const question = QUESTION_SETS[set as keyof typeof QUESTION_SETS].find((entry) => entry.id === id);
    expect(question?.subInputs?.map((input) => input.id)).toContain(PERSON_ID_FIELD);
  });

  it('covers the alias of a listed field (organizationRegistrationNumber → taxId)', () => {
    const aliases = Object.entries(QUESTION_ID_ALIASES).filter(([, canonical]) => (KYC_IDENTIFIER_FIELDS as readonly string[]).includes(canonical));
    expect(aliases.map(([alias]) => alias)).toContain('organizationRegistrationNumber');
    for (const [alias] of aliases) expect(isKycIdentifierField(alias)).toBe(true);
  });

  it.each(['fullName', 'email', 'organizationName', 'grantorName', '', 'constructor'])('%p is not an identifier', (id) => {
    expect(isKycIdentifierField(id)).toBe(false);
  });
});
