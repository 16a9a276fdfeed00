import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';

// PostgreSQL twin of schema/drafts.ts; schema-parity.spec.ts keeps the two in step.

/**
 * An application in progress kept on the server so the applicant can continue on another device
 * (docs/flows/wizard.md): the wizard's state, encrypted whole with the data key; deleted 30 days
 * after its last change, and when the application is submitted.
 */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** The wizard's state, encrypted (crypto/field-cipher.ts). */
    payload: text('payload').notNull(),
    /** SHA-256 of the emailed link's token: opens the draft once. */
    linkTokenHash: text('link_token_hash'),
    linkUsedAt: instant('link_used_at'),
    /** SHA-256 of each device's key: what lets a browser read and save this draft. */
    deviceKeyHashes: jsonb('device_key_hashes').$type<string[]>().notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [uniqueIndex('application_drafts_link_idx').on(table.linkTokenHash), index('application_drafts_expiry_idx').on(table.expiresAt)],
);

/** A file attached to a server draft, kept in storage under a random name until the draft ends. */
export const applicationDraftFiles = pgTable(
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
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('application_draft_files_draft_idx').on(table.draftId)],
);
