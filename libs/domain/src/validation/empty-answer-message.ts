import { readProp } from '../questions/answer-values';
import type { Question } from '../questions/question.types';
import { questionFileRules } from './question-file-rules';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** Free-text follow-ups of an 'other' choice: 'corporationTypeOther', 'sourceOfFundsOther'. */
export function isOtherFollowUp(question: Question): boolean {
  const id = readProp(question, 'id');
  const kind = readProp(question, 'type');
  return typeof id === 'string' && id.endsWith('Other') && (kind === 'text' || kind === 'textarea');
}

/**
 * What an empty answer to a required question is told: the kind's own
 * "required" message where it has one, else 'This field is required to continue'. For text,
 * a missing value is "required" but a blank string is "Please fill out this field".
 */
export function emptyAnswerMessage(question: Question, value: unknown): string {
  if (isOtherFollowUp(question)) return M.OTHER_REQUIRED;
  switch (readProp(question, 'type')) {
    case 'email':
      return M.EMAIL_REQUIRED;
    case 'tel':
      return M.PHONE_REQUIRED;
    case 'url':
      return M.URL_REQUIRED;
    case 'fileUpload':
      return questionFileRules(question).maxFiles === 1 ? M.FILE_REQUIRED : M.FILES_REQUIRED;
    case 'yesNo':
      return M.YES_NO_REQUIRED;
    case 'dateOfBirth':
      return M.DATE_INVALID;
    case 'text':
      return typeof value === 'string' ? M.TEXT_REQUIRED : M.REQUIRED;
    default:
      return M.REQUIRED;
  }
}
