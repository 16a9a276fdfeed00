import { asText, isEmptyAnswer, isRecord, readProp } from '../questions/answer-values';
import { PERSON_ID_DOCUMENT_RULES } from '../questions/file-rules';
import { keepsFileRules } from './file-rule';
import { VALIDATION_MESSAGES } from './validation-messages';

const MAX_PERCENT = 100;
// Percentages like 33.33 + 33.33 + 33.34 must not trip the total over floating-point dust.
const TOTAL_TOLERANCE = 1e-9;

// Digits with an optional decimal part: nothing in it can match the same text two ways.
const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * A percentage as entered (a number or a numeric string such as " 40 % "), or undefined when not a
 * number. Spaces and the % sign are trimmed in code, not by the pattern: `\s*%?\s*$` backtracks
 * over a long run of spaces from every split of it (a 1 MB answer took minutes on the server).
 */
export function readPercentage(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  const digits = (trimmed.endsWith('%') ? trimmed.slice(0, -1) : trimmed).trimEnd();
  return DECIMAL.test(digits) ? Number(digits) : undefined;
}

function idNumberOf(person: Record<string, unknown>): string | undefined {
  const idNumber = readProp(person, 'idNumber');
  return typeof idNumber === 'number' && Number.isFinite(idNumber) ? String(idNumber) : asText(idNumber);
}

/**
 * The person-list rules (multiShareholder, multiTrustee, multiBeneficiary), which are ours:
 * every person has a name and an ID number; an ownership percentage, where given, is a
 * number from 0 to 100 and all of them add up to at most 100; every person has at least one ID
 * document, within the ID-scan rules. Checked person by person, first problem first.
 */
export function personListMessage(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return VALIDATION_MESSAGES.GENERIC;
  let total = 0;
  for (const person of value as unknown[]) {
    if (!isRecord(person)) return VALIDATION_MESSAGES.GENERIC;
    if (asText(readProp(person, 'name')) === undefined) return VALIDATION_MESSAGES.PERSON_NAME_REQUIRED;
    if (idNumberOf(person) === undefined) return VALIDATION_MESSAGES.PERSON_ID_NUMBER_REQUIRED;
    const ownership = readProp(person, 'ownershipPercentage');
    if (!isEmptyAnswer(ownership)) {
      const percent = readPercentage(ownership);
      if (percent === undefined || percent < 0 || percent > MAX_PERCENT) return VALIDATION_MESSAGES.PERSON_OWNERSHIP_INVALID;
      total += percent;
    }
    const documents = readProp(person, 'idDocuments');
    if (isEmptyAnswer(documents)) return VALIDATION_MESSAGES.PERSON_ID_DOCUMENT_REQUIRED;
    if (!keepsFileRules(documents, PERSON_ID_DOCUMENT_RULES)) return VALIDATION_MESSAGES.PERSON_ID_DOCUMENT_INVALID;
  }
  if (total > MAX_PERCENT + TOTAL_TOLERANCE) return VALIDATION_MESSAGES.PERSON_OWNERSHIP_TOTAL;
  return undefined;
}
