import { isFileList, isFileRef } from '../questions/answer-values';
import { findQuestion } from '../questions/questions-for';
import { isPersonListField } from './document-type';

const PERSON_LIST_KINDS: ReadonlySet<string> = new Set(['multiShareholder', 'multiTrustee', 'multiBeneficiary']);

/**
 * Whether an answer is an upload: by its question's kind, or by its shape (one file, or a list
 * of files), so uploads under ids no definition knows are never sent as fields either.
 */
export function isFileAnswer(fieldId: string, value: unknown): boolean {
  return findQuestion(fieldId)?.type === 'fileUpload' || isFileRef(value) || isFileList(value);
}

/** Whether an answer is a list of people whose ID documents are uploaded separately. */
export function isPersonListAnswer(fieldId: string, value: unknown): value is readonly unknown[] {
  if (!Array.isArray(value)) return false;
  const kind = findQuestion(fieldId)?.type;
  return isPersonListField(fieldId) || (kind !== undefined && PERSON_LIST_KINDS.has(kind));
}
