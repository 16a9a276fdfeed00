import { entriesOf, isRecord } from '../questions/answer-values';
import { canonicalizeAnswers } from '../questions/question-aliases';
import { isFileAnswer, isPersonListAnswer } from './answer-kinds';

export type SubmissionField = [name: string, value: string];

/**
 * The multipart fields of POST /api/join/submit: every non-file answer, text
 * as is, everything else as JSON; person lists without their idDocuments. Uploads, undefined and
 * null are left out (the uploads follow, see fileFieldsOf). Answers are canonicalized first, so
 * the server receives one id per answer even when saved progress used aliases. Values JSON
 * cannot carry (functions, cycles) are left out rather than thrown; bigints are sent as digits
 * (quoted inside JSON).
 */
export function toSubmissionFields(answers: unknown): SubmissionField[] {
  const fields: SubmissionField[] = [];
  for (const [name, value] of entriesOf(canonicalizeAnswers(answers))) {
    if (value === undefined || value === null || isFileAnswer(name, value)) continue;
    if (typeof value === 'string' || typeof value === 'bigint') {
      fields.push([name, value.toString()]);
      continue;
    }
    const json = safeJson(isPersonListAnswer(name, value) ? value.map(withoutDocuments) : value);
    if (json !== undefined) fields.push([name, json]);
  }
  return fields;
}

function withoutDocuments(person: unknown): unknown {
  if (!isRecord(person)) return person;
  return Object.fromEntries(entriesOf(person).filter(([key]) => key !== 'idDocuments'));
}

function safeJson(value: unknown): string | undefined {
  try {
    const json: unknown = JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner));
    return typeof json === 'string' ? json : undefined;
  } catch {
    return undefined;
  }
}
