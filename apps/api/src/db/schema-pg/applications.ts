import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApplicationStatus, DocumentReviewStatus } from '../schema/applications';
import { instant } from './columns';

/** PostgreSQL twin of schema/applications.ts; schema-parity.spec.ts keeps the two in step. */
export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    organizationType: text('organization_type'),
    status: text('status').$type<ApplicationStatus>().notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    organizationName: text('organization_name'),
    contactEmail: text('contact_email'),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    referralCode: text('referral_code'),
    idempotencyKey: text('idempotency_key'),
    decisionReason: text('decision_reason'),
    memberId: text('member_id'),
    welcomeEmailSentAt: instant('welcome_email_sent_at'),
    submittedAt: instant('submitted_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    closedAt: instant('closed_at'),
    documentsPurgedAt: instant('documents_purged_at'),
    retainedUntil: instant('retained_until'),
    retainedSince: instant('retained_since'),
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

export const applicationPeople = pgTable(
  'application_people',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    listId: text('list_id').notNull(),
    role: text('role').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    ownershipPercentage: text('ownership_percentage'),
    idNumberEncrypted: text('id_number_encrypted'),
  },
  (table) => [index('application_people_application_idx').on(table.applicationId)],
);

export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    reviewStatus: text('review_status').$type<DocumentReviewStatus>().notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedAt: instant('reviewed_at'),
    reuploadTokenHash: text('reupload_token_hash'),
    reuploadTokenExpiresAt: instant('reupload_token_expires_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('documents_application_idx').on(table.applicationId, table.documentType),
    uniqueIndex('documents_reupload_token_idx').on(table.reuploadTokenHash),
  ],
);
