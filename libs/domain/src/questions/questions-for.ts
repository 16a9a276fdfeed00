import { APPLICATION_TYPE_QUESTION, ORGANIZATION_TYPE_QUESTION, SUBMIT_QUESTION, WELCOME_QUESTION } from './common.questions';
import { CORPORATION_QUESTIONS } from './corporation.questions';
import { INDIVIDUAL_QUESTIONS } from './individual.questions';
import { INVESTMENT_QUESTIONS } from './investment.questions';
import { LLC_QUESTIONS } from './llc.questions';
import { PARTNERSHIP_QUESTIONS } from './partnership.questions';
import { canonicalizeAnswers, canonicalQuestionId } from './question-aliases';
import type { Answers, OrganizationType, Question } from './question.types';
import { TRUST_QUESTIONS } from './trust.questions';

/** The type-specific questions of each application (without welcome, type choice and submit). */
export const TYPE_QUESTIONS: Readonly<Record<'Individual' | 'Investment' | OrganizationType, readonly Question[]>> = {
  Individual: INDIVIDUAL_QUESTIONS,
  Corporation: CORPORATION_QUESTIONS,
  LLC: LLC_QUESTIONS,
  Partnership: PARTNERSHIP_QUESTIONS,
  Trust: TRUST_QUESTIONS,
  Investment: INVESTMENT_QUESTIONS,
};

export type QuestionSetName = keyof typeof TYPE_QUESTIONS;

/**
 * The ordered question list for the current answers (docs/flows/wizard.md): welcome, the
 * application type, for an Entity the organisation type, the type's questions, then submit.
 * Rebuilt from answers alone, so a changed entityType or organizationType gives a new list.
 */
export function questionsFor(answers: Answers): Question[] {
  const canonical = canonicalizeAnswers(answers);
  const entityType = canonical['entityType'];
  const head = [WELCOME_QUESTION, APPLICATION_TYPE_QUESTION];
  if (entityType === 'Individual' || entityType === 'Investment') {
    return [...head, ...TYPE_QUESTIONS[entityType], SUBMIT_QUESTION];
  }
  if (entityType === 'Entity') {
    const organizationType = canonical['organizationType'];
    const typeQuestions = isOrganizationType(organizationType) ? TYPE_QUESTIONS[organizationType] : [];
    return [...head, ORGANIZATION_TYPE_QUESTION, ...typeQuestions, SUBMIT_QUESTION];
  }
  return [...head, SUBMIT_QUESTION];
}

function isOrganizationType(value: unknown): value is OrganizationType {
  return value === 'Corporation' || value === 'LLC' || value === 'Partnership' || value === 'Trust';
}

/** Every complete question list, by set name: what tests and the server iterate over. */
export const QUESTION_SETS: Readonly<Record<QuestionSetName, readonly Question[]>> = {
  Individual: questionsFor({ entityType: 'Individual' }),
  Corporation: questionsFor({ entityType: 'Entity', organizationType: 'Corporation' }),
  LLC: questionsFor({ entityType: 'Entity', organizationType: 'LLC' }),
  Partnership: questionsFor({ entityType: 'Entity', organizationType: 'Partnership' }),
  Trust: questionsFor({ entityType: 'Entity', organizationType: 'Trust' }),
  Investment: questionsFor({ entityType: 'Investment' }),
};

const SEARCH_ORDER: readonly Question[] = [
  WELCOME_QUESTION,
  APPLICATION_TYPE_QUESTION,
  ORGANIZATION_TYPE_QUESTION,
  SUBMIT_QUESTION,
  ...Object.values(TYPE_QUESTIONS).flat(),
];

/**
 * A question definition by canonical or alias id. Several sets define the same id with their own
 * wording (organizationName of a trust, sourceOfFunds options); given answers, the current
 * application's definition wins, otherwise the first set in TYPE_QUESTIONS order that has it.
 */
export function findQuestion(id: string, answers?: Answers): Question | undefined {
  if (typeof id !== 'string') return undefined;
  const canonical = canonicalQuestionId(id, canonicalizeAnswers(answers)['entityType']);
  const current = answers === undefined ? [] : questionsFor(answers);
  return current.find((question) => question.id === canonical) ?? SEARCH_ORDER.find((question) => question.id === canonical);
}
