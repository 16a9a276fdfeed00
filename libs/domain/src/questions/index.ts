export * from './question.types';
export { COUNTRIES } from './countries';
export { isCountryCode } from './country-codes';
export { US_STATES, isUsStateCode } from './us-states';
export { isEmptyAnswer, isFileRef, isFileList } from './answer-values';
export {
  QUESTION_ID_ALIASES,
  COMPOUND_ALIASES,
  PERSON_ENTRY_ALIASES,
  canonicalQuestionId,
  canonicalizeAnswers,
  isAliasId,
  type QuestionIdAlias,
} from './question-aliases';
export {
  FILE_RULES,
  DEFAULT_FILE_RULES,
  PERSON_ID_DOCUMENT_RULES,
  fileRulesFor,
  fileExtension,
  acceptsFileName,
  type FileRules,
} from './file-rules';
export { sortPickedFiles, type PickedFiles } from './picked-files';
export { VISIBILITY_RULES } from './visibility-rules';
export { isQuestionVisible, displayConditionFor, evaluateCondition } from './visibility';
export { placeholderFor } from './define-question';
export { WELCOME_QUESTION, APPLICATION_TYPE_QUESTION, ORGANIZATION_TYPE_QUESTION, SUBMIT_QUESTION } from './common.questions';
export { INDIVIDUAL_QUESTIONS } from './individual.questions';
export { CORPORATION_QUESTIONS } from './corporation.questions';
export { LLC_QUESTIONS } from './llc.questions';
export { PARTNERSHIP_QUESTIONS } from './partnership.questions';
export { TRUST_QUESTIONS } from './trust.questions';
export { INVESTMENT_QUESTIONS } from './investment.questions';
export { TYPE_QUESTIONS, QUESTION_SETS, questionsFor, findQuestion, type QuestionSetName } from './questions-for';
