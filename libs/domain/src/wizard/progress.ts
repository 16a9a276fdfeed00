import { canonicalizeAnswers } from '../questions/question-aliases';
import type { Answers, Question } from '../questions/question.types';
import { isQuestionVisible } from '../questions/visibility';
import { clampIndex } from './navigation';

/**
 * How far along the applicant is, 0–100, counted over visible questions only so a branch that
 * hides questions does not make the bar jump: 0 on the first visible step, 100 on the last.
 */
export function progressPercent(questions: readonly Question[], index: number, answers: Answers): number {
  const canonical = canonicalizeAnswers(answers);
  const visible = questions.flatMap((question, i) => (isQuestionVisible(question, canonical) ? [i] : []));
  if (visible.length <= 1) return visible.length === 1 ? 100 : 0;
  const current = clampIndex(index, questions.length);
  const before = visible.filter((i) => i < current).length;
  return Math.round((Math.min(before, visible.length - 1) / (visible.length - 1)) * 100);
}
