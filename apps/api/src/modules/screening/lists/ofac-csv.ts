import { SCREENING_SOURCE_LABELS } from '@quorum/domain';
import { stat } from 'node:fs/promises';
import { countryCode } from './country-codes';
import { readCsvRows, ofacField } from './csv-rows';
import { ofacBirthDates } from './list-dates';
import { ListFormatError, type ListEntry, type ListFile, type ParsedList } from './list-entry';
import { ofacKind, ofacPersonName } from './ofac-names';
import { unique } from './read-limits';

/**
 * OFAC's legacy CSV set: sdn.csv (the entries), alt.csv (their other names) and, when given,
 * add.csv (addresses). None has a header row; the last line may be a lone end-of-file mark.
 */
const SDN_COLUMNS = 12;
const ALT_COLUMNS = 5;
const ADD_COLUMNS = 6;
const END_OF_FILE = '\u001a';

export async function parseOfacCsv(files: readonly ListFile[]): Promise<ParsedList> {
  const sdn = findFile(files, 'sdn.csv');
  if (!sdn) throw new ListFormatError('The OFAC CSV set needs sdn.csv (alt.csv and add.csv go with it).');
  const entries = new Map<string, ListEntry>();
  for await (const row of rows(sdn, 'sdn.csv', SDN_COLUMNS)) {
    const entry = sdnEntry(row);
    entries.set(entry.externalId, entry);
  }
  const alt = findFile(files, 'alt.csv');
  if (alt) {
    for await (const [entNum, , altType, altName] of rows(alt, 'alt.csv', ALT_COLUMNS)) {
      const entry = entries.get(ofacField(entNum));
      const name = ofacField(altName);
      if (!entry || !name) continue;
      entry.aliases.push(entry.kind === 'person' ? ofacPersonName(name) : name);
      if (ofacField(altType)) entry.details['aliasTypes'] = unique([...((entry.details['aliasTypes'] as string[]) ?? []), ofacField(altType)]);
    }
  }
  const add = findFile(files, 'add.csv');
  if (add) {
    for await (const [entNum, , address, city, country] of rows(add, 'add.csv', ADD_COLUMNS)) {
      const entry = entries.get(ofacField(entNum));
      if (!entry) continue;
      const line = [ofacField(address), ofacField(city), ofacField(country)].filter(Boolean).join(', ');
      if (line) entry.details['addresses'] = [...((entry.details['addresses'] as string[]) ?? []), line];
    }
  }
  // The CSV set carries no publication date: the version is the day sdn.csv was written.
  const written = (await stat(sdn.path)).mtime;
  const version = written.toISOString().slice(0, 10);
  const list = [...entries.values()].map((entry) => ({ ...entry, aliases: unique(entry.aliases) }));
  return { header: { name: SCREENING_SOURCE_LABELS['ofac-sdn'], version, publishedAt: null }, entries: list };
}

function findFile(files: readonly ListFile[], name: string): ListFile | undefined {
  return files.find((file) => file.fileName.toLowerCase().endsWith(name));
}

async function* rows(file: ListFile, expected: string, columns: number): AsyncGenerator<string[]> {
  let line = 0;
  for await (const row of readCsvRows(file.path, `OFAC's ${expected}`)) {
    line += 1;
    if (row.length === 1 && (row[0] ?? '').trim() === END_OF_FILE) continue;
    if (row.length !== columns) {
      throw new ListFormatError(`This is not OFAC's ${expected}: row ${line} has ${row.length} columns, where ${expected} has ${columns}.`);
    }
    yield row;
  }
}

function sdnEntry(row: string[]): ListEntry {
  const [entNum, sdnName, sdnType, program, title, , , , , vesselFlag, , remarks] = row.map(ofacField);
  const kind = ofacKind(sdnType ?? '');
  const facts = remarkFacts(remarks ?? '');
  const programs = (program ?? '').split('] [').map((part) => part.replaceAll('[', '').replaceAll(']', '').trim()).filter(Boolean);
  return {
    externalId: entNum ?? '',
    kind,
    name: kind === 'person' ? ofacPersonName(sdnName ?? '') : (sdnName ?? ''),
    aliases: [],
    birthDates: unique(facts.birthDates),
    nationalities: unique(facts.nationalities.map(countryCode)),
    topics: ['sanction', ...programs],
    details: { programs, title: title || undefined, vesselFlag: vesselFlag || undefined, remarks: remarks || undefined },
  };
}

/** Remarks read like 'DOB 01 Jan 1970; POB Moscow; nationality Russia; citizen Russia; …'. */
function remarkFacts(remarks: string): { birthDates: string[]; nationalities: string[] } {
  const birthDates: string[] = [];
  const nationalities: string[] = [];
  for (const rawPart of remarks.split(';')) {
    let part = rawPart.trim();
    if (part.endsWith('.')) part = part.slice(0, -1);
    if (part.toLowerCase().startsWith('alt. ')) part = part.slice('alt. '.length);
    const lower = part.toLowerCase();
    if (lower.startsWith('dob ')) birthDates.push(...ofacBirthDates(part.slice(4)));
    else if (lower.startsWith('nationality ')) nationalities.push(part.slice('nationality '.length).trim());
    else if (lower.startsWith('citizen ')) nationalities.push(part.slice('citizen '.length).trim());
  }
  return { birthDates, nationalities };
}
