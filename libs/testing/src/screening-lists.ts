// Small sanctions and PEP list files in each official format, as the publishers lay them out:
// the API's screening specs, the browser tests and the bench build their lists here.

/** A listed person, written into OFAC's sdn.xml, the UN consolidated list or OpenSanctions' targets.simple.csv. */
export interface ListedPerson {
  id: string;
  firstName: string;
  lastName: string;
  aliases?: Array<{ firstName: string; lastName: string }>;
  /** As the list writes it: OFAC '17 May 1980', the UN and OpenSanctions '1980-05-17'. */
  birthDate?: string;
  nationality?: string;
  programme?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function ofacSdnXml(publishDate: string, people: readonly ListedPerson[]): Buffer {
  const entries = people.map(
    (person) => `  <sdnEntry>
    <uid>${person.id}</uid>
    <firstName>${escape(person.firstName)}</firstName>
    <lastName>${escape(person.lastName)}</lastName>
    <sdnType>Individual</sdnType>
    <programList><program>${person.programme ?? 'SDGT'}</program></programList>
    <akaList>${(person.aliases ?? [])
      .map((alias, index) => `<aka><uid>${person.id}${index}</uid><type>a.k.a.</type><category>strong</category><lastName>${escape(alias.lastName)}</lastName><firstName>${escape(alias.firstName)}</firstName></aka>`)
      .join('')}</akaList>
    ${person.birthDate ? `<dateOfBirthList><dateOfBirthItem><uid>1${person.id}</uid><dateOfBirth>${person.birthDate}</dateOfBirth><mainEntry>true</mainEntry></dateOfBirthItem></dateOfBirthList>` : ''}
    ${person.nationality ? `<nationalityList><nationality><uid>2${person.id}</uid><country>${escape(person.nationality)}</country><mainEntry>true</mainEntry></nationality></nationalityList>` : ''}
  </sdnEntry>`,
  );
  return Buffer.from(`<?xml version="1.0" standalone="yes"?>
<sdnList xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/XML">
  <publshInformation><Publish_Date>${publishDate}</Publish_Date><Record_Count>${people.length}</Record_Count></publshInformation>
${entries.join('\n')}
</sdnList>
`);
}

export function unConsolidatedXml(dateGenerated: string, people: readonly ListedPerson[]): Buffer {
  const individuals = people.map(
    (person) => `    <INDIVIDUAL>
      <DATAID>${person.id}</DATAID><VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>${escape(person.firstName)}</FIRST_NAME><SECOND_NAME>${escape(person.lastName)}</SECOND_NAME>
      <UN_LIST_TYPE>${person.programme ?? 'DPRK'}</UN_LIST_TYPE><REFERENCE_NUMBER>KPi.${person.id}</REFERENCE_NUMBER><LISTED_ON>2017-06-02</LISTED_ON>
      <NATIONALITY>${person.nationality ? `<VALUE>${escape(person.nationality)}</VALUE>` : ''}</NATIONALITY>
      ${(person.aliases ?? []).map((alias) => `<INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>${escape(`${alias.firstName} ${alias.lastName}`)}</ALIAS_NAME></INDIVIDUAL_ALIAS>`).join('')}
      ${person.birthDate ? `<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>${person.birthDate}</DATE></INDIVIDUAL_DATE_OF_BIRTH>` : ''}
    </INDIVIDUAL>`,
  );
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" dateGenerated="${dateGenerated}">
  <INDIVIDUALS>
${individuals.join('\n')}
  </INDIVIDUALS>
  <ENTITIES></ENTITIES>
</CONSOLIDATED_LIST>
`);
}

/** OFAC's CSV release: sdn.csv (names as 'LAST, First', facts in the remarks) and alt.csv (other names); no header rows, '-0-' for empty. */
export function ofacSdnCsv(people: readonly ListedPerson[]): { sdn: Buffer; alt: Buffer } {
  const remarks = (person: ListedPerson) => [person.birthDate ? `DOB ${person.birthDate}` : '', person.nationality ? `nationality ${person.nationality}` : ''].filter(Boolean).join('; ');
  const sdn = people.map((person) => `${person.id},"${person.lastName.toUpperCase()}, ${person.firstName}","individual","${person.programme ?? 'SDGT'}",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"${remarks(person) || '-0- '}"`);
  const alt = people.flatMap((person) => (person.aliases ?? []).map((alias, index) => `${person.id},${index + 1},"aka","${alias.lastName.toUpperCase()}, ${alias.firstName}",-0- `));
  return { sdn: Buffer.from(`${sdn.join('\r\n')}\r\n\u001a\r\n`), alt: Buffer.from(`${alt.join('\r\n')}\r\n`) };
}

const OPENSANCTIONS_HEADER = 'id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,dataset,first_seen,last_seen,last_change';

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** `dataset` marks a PEP list the way OpenSanctions names its PEP datasets ('Every Politician'). */
export function openSanctionsCsv(lastChange: string, people: ReadonlyArray<ListedPerson & { dataset?: string }>): Buffer {
  const rows = people.map((person) =>
    [
      person.id,
      'Person',
      `${person.firstName} ${person.lastName}`,
      (person.aliases ?? []).map((alias) => `${alias.firstName} ${alias.lastName}`).join(';'),
      person.birthDate ?? '',
      person.nationality ?? '',
      '',
      '',
      person.dataset ? '' : 'Sanctioned by the test authority',
      '',
      '',
      person.dataset ?? 'Test Sanctions',
      '2024-01-01T00:00:00',
      lastChange,
      lastChange,
    ]
      .map(csvCell)
      .join(','),
  );
  return Buffer.from(`${OPENSANCTIONS_HEADER}\n${rows.join('\n')}\n`);
}
