import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * Sanctions and PEP lists an admin imported, one row per imported version; the active version of
 * each source is the one screening uses. docs/flows/screening.md
 */
export const screeningLists = sqliteTable(
  'screening_lists',
  {
    id: text('id').primaryKey(),
    /** 'ofac-sdn' | 'un-consolidated' | 'opensanctions'. */
    source: text('source').notNull(),
    name: text('name').notNull(),
    /** The publisher's version or publication date, as the file states it. */
    version: text('version').notNull(),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    entryCount: integer('entry_count').notNull(),
    sha256: text('sha256').notNull(),
    active: integer('active', { mode: 'boolean' }).notNull(),
    importedAt: integer('imported_at', { mode: 'timestamp_ms' }).notNull(),
    importedBy: text('imported_by'),
  },
  (table) => [index('screening_lists_source_idx').on(table.source, table.active)],
);

/** One listed person or organisation, with every name it is known by. */
export const screeningEntries = sqliteTable(
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
    aliases: text('aliases', { mode: 'json' }).$type<string[]>().notNull(),
    /** ISO dates or years, as listed. */
    birthDates: text('birth_dates', { mode: 'json' }).$type<string[]>().notNull(),
    /** ISO 3166 alpha-2 codes, lower case, where the list gives them. */
    nationalities: text('nationalities', { mode: 'json' }).$type<string[]>().notNull(),
    /** 'sanction', 'pep', … and the programmes or roles named. */
    topics: text('topics', { mode: 'json' }).$type<string[]>().notNull(),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('screening_entries_list_idx').on(table.listId)],
);

/** The index built at import: each normalised name key of an entry, so screening looks names up instead of scanning. */
export const screeningKeys = sqliteTable(
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
export const screeningHits = sqliteTable(
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
    entry: text('entry', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** 0–100. */
    score: integer('score').notNull(),
    matchedFields: text('matched_fields', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** 'open' | 'false_positive' | 'true_match'. */
    status: text('status').notNull(),
    note: text('note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('screening_hits_person_entry_idx').on(table.subjectType, table.subjectId, table.personRef, table.listSource, table.entryExternalId),
    index('screening_hits_subject_idx').on(table.subjectType, table.subjectId, table.status),
  ],
);
