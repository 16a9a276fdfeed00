import { SCREENING_SOURCE_LABELS } from '@quorum/domain';
import { stat } from 'node:fs/promises';
import { countryCode } from './country-codes';
import { readCsvRows } from './csv-rows';
import { dateOrNull, isoDateOrYear } from './list-dates';
import { ListFormatError, type ListEntry, type ListFile, type ParsedList } from './list-entry';
import { splitValues, unique } from './read-limits';

/** OpenSanctions' targets.simple.csv: a header row, then one target a row, multi-values split by ';'. */
const COLUMNS = [
  'id', 'schema', 'name', 'aliases', 'birth_date', 'countries', 'addresses', 'identifiers',
  'sanctions', 'phones', 'emails', 'dataset', 'first_seen', 'last_seen', 'last_change',
] as const;
type Column = (typeof COLUMNS)[number];

const KINDS: Record<string, ListEntry['kind']> = {
  Person: 'person',
  Organization: 'entity',
  Company: 'entity',
  LegalEntity: 'entity',
  PublicBody: 'entity',
  Vessel: 'vessel',
  Airplane: 'aircraft',
};

/** Words in a dataset's title or a target's id that mark a politically exposed person's list. */
const PEP_MARKS = ['pep', 'politically exposed', 'politician'];

export async function parseOpenSanctionsCsv(file: ListFile): Promise<ParsedList> {
  const entries: ListEntry[] = [];
  let newestChange = '';
  let columnIndex: Map<Column, number> | null = null;
  for await (const row of readCsvRows(file.path, "OpenSanctions' targets.simple.csv")) {
    if (!columnIndex) {
      columnIndex = headerIndex(row);
      continue;
    }
    const index = columnIndex;
    const cell = (column: Column) => (row[index.get(column) ?? -1] ?? '').trim();
    const entry = toEntry(cell);
    if (!entry.externalId || !entry.name) continue;
    entries.push(entry);
    const change = cell('last_change');
    if (change > newestChange) newestChange = change;
  }
  // Without a change date in the rows, the file's own date stands for the version.
  const version = newestChange || (await stat(file.path)).mtime.toISOString();
  return { header: { name: SCREENING_SOURCE_LABELS.opensanctions, version, publishedAt: dateOrNull(version) }, entries };
}

function headerIndex(row: string[]): Map<Column, number> {
  const names = row.map((name) => name.trim().toLowerCase());
  const missing = COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    const shown = names.slice(0, 5).join(', ');
    throw new ListFormatError(`This is not OpenSanctions' targets.simple.csv: the header (${shown}…) lacks ${missing.join(', ')}.`);
  }
  return new Map(COLUMNS.map((column) => [column, names.indexOf(column)]));
}

function toEntry(cell: (column: Column) => string): ListEntry {
  const id = cell('id');
  const sanctions = splitValues(cell('sanctions'));
  const datasets = splitValues(cell('dataset'));
  const marksPep = [id, ...datasets].some((text) => PEP_MARKS.some((mark) => text.toLowerCase().includes(mark)));
  const topics = [...(sanctions.length > 0 ? ['sanction'] : []), ...(marksPep ? ['pep'] : [])];
  return {
    externalId: id,
    kind: KINDS[cell('schema')] ?? 'unknown',
    name: cell('name'),
    aliases: unique(splitValues(cell('aliases'))),
    birthDates: unique(splitValues(cell('birth_date')).map(isoDateOrYear).filter((date): date is string => date !== null)),
    nationalities: unique(splitValues(cell('countries')).map(countryCode)),
    topics,
    details: { schema: cell('schema'), datasets, sanctions, identifiers: splitValues(cell('identifiers')) },
  };
}
