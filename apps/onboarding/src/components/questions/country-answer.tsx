import { COUNTRIES } from '@quorum/domain';
import type { AnswerControlProps } from './answer-control.types';
import { SelectAnswer } from './select-answer';

/** The Entity form's country select: the 249 names load with this control only. */
export function CountryAnswer(props: AnswerControlProps) {
  return <SelectAnswer {...props} options={COUNTRIES} prompt="Select a country" />;
}
