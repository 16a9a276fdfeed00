import { createReadStream } from 'node:fs';
import { CsvError, parse } from 'csv-parse';
import { ListFormatError } from './list-entry';
import { MAX_FIELD_CHARS } from './read-limits';

/**
 * Reads a CSV file as a stream with csv-parse (a linear state machine), row by row, as arrays.
 * A record longer than the field cap, or a file that is not CSV, is refused as the list's error.
 */
export async function* readCsvRows(path: string, describe: string): AsyncGenerator<string[]> {
  const parser = createReadStream(path).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: MAX_FIELD_CHARS, relax_quotes: false }),
  );
  try {
    for await (const row of parser) yield row as string[];
  } catch (error) {
    parser.destroy();
    if (error instanceof CsvError) throw new ListFormatError(`This is not ${describe}: ${error.message}`);
    throw error;
  }
}

/** OFAC writes '-0-' (often with a trailing space) for an empty field. */
export function ofacField(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  return trimmed === '-0-' ? '' : trimmed;
}
