import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const APPLICATION_STATUSES = ['submitted', 'in_review', 'revisions_requested', 'approved', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applications = sqliteTable(
  'applications',
  {
    /** Random and unguessable: it is the applicant's only handle for the document uploads. */
    id: text('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    organizationType: text('organization_type'),
    status: text('status').$type<ApplicationStatus>().notNull(),
    /** Who we write to and who becomes the member: the applicant, or an entity's authorized representative. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The organisation, trust or investment vehicle; null for an Individual. */
    organizationName: text('organization_name'),
    /** An entity's own contact address, when it differs from the representative's (welcome emails match either). */
    contactEmail: text('contact_email'),
    /** Canonical answers; KYC identifiers inside are encrypted (see crypto/field-cipher.ts). */
    answers: text('answers', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    referralCode: text('referral_code'),
    idempotencyKey: text('idempotency_key'),
    decisionReason: text('decision_reason'),
    /** The member an approval created. */
    memberId: text('member_id'),
    welcomeEmailSentAt: integer('welcome_email_sent_at', { mode: 'timestamp_ms' }),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    /** When it was rejected or withdrawn: its documents are deleted a set number of days later (docs/flows/data-rights.md). */
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    /** When the retention job deleted its documents. */
    documentsPurgedAt: integer('documents_purged_at', { mode: 'timestamp_ms' }),
    /** A KYC record kept after an erasure, locked until this day and then purged; null while in use. */
    retainedUntil: integer('retained_until', { mode: 'timestamp_ms' }),
    retainedSince: integer('retained_since', { mode: 'timestamp_ms' }),
    /** Why it is kept: 'member-kyc', 'sanctions-match' (the domain's KeepReason). */
    retentionReason: text('retention_reason'),
  },
  (table) => [
    uniqueIndex('applications_idempotency_idx').on(table.idempotencyKey),
    index('applications_status_idx').on(table.status, table.submittedAt),
    index('applications_email_idx').on(table.email),
    index('applications_contact_email_idx').on(table.contactEmail),
    index('applications_closed_idx').on(table.status, table.closedAt),
    index('applications_retained_idx').on(table.retainedUntil),
  ],
);

export const applicationPeople = sqliteTable(
  'application_people',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The answer the person came from: beneficialOwners, generalPartners, trustees, grantor… */
    listId: text('list_id').notNull(),
    role: text('role').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    ownershipPercentage: text('ownership_percentage'),
    /** Encrypted at rest. */
    idNumberEncrypted: text('id_number_encrypted'),
  },
  (table) => [index('application_people_application_idx').on(table.applicationId)],
);

export const DOCUMENT_REVIEW_STATUSES = ['pending', 'accepted', 'reupload_requested', 'replaced'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

export const documents = sqliteTable(
  'documents',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    originalName: text('original_name').notNull(),
    /** Random name under DATA_DIR/files; never derived from the client's filename. */
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    reviewStatus: text('review_status').$type<DocumentReviewStatus>().notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    /** Hash of the one-document re-upload token an applicant gets by email; cleared when spent. */
    reuploadTokenHash: text('reupload_token_hash'),
    reuploadTokenExpiresAt: integer('reupload_token_expires_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('documents_application_idx').on(table.applicationId, table.documentType),
    uniqueIndex('documents_reupload_token_idx').on(table.reuploadTokenHash),
  ],
);
