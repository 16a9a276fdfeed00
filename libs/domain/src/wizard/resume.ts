import { isEmptyAnswer } from '../questions/answer-values';
import { canonicalizeAnswers, canonicalQuestionId } from '../questions/question-aliases';
import type { Answers, Question } from '../questions/question.types';
import { nextIndex } from './navigation';

/** What saved progress tells the wizard when the applicant comes back. */
export interface SavedProgress {
  readonly answers: Answers;
  readonly submitReady?: boolean;
  readonly reviewCompleted?: boolean;
  readonly lastAnsweredId?: string;
}

/**
 * Where a returning applicant lands: the submit step when progress is marked
 * submit-ready or review-completed; otherwise the visible question after the last answered one
 * (lastAnsweredId when saved and still in the list, else the last question in order with a
 * non-empty answer); otherwise the start.
 */
export function resumeIndex(questions: readonly Question[], progress: SavedProgress): number {
  if (questions.length === 0) return 0;
  const answers = canonicalizeAnswers(progress?.answers);
  if (progress?.submitReady === true || progress?.reviewCompleted === true) {
    const submit = questions.findIndex((question) => question.type === 'submit');
    return submit >= 0 ? submit : questions.length - 1;
  }
  const last = lastAnsweredIndex(questions, progress?.lastAnsweredId, answers);
  return last < 0 ? 0 : nextIndex(questions, last, answers);
}

function lastAnsweredIndex(questions: readonly Question[], lastAnsweredId: unknown, answers: Record<string, unknown>): number {
  if (typeof lastAnsweredId === 'string') {
    const saved = questions.findIndex((question) => question.id === canonicalQuestionId(lastAnsweredId, answers['entityType']));
    if (saved >= 0) return saved;
  }
  for (let i = questions.length - 1; i >= 0; i -= 1) {
    const id = questions[i]?.id;
    if (id !== undefined && Object.hasOwn(answers, id) && !isEmptyAnswer(answers[id])) return i;
  }
  return -1;
}
