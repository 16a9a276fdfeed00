import { isEmptyAnswer, readProp } from '../questions/answer-values';
import { isCountryCode } from '../questions/country-codes';
import { APPLICATION_TYPES, type Question } from '../questions/question.types';
import { isUsStateCode } from '../questions/us-states';
import { dateMessage } from './date-rule';
import { isWellFormedEmail } from './email-rule';
import { emptyAnswerMessage } from './empty-answer-message';
import { keepsFileRules } from './file-rule';
import { personListMessage } from './person-list-rule';
import { phoneMessage } from './phone-rule';
import { questionFileRules } from './question-file-rules';
import { isNoWebsite, isWebsiteUrl } from './url-rule';
import { invalid, VALID, VALIDATION_MESSAGES as M, type ValidationResult } from './validation-messages';

const NUMERIC = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?\s*$/i;
// Steps that show text or collect nothing: never block Next.
const NO_ANSWER_KINDS: ReadonlySet<unknown> = new Set(['welcome', 'submit', 'information']);

/**
 * Checks one answer on Next. Optional questions may be empty; empty required
 * answers get their kind's "required" message; then the kind's own rule. `now` is the clock for
 * date checks. Never throws, whatever `value` holds.
 */
export function validateAnswer(question: Question, value: unknown, now: Date): ValidationResult {
  const kind = readProp(question, 'type');
  if (NO_ANSWER_KINDS.has(kind)) return VALID;
  if (isEmptyAnswer(value)) {
    return readProp(question, 'optional') === true ? VALID : invalid(emptyAnswerMessage(question, value));
  }
  const message = kindMessage(question, kind, value, now);
  return message === undefined ? VALID : invalid(message);
}

function kindMessage(question: Question, kind: unknown, value: unknown, now: Date): string | undefined {
  switch (kind) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' ? undefined : M.GENERIC;
    case 'email':
      return typeof value === 'string' && isWellFormedEmail(value) ? undefined : M.EMAIL_INVALID;
    case 'tel':
      return typeof value === 'string' ? phoneMessage(value) : M.PHONE_INVALID;
    case 'url':
      return typeof value === 'string' && (isNoWebsite(value) || isWebsiteUrl(value)) ? undefined : M.URL_INVALID;
    case 'dateOfBirth':
      return typeof value === 'string' ? dateMessage(value, now) : M.DATE_INVALID;
    case 'yesNo':
      return value === 'yes' || value === 'no' ? undefined : M.YES_NO_REQUIRED;
    case 'number':
      return isNumeric(value) ? undefined : M.GENERIC;
    case 'radio':
      return isOneOfOptions(question, value) ? undefined : M.GENERIC;
    case 'applicationType':
      return (APPLICATION_TYPES as readonly unknown[]).includes(value) ? undefined : M.GENERIC;
    case 'stateSelect':
      return isUsStateCode(value) ? undefined : M.GENERIC;
    case 'countrySelect':
      return isCountryCode(value) ? undefined : M.GENERIC;
    case 'address':
      // No check beyond "required" (see looksLikeCompleteAddress).
      return undefined;
    case 'fileUpload':
      return keepsFileRules(value, questionFileRules(question)) ? undefined : M.GENERIC;
    case 'multiShareholder':
    case 'multiTrustee':
    case 'multiBeneficiary':
      return personListMessage(value);
    default:
      // An unknown kind has no rule to break; blocking the applicant would be worse.
      return undefined;
  }
}

function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMERIC.test(value) && Number.isFinite(Number(value));
}

/** One of the question's option values; any non-blank string when it lists no options. */
function isOneOfOptions(question: Question, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const options = readProp(question, 'options');
  if (!Array.isArray(options) || options.length === 0) return true;
  return options.some((option: unknown) => readProp(option, 'value') === value);
}
