import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import { ListFormatError } from './list-entry';
import { MAX_FIELD_CHARS } from './read-limits';

/** One element of a record, kept as a small tree: only records are built, never the whole file. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

export interface XmlRecordsOptions {
  /** The name the file's root element must have. */
  root: string;
  /** 'an OFAC SDN XML file': completes "This is not …". */
  describe: string;
  /** Elements read as whole records and handed to onRecord. */
  records: ReadonlySet<string>;
  onRoot?(attributes: Record<string, string>): void;
  onRecord(record: XmlNode): void;
  /** Elements outside records whose text is wanted (a header's date). */
  texts?: ReadonlySet<string>;
  onText?(name: string, text: string): void;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** Reads an XML file as a stream with saxes (linear, no backtracking), record by record. */
export async function readXmlRecords(path: string, fileName: string, options: XmlRecordsOptions): Promise<void> {
  const parser = new SaxesParser({ xmlns: false });
  let depth = 0;
  let sawRoot = false;
  const open: XmlNode[] = [];
  let wantedText: { name: string; text: string } | null = null;

  const addText = (text: string) => {
    const current = open.at(-1);
    if (current) {
      current.text += text;
      if (current.text.length > MAX_FIELD_CHARS) throw new ListFormatError(`${fileName}: <${current.name}> holds more than 64 KB of text.`);
    } else if (wantedText) {
      wantedText.text += text;
      if (wantedText.text.length > MAX_FIELD_CHARS) throw new ListFormatError(`${fileName}: <${wantedText.name}> holds more than 64 KB of text.`);
    }
  };

  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    depth += 1;
    if (!sawRoot) {
      sawRoot = true;
      if (name !== options.root) throw new ListFormatError(`This is not ${options.describe}: its root element is <${name}>, not <${options.root}>.`);
      options.onRoot?.(tag.attributes as Record<string, string>);
      return;
    }
    if (open.length > 0 || options.records.has(name)) {
      const node: XmlNode = { name, attributes: tag.attributes as Record<string, string>, children: [], text: '' };
      open.at(-1)?.children.push(node);
      open.push(node);
    } else if (options.texts?.has(name)) {
      wantedText = { name, text: '' };
    }
  });
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    depth -= 1;
    const node = open.pop();
    if (node && open.length === 0) options.onRecord(node);
    if (!node && wantedText) {
      options.onText?.(wantedText.name, wantedText.text.trim());
      wantedText = null;
    }
  });

  const stream = createReadStream(path, { encoding: 'utf8' });
  try {
    for await (const chunk of stream) parser.write(chunk as string);
    parser.close();
  } catch (error) {
    stream.destroy();
    if (error instanceof ListFormatError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ListFormatError(`This is not ${options.describe}: ${fileName} is not well-formed XML (${reason}).`);
  }
  if (!sawRoot || depth !== 0) throw new ListFormatError(`This is not ${options.describe}: ${fileName} holds no complete XML document.`);
}

/** The first child named `name`, or undefined. */
export function child(node: XmlNode, name: string): XmlNode | undefined {
  return node.children.find((candidate) => candidate.name === name);
}

/** The trimmed text of the first child named `name`, or ''. */
export function childText(node: XmlNode, name: string): string {
  return child(node, name)?.text.trim() ?? '';
}

/** Every descendant along a path of names: descendants(entry, 'akaList', 'aka'). */
export function descendants(node: XmlNode, ...names: string[]): XmlNode[] {
  let level: XmlNode[] = [node];
  for (const name of names) level = level.flatMap((parent) => parent.children.filter((candidate) => candidate.name === name));
  return level;
}
