import {
  APPLICATION_TYPES,
  canonicalizeAnswers,
  isEmptyAnswer,
  isQuestionVisible,
  questionsFor,
  validateAnswer,
  VALIDATION_MESSAGES,
  type FileRef,
  type Question,
} from '@quorum/domain';
import { fail, type Result } from '../../lib/http/result';

export const CORRECT_ANSWERS_MESSAGE = 'Please correct the highlighted answers';
const UNKNOWN_TYPE_MESSAGE = 'Please choose how you are applying: Individual, Entity or Investment';

// Steps that collect nothing, and uploads, which arrive in the calls after the submission.
const NOT_ANSWERED_HERE: ReadonlySet<string> = new Set(['welcome', 'submit', 'information', 'fileUpload']);
const PERSON_LIST_KINDS: ReadonlySet<string> = new Set(['multiShareholder', 'multiTrustee', 'multiBeneficiary']);

/**
 * Person lists arrive without their ID documents (they are uploaded next), so
 * each person is validated with a stand-in document: every other person rule (name, ID number,
 * ownership) still applies, and the real files are checked by the upload.
 */
const PENDING_ID_DOCUMENT: FileRef = Object.freeze({ name: 'id-document-to-follow.pdf', size: 1 });

export function isPersonListQuestion(question: Question): boolean {
  return PERSON_LIST_KINDS.has(question.type);
}

function withPendingDocuments(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((person: unknown) => (typeof person === 'object' && person !== null && !Array.isArray(person) ? { ...person, idDocuments: [PENDING_ID_DOCUMENT] } : person));
}

/** What we keep of a person: name, ownership and ID number; idDocuments and anything else are dropped. */
function keptPerson(person: unknown): Record<string, unknown> {
  const entry = person as Record<string, unknown>;
  const idNumber = typeof entry['idNumber'] === 'number' ? String(entry['idNumber']) : entry['idNumber'];
  return {
    name: typeof entry['name'] === 'string' ? entry['name'].trim() : entry['name'],
    ...(isEmptyAnswer(entry['ownershipPercentage']) ? {} : { ownershipPercentage: entry['ownershipPercentage'] }),
    idNumber: typeof idNumber === 'string' ? idNumber.trim() : idNumber,
  };
}

export interface ValidatedSubmission {
  /** Canonical answers to visible questions only (data minimisation); no uploads. */
  answers: Record<string, unknown>;
  questions: Question[];
}

/**
 * The server-side check of a submission (docs/flows/wizard.md): the question list is rebuilt
 * from the answers, every visible question is validated with the wizard's own rules (files
 * excepted, see above), and answers to hidden or unknown questions are dropped.
 */
export function validateSubmission(rawAnswers: Readonly<Record<string, unknown>>, now: Date): Result<{ submission: ValidatedSubmission }> {
  const answers = canonicalizeAnswers(rawAnswers);
  if (!(APPLICATION_TYPES as readonly unknown[]).includes(answers['entityType'])) {
    return fail(400, UNKNOWN_TYPE_MESSAGE, { entityType: isEmptyAnswer(answers['entityType']) ? VALIDATION_MESSAGES.REQUIRED : VALIDATION_MESSAGES.GENERIC });
  }
  const questions = questionsFor(answers);
  const errors: Record<string, string> = {};
  const kept = new Map<string, unknown>();
  for (const question of questions) {
    if (NOT_ANSWERED_HERE.has(question.type) || !isQuestionVisible(question, answers)) continue;
    const value = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    const personList = isPersonListQuestion(question);
    const result = validateAnswer(question, personList ? withPendingDocuments(value) : value, now);
    if (!result.ok) {
      errors[question.id] = result.message;
      continue;
    }
    if (isEmptyAnswer(value)) continue;
    kept.set(question.id, personList ? (value as unknown[]).map(keptPerson) : value);
  }
  if (Object.keys(errors).length > 0) return fail(400, CORRECT_ANSWERS_MESSAGE, errors);
  return { ok: true, submission: { answers: Object.fromEntries(kept), questions } };
}
