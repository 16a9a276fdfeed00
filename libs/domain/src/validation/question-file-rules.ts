import { readProp } from '../questions/answer-values';
import { fileRulesFor, type FileRules } from '../questions/file-rules';
import type { Question } from '../questions/question.types';

/**
 * The upload rules of a question: its own maxFiles and acceptedFileTypes where set, else the file
 * table's row for its id, so a hand-built { id, type, question } gets the table's limits.
 */
export function questionFileRules(question: Question): FileRules {
  const id = readProp(question, 'id');
  const table = fileRulesFor(typeof id === 'string' ? id : '');
  const maxFiles = readProp(question, 'maxFiles');
  const accepted = readProp(question, 'acceptedFileTypes');
  return {
    maxFiles: typeof maxFiles === 'number' && Number.isInteger(maxFiles) && maxFiles > 0 ? maxFiles : table.maxFiles,
    acceptedFileTypes: Array.isArray(accepted) ? (accepted as readonly string[]) : table.acceptedFileTypes,
  };
}
