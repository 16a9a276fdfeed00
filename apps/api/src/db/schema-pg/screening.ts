import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';

// PostgreSQL twin of schema/screening.ts; schema-parity.spec.ts keeps the two in step.

/**
 * Sanctions and PEP lists an admin imported, one row per imported version; the active version of
 * each source is the one screening uses. docs/flows/screening.md
 */
export const screeningLists = pgTable(
  'screening_lists',
  {
    id: text('id').primaryKey(),
    /** 'ofac-sdn' | 'un-consolidated' | 'opensanctions'. */
    source: text('source').notNull(),
    name: text('name').notNull(),
    /** The publisher's version or publication date, as the file states it. */
    version: text('version').notNull(),
    publishedAt: instant('published_at'),
    entryCount: integer('entry_count').notNull(),
    sha256: text('sha256').notNull(),
    active: boolean('active').notNull(),
    importedAt: instant('imported_at').notNull(),
    importedBy: text('imported_by'),
  },
  (table) => [index('screening_lists_source_idx').on(table.source, table.active)],
);

/** One listed person or organisation, with every name it is known by. */
export const screeningEntries = pgTable(
  'screening_entries',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => screeningLists.id, { onDelete: 'cascade' }),
    /** The publisher's own id (OFAC ent_num, UN DATAID, OpenSanctions id). */
    externalId: text('external_id').notNull(),
    /** 'person' | 'entity' | 'vessel' | 'aircraft' | 'unknown'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull(),
    /** ISO dates or years, as listed. */
    birthDates: jsonb('birth_dates').$type<string[]>().notNull(),
    /** ISO 3166 alpha-2 codes, lower case, where the list gives them. */
    nationalities: jsonb('nationalities').$type<string[]>().notNull(),
    /** 'sanction', 'pep', … and the programmes or roles named. */
    topics: jsonb('topics').$type<string[]>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('screening_entries_list_idx').on(table.listId)],
);

/** The index built at import: each normalised name key of an entry, so screening looks names up instead of scanning. */
export const screeningKeys = pgTable(
  'screening_keys',
  {
    key: text('key').notNull(),
    entryId: text('entry_id')
      .notNull()
      .references(() => screeningEntries.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.key, table.entryId] }), index('screening_keys_entry_idx').on(table.entryId)],
);

/**
 * A possible match of a screened person (an applicant, a person an application names, a member)
 * against a list entry. It keeps a snapshot of the entry, so it stays readable after the list is
 * replaced; an admin resolves it as a false positive or a true match, with a note.
 */
export const screeningHits = pgTable(
  'screening_hits',
  {
    id: text('id').primaryKey(),
    /** 'application' | 'member'. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Which person of the subject: 'applicant', an application_people id, or the member id. */
    personRef: text('person_ref').notNull(),
    personName: text('person_name').notNull(),
    personRole: text('person_role').notNull(),
    listId: text('list_id').notNull(),
    listSource: text('list_source').notNull(),
    listName: text('list_name').notNull(),
    listVersion: text('list_version').notNull(),
    entryExternalId: text('entry_external_id').notNull(),
    entry: jsonb('entry').$type<Record<string, unknown>>().notNull(),
    /** 0–100. */
    score: integer('score').notNull(),
    matchedFields: jsonb('matched_fields').$type<Record<string, unknown>>().notNull(),
    /** 'open' | 'false_positive' | 'true_match'. */
    status: text('status').notNull(),
    note: text('note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: instant('resolved_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('screening_hits_person_entry_idx').on(table.subjectType, table.subjectId, table.personRef, table.listSource, table.entryExternalId),
    index('screening_hits_subject_idx').on(table.subjectType, table.subjectId, table.status),
  ],
);
