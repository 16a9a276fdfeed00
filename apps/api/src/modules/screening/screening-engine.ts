import type { ScreeningSource } from '@quorum/domain';
import { ListFormatError, type ListFile, type ParsedList } from './lists/list-entry';
import { parseList } from './lists/parse-list';
import { matcher, MATCH_THRESHOLD } from './matching/matcher';

/**
 * The one place the rest of the module reaches the parsers (lists/) and the matcher (matching/),
 * so their contracts (lists/list-entry.ts, matching/screened-person.ts) are met in one file.
 */
export { matcher, MATCH_THRESHOLD };

export type ParsedListOutcome = { ok: true; list: ParsedList } | { ok: false; message: string };

/**
 * Parses uploaded list files, a file that is not what its source says coming back as a value with
 * the parser's message: the value crosses the worker boundary intact, where an error's class would not.
 */
export async function parseListFiles(source: ScreeningSource, files: readonly ListFile[]): Promise<ParsedListOutcome> {
  try {
    return { ok: true, list: await parseList(source, files) };
  } catch (error) {
    if (error instanceof ListFormatError) return { ok: false, message: error.message };
    throw error;
  }
}
