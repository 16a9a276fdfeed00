import { canonicalizeAnswers } from '../questions/question-aliases';
import type { Answers, Question } from '../questions/question.types';
import { isQuestionVisible } from '../questions/visibility';

/** Where Back lands, and which answers the app must clear on the way. */
export interface BackStep {
  readonly index: number;
  readonly clear: readonly string[];
}

/** A usable position in a list of `length` questions: an integer, clamped to the list. */
export function clampIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  const whole = Number.isFinite(index) ? Math.trunc(index) : 0;
  return Math.min(Math.max(whole, 0), length - 1);
}

/**
 * The index Next moves to: the next question whose display condition is met.
 * When none is left (the submit step always shows, so only with a hand-made list) it stays on
 * the last index; it never goes past it.
 */
export function nextIndex(questions: readonly Question[], index: number, answers: Answers): number {
  if (questions.length === 0) return 0;
  const canonical = canonicalizeAnswers(answers);
  const from = Number.isFinite(index) ? Math.max(Math.trunc(index), -1) : -1;
  for (let i = from + 1; i < questions.length; i += 1) {
    const question = questions[i];
    if (question !== undefined && isQuestionVisible(question, canonical)) return i;
  }
  return questions.length - 1;
}

/**
 * The step Back takes. It lands on the previous visible question, skipping
 * those hidden by branching answers. From the submit step Back "steps back one": one
 * step of what the applicant saw, i.e. the last visible question, never a hidden one they were
 * never shown. Back from the organizationType question asks the app to clear organizationType
 *, so choosing Entity again starts the organisation questions afresh.
 * It never goes below 0.
 */
export function previousIndex(questions: readonly Question[], index: number, answers: Answers): BackStep {
  if (questions.length === 0) return { index: 0, clear: [] };
  const current = clampIndex(index, questions.length);
  const clear = questions[current]?.id === 'organizationType' ? ['organizationType'] : [];
  const canonical = canonicalizeAnswers(answers);
  for (let i = current - 1; i >= 0; i -= 1) {
    const question = questions[i];
    if (question !== undefined && isQuestionVisible(question, canonical)) return { index: i, clear };
  }
  return { index: 0, clear };
}
