import type { ScreeningSource } from '@quorum/domain';

/** One listed person or organisation, as every parser gives it whatever the file's format. */
export interface ListEntry {
  /** The publisher's own id (OFAC ent_num / uid, UN DATAID, OpenSanctions id). */
  externalId: string;
  kind: 'person' | 'entity' | 'vessel' | 'aircraft' | 'unknown';
  name: string;
  aliases: string[];
  /** ISO dates (YYYY-MM-DD) or years (YYYY), as listed. */
  birthDates: string[];
  /** ISO 3166 alpha-2, lower case, where the list gives them. */
  nationalities: string[];
  /** 'sanction', 'pep', … plus programmes or roles. */
  topics: string[];
  details: Record<string, unknown>;
}

/** What a file says about itself. */
export interface ListHeader {
  name: string;
  /** The publisher's version or publication date. */
  version: string;
  publishedAt: Date | null;
}

/** An uploaded file, already on disk (streamed there with a size cap). */
export interface ListFile {
  path: string;
  /** The uploader's file name: tells OFAC's sdn.csv, alt.csv and add.csv apart. */
  fileName: string;
}

export interface ParsedList {
  header: ListHeader;
  entries: ListEntry[];
}

/** A file that is not what its source says: the message is shown to the admin as it is. */
export class ListFormatError extends Error {}

/** The parsers: one function per source, reading the files with streaming parsers. */
export type ParseList = (source: ScreeningSource, files: readonly ListFile[]) => Promise<ParsedList>;
