import { SCREENING_SOURCE_LABELS } from '@quorum/domain';
import { countryCode } from './country-codes';
import { dateOrNull, isoDateOrYear, isYear } from './list-dates';
import type { ListEntry, ListFile, ParsedList } from './list-entry';
import { joinNames } from './ofac-names';
import { unique } from './read-limits';
import { child, childText, descendants, readXmlRecords, type XmlNode } from './xml-records';

/** The UN Security Council consolidated list (root <CONSOLIDATED_LIST dateGenerated="…">). */
export async function parseUnXml(file: ListFile): Promise<ParsedList> {
  const entries: ListEntry[] = [];
  let generated = '';
  await readXmlRecords(file.path, file.fileName, {
    root: 'CONSOLIDATED_LIST',
    describe: 'a UN Security Council consolidated list XML file',
    records: new Set(['INDIVIDUAL', 'ENTITY']),
    onRoot: (attributes) => {
      generated = attributes['dateGenerated']?.trim() ?? '';
    },
    onRecord: (record) => entries.push(record.name === 'INDIVIDUAL' ? toPerson(record) : toEntity(record)),
  });
  return {
    header: { name: SCREENING_SOURCE_LABELS['un-consolidated'], version: generated || 'unknown', publishedAt: dateOrNull(generated || null) },
    entries,
  };
}

function aliases(record: XmlNode, aliasElement: string): string[] {
  const listed = descendants(record, aliasElement).map((alias) => childText(alias, 'ALIAS_NAME'));
  // The name in its own script (Arabic, Korean, Cyrillic…) is one more way the person is written.
  return unique([...listed, childText(record, 'NAME_ORIGINAL_SCRIPT')].filter(Boolean));
}

function topics(record: XmlNode): string[] {
  const listType = childText(record, 'UN_LIST_TYPE');
  return listType ? ['sanction', listType] : ['sanction'];
}

function details(record: XmlNode): Record<string, unknown> {
  return { referenceNumber: childText(record, 'REFERENCE_NUMBER') || undefined, listedOn: childText(record, 'LISTED_ON') || undefined };
}

function birthDates(record: XmlNode): string[] {
  return descendants(record, 'INDIVIDUAL_DATE_OF_BIRTH').flatMap((item) => {
    const date = isoDateOrYear(childText(item, 'DATE'));
    if (date) return [date];
    const year = childText(item, 'YEAR');
    if (isYear(year)) return [year];
    const from = Number(childText(item, 'FROM_YEAR'));
    const to = Number(childText(item, 'TO_YEAR'));
    if (Number.isInteger(from) && Number.isInteger(to) && from > 0 && to >= from && to - from <= 10) {
      return Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
    }
    return [];
  });
}

function toPerson(record: XmlNode): ListEntry {
  const nationality = child(record, 'NATIONALITY');
  return {
    externalId: childText(record, 'DATAID'),
    kind: 'person',
    name: joinNames(...['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((field) => childText(record, field))),
    aliases: aliases(record, 'INDIVIDUAL_ALIAS'),
    birthDates: unique(birthDates(record)),
    nationalities: unique((nationality ? descendants(nationality, 'VALUE') : []).map((value) => value.text.trim()).filter(Boolean).map(countryCode)),
    topics: topics(record),
    details: details(record),
  };
}

function toEntity(record: XmlNode): ListEntry {
  return {
    externalId: childText(record, 'DATAID'),
    kind: 'entity',
    name: childText(record, 'FIRST_NAME'),
    aliases: aliases(record, 'ENTITY_ALIAS'),
    birthDates: [],
    nationalities: [],
    topics: topics(record),
    details: details(record),
  };
}
