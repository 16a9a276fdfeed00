import { SCREENING_SOURCE_LABELS } from '@quorum/domain';
import { countryCode } from './country-codes';
import { dateOrNull, ofacBirthDates, ofacPublishDate } from './list-dates';
import type { ListEntry, ListFile, ParsedList } from './list-entry';
import { joinNames, ofacKind } from './ofac-names';
import { unique } from './read-limits';
import { childText, descendants, readXmlRecords, type XmlNode } from './xml-records';

/** OFAC's sdn.xml (the classic format, root <sdnList>), read entry by entry. */
export async function parseOfacXml(file: ListFile): Promise<ParsedList> {
  const entries: ListEntry[] = [];
  let publishDate: string | null = null;
  await readXmlRecords(file.path, file.fileName, {
    root: 'sdnList',
    describe: 'an OFAC SDN XML file',
    records: new Set(['sdnEntry']),
    texts: new Set(['Publish_Date']),
    onText: (_name, text) => {
      publishDate = ofacPublishDate(text);
    },
    onRecord: (record) => entries.push(toEntry(record)),
  });
  const version = publishDate ?? 'unknown';
  return { header: { name: SCREENING_SOURCE_LABELS['ofac-sdn'], version, publishedAt: dateOrNull(publishDate) }, entries };
}

function toEntry(record: XmlNode): ListEntry {
  const name = (node: XmlNode) => joinNames(childText(node, 'firstName'), childText(node, 'lastName'));
  const countries = (list: string, item: string) => descendants(record, list, item).map((node) => childText(node, 'country')).filter(Boolean);
  const programs = descendants(record, 'programList', 'program').map((node) => node.text.trim()).filter(Boolean);
  return {
    externalId: childText(record, 'uid'),
    kind: ofacKind(childText(record, 'sdnType')),
    name: name(record),
    aliases: unique(descendants(record, 'akaList', 'aka').map(name).filter(Boolean)),
    birthDates: unique(descendants(record, 'dateOfBirthList', 'dateOfBirthItem').flatMap((node) => ofacBirthDates(childText(node, 'dateOfBirth')))),
    nationalities: unique([...countries('nationalityList', 'nationality'), ...countries('citizenshipList', 'citizenship')].map(countryCode)),
    topics: ['sanction', ...programs],
    details: { programs, title: childText(record, 'title') || undefined, remarks: childText(record, 'remarks') || undefined },
  };
}
