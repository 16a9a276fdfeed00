import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * An application in progress kept on the server so the applicant can continue on another device
 * (docs/flows/wizard.md): the wizard's state, encrypted whole with the data key; deleted 30 days
 * after its last change, and when the application is submitted.
 */
export const applicationDrafts = sqliteTable(
  'application_drafts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** The wizard's state, encrypted (crypto/field-cipher.ts). */
    payload: text('payload').notNull(),
    /** SHA-256 of the emailed link's token: opens the draft once. */
    linkTokenHash: text('link_token_hash'),
    linkUsedAt: integer('link_used_at', { mode: 'timestamp_ms' }),
    /** SHA-256 of each device's key: what lets a browser read and save this draft. */
    deviceKeyHashes: text('device_key_hashes', { mode: 'json' }).$type<string[]>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [uniqueIndex('application_drafts_link_idx').on(table.linkTokenHash), index('application_drafts_expiry_idx').on(table.expiresAt)],
);

/** A file attached to a server draft, kept in storage under a random name until the draft ends. */
export const applicationDraftFiles = sqliteTable(
  'application_draft_files',
  {
    id: text('id').primaryKey(),
    draftId: text('draft_id')
      .notNull()
      .references(() => applicationDrafts.id, { onDelete: 'cascade' }),
    /** The wizard's document slot (question id and position). */
    slot: text('slot').notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('application_draft_files_draft_idx').on(table.draftId)],
);
