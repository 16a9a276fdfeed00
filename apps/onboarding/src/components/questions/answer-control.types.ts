import type { Question } from '@quorum/domain';

/** The element ids of one question step, so controls can point at its heading, text and message. */
export interface StepIds {
  heading: string;
  subtext: string;
  error: string;
}

export function stepIdsOf(questionId: string): StepIds {
  return { heading: `${questionId}-heading`, subtext: `${questionId}-subtext`, error: `${questionId}-error` };
}

/** What every answer control gets: the question, its answer, its message and a way to change it. */
export interface AnswerControlProps {
  question: Question;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  ids: StepIds;
  /** The placeholder for this application (it may vary by organisation type). */
  placeholder: string | undefined;
}

/** aria-describedby of a control: the question's subtext and, when shown, its message. */
export function describedBy(ids: StepIds, question: Question, error: string | undefined): string | undefined {
  const parts = [question.subtext ? ids.subtext : undefined, error ? ids.error : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The attribute the step looks for when it moves focus into a control. */
export const AUTOFOCUS = { 'data-autofocus': true } as const;
