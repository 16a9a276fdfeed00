import { ListFormatError, type ListFile, type ParseList, type ParsedList } from './list-entry';
import { parseOfacCsv } from './ofac-csv';
import { parseOfacXml } from './ofac-xml';
import { parseOpenSanctionsCsv } from './opensanctions-csv';
import { assertFileSize } from './read-limits';
import { parseUnXml } from './un-xml';

/**
 * Reads an uploaded list with the parser of its source. Every parser streams its file (saxes for
 * XML, csv-parse for CSV), so time grows with the file's size and memory with its entries only.
 * See docs/flows/screening.md.
 */
export const parseList: ParseList = async (source, files) => {
  if (files.length === 0) throw new ListFormatError('No file was given.');
  for (const file of files) await assertFileSize(file.path, file.fileName);
  const parsed = await parseBySource(source, files);
  if (parsed.entries.length === 0) throw new ListFormatError(`${files.map((file) => file.fileName).join(', ')}: the file holds no entries.`);
  return parsed;
};

function parseBySource(source: Parameters<ParseList>[0], files: readonly ListFile[]): Promise<ParsedList> {
  switch (source) {
    case 'ofac-sdn': {
      // The file set tells the format: OFAC publishes the same list as sdn.xml or as sdn.csv + alt.csv (+ add.csv).
      const xml = files.find((file) => file.fileName.toLowerCase().endsWith('.xml'));
      return xml ? parseOfacXml(xml) : parseOfacCsv(files);
    }
    case 'un-consolidated':
      return parseUnXml(single(files, 'the UN consolidated list'));
    case 'opensanctions':
      return parseOpenSanctionsCsv(single(files, "OpenSanctions' targets.simple.csv"));
  }
}

function single(files: readonly ListFile[], what: string): ListFile {
  const [file] = files;
  if (!file || files.length > 1) throw new ListFormatError(`Upload one file for ${what}, not ${files.length}.`);
  return file;
}
