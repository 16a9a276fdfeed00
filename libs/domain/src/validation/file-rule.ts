import { isFileRef, readProp } from '../questions/answer-values';
import { acceptsFileName, type FileRules } from '../questions/file-rules';

/**
 * Whether a non-empty upload answer keeps its question's rules: only files, at most maxFiles of
 * them, every extension accepted. Breaking any of them gets the generic message.
 */
export function keepsFileRules(value: unknown, rules: FileRules): boolean {
  if (!Array.isArray(value) || value.length === 0 || value.length > rules.maxFiles) return false;
  return value.every((file: unknown) => isFileRef(file) && acceptsFileName(rules, readProp(file, 'name') as string));
}
