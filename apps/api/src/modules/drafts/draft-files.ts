import { FILE_RULES, type FileRules } from '@quorum/domain';

/**
 * What a draft file may be: one file per request, of any type some file question of the wizard
 * takes. The question's own rules are checked again when the application's documents are uploaded.
 */
export const DRAFT_FILE_RULES: FileRules = {
  maxFiles: 1,
  acceptedFileTypes: [...new Set(Object.values(FILE_RULES).flatMap((rules) => rules.acceptedFileTypes))],
};

export const DRAFT_FILE_FIELDS: ReadonlySet<string> = new Set(['file']);
export const DRAFT_UPLOAD_FIELDS: ReadonlySet<string> = new Set(['slot']);
