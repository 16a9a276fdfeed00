import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListFormatError, type ListEntry, type ListFile } from './list-entry';
import {
  OFAC_ADD_CSV,
  OFAC_ALT_CSV,
  OFAC_SDN_CSV,
  OFAC_SDN_XML,
  OPENSANCTIONS_CSV,
  OPENSANCTIONS_HEADER_ONLY,
  UN_CONSOLIDATED_XML,
} from './list-fixtures';
import { parseList } from './parse-list';

let folder: string;
let count = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'screening-lists-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function file(fileName: string, content: string): Promise<ListFile> {
  count += 1;
  const path = join(folder, `${count}-${fileName}`);
  await writeFile(path, content);
  return { path, fileName };
}

function byId(entries: ListEntry[], id: string): ListEntry {
  const entry = entries.find((candidate) => candidate.externalId === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return entry;
}

describe('parseList: OFAC SDN', () => {
  it('reads sdn.xml: names in reading order, aliases, dates of birth, nationalities as codes, programmes', async () => {
    const { header, entries } = await parseList('ofac-sdn', [await file('sdn.xml', OFAC_SDN_XML)]);
    expect(header).toEqual({ name: expect.stringContaining('OFAC'), version: '2026-11-20', publishedAt: new Date('2026-11-20') });
    expect(entries).toHaveLength(3);
    expect(byId(entries, '7001')).toEqual({
      externalId: '7001',
      kind: 'person',
      name: 'Ivan Sergeyevich PETROV',
      aliases: ['Иван Петров', 'Vanya PETROFF'],
      birthDates: ['1971-03-14', '1972'],
      nationalities: ['ru', 'cy'],
      topics: ['sanction', 'RUSSIA-EO14024'],
      details: expect.objectContaining({ programs: ['RUSSIA-EO14024'] }),
    });
    expect(byId(entries, '7002')).toMatchObject({ kind: 'entity', name: 'NORTHERN STAR SHIPPING LLC', aliases: ['POLAR STAR TRADING'], topics: ['sanction', 'IRAN', 'SDGT'] });
    expect(byId(entries, '7003')).toMatchObject({ kind: 'vessel', name: 'SEA BREEZE' });
  });

  it('reads the CSV set: LAST, First becomes First LAST, remarks give the date of birth and nationality', async () => {
    const files = [await file('alt.csv', OFAC_ALT_CSV), await file('SDN.CSV', OFAC_SDN_CSV), await file('add.csv', OFAC_ADD_CSV)];
    const { header, entries } = await parseList('ofac-sdn', files);
    expect(header.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entries).toHaveLength(3);
    expect(byId(entries, '7001')).toMatchObject({
      kind: 'person',
      name: 'Ivan Sergeyevich PETROV',
      aliases: ['Иван ПЕТРОВ', 'Vanya PETROFF'],
      birthDates: ['1971-03-14', '1972'],
      nationalities: ['ru', 'cy'],
    });
    expect(byId(entries, '7002')).toMatchObject({
      kind: 'entity',
      name: 'NORTHERN STAR SHIPPING LLC',
      aliases: ['POLAR STAR TRADING'],
      topics: ['sanction', 'IRAN', 'SDGT'],
      details: expect.objectContaining({ addresses: ['12 Harbour Road, Bandar Abbas, Iran'] }),
    });
    expect(byId(entries, '7003')).toMatchObject({ kind: 'vessel', aliases: [], details: expect.objectContaining({ vesselFlag: 'Iran' }) });
  });

  it('refuses a CSV set without sdn.csv, and a file of another shape', async () => {
    await expect(parseList('ofac-sdn', [await file('alt.csv', OFAC_ALT_CSV)])).rejects.toThrow('The OFAC CSV set needs sdn.csv');
    await expect(parseList('ofac-sdn', [await file('sdn.csv', OPENSANCTIONS_CSV)])).rejects.toThrow(
      "This is not OFAC's sdn.csv: row 1 has 15 columns, where sdn.csv has 12.",
    );
  });
});

describe('parseList: UN consolidated list', () => {
  it('reads individuals with their names joined, aliases, the original script, dates and nationalities, and entities', async () => {
    const { header, entries } = await parseList('un-consolidated', [await file('consolidated.xml', UN_CONSOLIDATED_XML)]);
    expect(header).toMatchObject({ version: '2026-11-21T09:30:00.000Z', publishedAt: new Date('2026-11-21T09:30:00.000Z') });
    expect(entries.map((entry) => entry.kind)).toEqual(['person', 'person', 'entity']);
    expect(byId(entries, '6908001')).toEqual({
      externalId: '6908001',
      kind: 'person',
      name: 'ABDUL RAHMAN AL-HAMDANI',
      aliases: ['Abu Yusuf', 'Abdulrahman Hamdani', 'عبد الرحمن الحمداني'],
      birthDates: ['1968-02-03', '1969'],
      nationalities: ['iq', 'sy'],
      topics: ['sanction', 'Al-Qaida'],
      details: { referenceNumber: 'QDi.999', listedOn: '2015-06-01' },
    });
    expect(byId(entries, '6908002')).toMatchObject({ name: 'RI WON HO', birthDates: ['1962', '1963', '1964'], nationalities: ['kp'] });
    expect(byId(entries, '110001')).toMatchObject({ name: 'GREEN CRESCENT RELIEF FOUNDATION', aliases: ['Green Crescent Aid'], birthDates: [] });
  });
});

describe('parseList: OpenSanctions', () => {
  it('reads targets.simple.csv: kinds from the schema, multi-values, PEPs by their dataset, the newest change as version', async () => {
    const { header, entries } = await parseList('opensanctions', [await file('targets.simple.csv', OPENSANCTIONS_CSV)]);
    expect(header).toMatchObject({ version: '2026-11-20T10:15:00', publishedAt: new Date('2026-11-20T10:15:00') });
    expect(entries.map((entry) => entry.kind)).toEqual(['person', 'person', 'entity', 'vessel', 'person']);
    expect(byId(entries, 'NK-abc123')).toMatchObject({
      aliases: ['Иван Петров', 'Ivan Petroff'],
      birthDates: ['1971-03-14'],
      nationalities: ['ru', 'cy'],
      topics: ['sanction'],
    });
    expect(byId(entries, 'Q123456')).toMatchObject({ name: 'Maria Fernández López', birthDates: ['1965'], topics: ['pep'] });
    // Neither sanctioned nor from a PEP dataset: the columns say nothing more, and neither does the entry.
    expect(byId(entries, 'NK-jkl000').topics).toEqual([]);
  });
});

describe('parseList: files that are not the list', () => {
  it.each([
    ['a web page as sdn.xml', 'ofac-sdn', 'sdn.xml', '<!DOCTYPE html><html><body>Not found</body></html>', 'This is not an OFAC SDN XML file: its root element is <html>, not <sdnList>.'],
    ['the OFAC file as the UN list', 'un-consolidated', 'consolidated.xml', OFAC_SDN_XML, 'This is not a UN Security Council consolidated list XML file: its root element is <sdnList>'],
    ['CSV as the UN list', 'un-consolidated', 'consolidated.xml', 'name,dob\nIvan,1970', 'This is not a UN Security Council consolidated list XML file: consolidated.xml is not well-formed XML'],
    ['a cut-off UN list', 'un-consolidated', 'consolidated.xml', '<CONSOLIDATED_LIST dateGenerated="2026-01-01"><INDIVIDUALS>', 'is not well-formed XML (1:59: unclosed tag: INDIVIDUALS)'],
    ['an empty file', 'un-consolidated', 'consolidated.xml', '', 'This is not a UN Security Council consolidated list XML file: consolidated.xml'],
    ['a UN list without entries', 'un-consolidated', 'consolidated.xml', '<CONSOLIDATED_LIST dateGenerated="2026-01-01"><INDIVIDUALS/></CONSOLIDATED_LIST>', 'consolidated.xml: the file holds no entries.'],
    ['other columns', 'opensanctions', 'targets.simple.csv', 'id,name\nQ1,Someone', "This is not OpenSanctions' targets.simple.csv: the header (id, name…) lacks schema, aliases"],
    ['a header without rows', 'opensanctions', 'targets.simple.csv', OPENSANCTIONS_HEADER_ONLY, 'targets.simple.csv: the file holds no entries.'],
    ['broken CSV quoting', 'opensanctions', 'targets.simple.csv', `${OPENSANCTIONS_HEADER_ONLY}\n"unclosed,quote`, "This is not OpenSanctions' targets.simple.csv"],
  ] as const)('refuses %s', async (_label, source, fileName, content, message) => {
    const failure = parseList(source, [await file(fileName, content)]);
    await expect(failure).rejects.toBeInstanceOf(ListFormatError);
    await expect(failure).rejects.toThrow(message);
  });

  it('refuses a field over 64 KB, in XML and in CSV', async () => {
    const long = 'A'.repeat(70 * 1024);
    const xml = `<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><DATAID>1</DATAID><FIRST_NAME>${long}</FIRST_NAME></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>`;
    await expect(parseList('un-consolidated', [await file('consolidated.xml', xml)])).rejects.toThrow('<FIRST_NAME> holds more than 64 KB of text');
    const csv = `${OPENSANCTIONS_HEADER_ONLY}\nQ1,Person,${long},,,,,,,,,,,,`;
    await expect(parseList('opensanctions', [await file('targets.simple.csv', csv)])).rejects.toBeInstanceOf(ListFormatError);
  });

  it('asks for one file where the source has one', async () => {
    const files = [await file('a.xml', UN_CONSOLIDATED_XML), await file('b.xml', UN_CONSOLIDATED_XML)];
    await expect(parseList('un-consolidated', files)).rejects.toThrow('Upload one file for the UN consolidated list, not 2.');
  });
});
