import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { DossierPersonKind, MaterialKind, ReportStatusValue, WebhookEvent } from '../schema/deals';
import { instant } from './columns';
import { members } from './members';

/** PostgreSQL twin of schema/deals.ts; schema-parity.spec.ts keeps the two in step. */
export const dossiers = pgTable(
  'dossiers',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ownerEmail: text('owner_email').notNull(),
    name: text('name').notNull(),
    vehicleSettings: jsonb('vehicle_settings').$type<Record<string, unknown>>(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('dossiers_owner_idx').on(table.ownerId, table.createdAt)],
);

export const dossierMaterials = pgTable(
  'dossier_materials',
  {
    id: text('id').primaryKey(),
    dossierId: text('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MaterialKind>().notNull(),
    url: text('url'),
    urlHost: text('url_host'),
    description: text('description'),
    content: text('content'),
    fileName: text('file_name'),
    storedName: text('stored_name'),
    mimeType: text('mime_type'),
    size: integer('size'),
    sha256: text('sha256'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('dossier_materials_dossier_idx').on(table.dossierId, table.kind),
    index('dossier_materials_host_idx').on(table.urlHost),
    index('dossier_materials_sha_idx').on(table.sha256),
  ],
);

export const dossierPeople = pgTable(
  'dossier_people',
  {
    id: text('id').primaryKey(),
    dossierId: text('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DossierPersonKind>().notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    title: text('title'),
    contactType: text('contact_type'),
    contactValue: text('contact_value'),
    url: text('url'),
    description: text('description'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('dossier_people_dossier_idx').on(table.dossierId, table.kind, table.position)],
);

export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    dossierId: text('dossier_id').references(() => dossiers.id, { onDelete: 'set null' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ownerEmail: text('owner_email').notNull(),
    name: text('name').notNull(),
    nameQc: text('name_qc'),
    url: text('url'),
    urlHost: text('url_host'),
    twitterHandle: text('twitter_handle'),
    faviconAsset: text('favicon_asset'),
    vehicleId: text('vehicle_id').notNull(),
    status: text('status').$type<ReportStatusValue>().notNull(),
    statusMessage: text('status_message').notNull().default(''),
    engine: text('engine').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    completedAt: instant('completed_at'),
    founderContactsGiven: boolean('founder_contacts_given').notNull().default(false),
  },
  (table) => [
    index('reports_created_idx').on(table.createdAt, table.id),
    index('reports_owner_idx').on(table.ownerId, table.createdAt),
    index('reports_host_idx').on(table.urlHost),
    index('reports_dossier_idx').on(table.dossierId),
  ],
);

export const reportVotes = pgTable(
  'report_votes',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').notNull(),
    role: text('role').$type<'product' | 'technical' | 'business' | 'member'>().notNull(),
    memberId: text('member_id').references(() => members.id, { onDelete: 'cascade' }),
    voterName: text('voter_name').notNull(),
    vote: text('vote').$type<'Yes' | 'No'>().notNull(),
    recommendation: text('recommendation').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.voterKey] }),
    index('report_votes_member_idx').on(table.memberId),
    index('report_votes_list_idx').on(table.reportId, table.createdAt, table.role, table.vote, table.memberId, table.voterName),
  ],
);

export const reviewJobs = pgTable('review_jobs', {
  reportId: text('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  material: jsonb('material').$type<unknown>(),
  analyses: jsonb('analyses').$type<unknown>(),
  webhooks: jsonb('webhooks').$type<{ onComplete?: string | undefined; onError?: string | undefined }>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  leaseOwner: text('lease_owner'),
  leaseUntil: instant('lease_until'),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    event: text('event').$type<WebhookEvent>().notNull(),
    /** Whose secret signs it: 'member:<id>' (report webhooks) or 'network' (deal.decided). Null on rows queued before signing existed: the report's owner. */
    signer: text('signer'),
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: instant('delivered_at'),
    gaveUpAt: instant('gave_up_at'),
    leaseOwner: text('lease_owner'),
    leaseUntil: instant('lease_until'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('webhook_deliveries_pending_idx').on(table.deliveredAt, table.gaveUpAt)],
);
