import { canonicalizeAnswers } from '../questions/question-aliases';
import { questionsFor } from '../questions/questions-for';
import type { Answers } from '../questions/question.types';
import { isQuestionVisible } from '../questions/visibility';
import { validateAnswer } from '../validation/validate-answer';

// Steps that show text and collect nothing.
const NO_ANSWER_KINDS: ReadonlySet<string> = new Set(['welcome', 'submit', 'information']);

/**
 * The answers an application consists of: canonical ids of the questions the current answers
 * show, nothing else. An applicant who switched from "income" to "net worth", or from Trust to
 * LLC, keeps the abandoned answers in their draft (so switching back restores them), but they are
 * never sent and their files never uploaded (data minimisation, as the server does too).
 */
export function visibleAnswers(answers: Answers): Record<string, unknown> {
  const canonical = canonicalizeAnswers(answers);
  const kept: Record<string, unknown> = {};
  for (const question of questionsFor(canonical)) {
    if (NO_ANSWER_KINDS.has(question.type) || !Object.hasOwn(canonical, question.id)) continue;
    if (isQuestionVisible(question, canonical)) kept[question.id] = canonical[question.id];
  }
  return kept;
}

/** One answer that does not pass its question's rule, as the wizard shows it. */
export interface InvalidAnswer {
  readonly id: string;
  readonly index: number;
  readonly message: string;
}

/**
 * Every visible question whose answer fails validateAnswer, in question order: what the wizard
 * checks before submitting (a draft saved under older rules, or edited by hand, may not pass) and
 * where it jumps (the first one).
 */
export function invalidAnswers(answers: Answers, now: Date): InvalidAnswer[] {
  const canonical = canonicalizeAnswers(answers);
  const invalid: InvalidAnswer[] = [];
  questionsFor(canonical).forEach((question, index) => {
    if (NO_ANSWER_KINDS.has(question.type) || !isQuestionVisible(question, canonical)) return;
    const result = validateAnswer(question, Object.hasOwn(canonical, question.id) ? canonical[question.id] : undefined, now);
    if (!result.ok) invalid.push({ id: question.id, index, message: result.message });
  });
  return invalid;
}
