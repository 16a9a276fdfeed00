import type { NetworkEventType } from '@quorum/domain';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { members } from './members';

/** What a member gathers about one company before asking for a report. */
export const dossiers = sqliteTable(
  'dossiers',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Kept beside the id: the members app identifies the owner by email (userId, user.email). */
    ownerEmail: text('owner_email').notNull(),
    name: text('name').notNull(),
    vehicleSettings: text('vehicle_settings', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('dossiers_owner_idx').on(table.ownerId, table.createdAt)],
);

export const MATERIAL_KINDS = ['url', 'secondary_url', 'note', 'post_money_valuation', 'pitch_deck', 'docsend_link', 'text_document', 'financials'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/**
 * One piece of a dossier. url, note and post-money valuation are singletons per dossier (the
 * service upserts them); decks, secondary urls, documents and financials may repeat. A stored file
 * lives at DATA_DIR/files/<storedName>, never under the client's name.
 */
export const dossierMaterials = sqliteTable(
  'dossier_materials',
  {
    id: text('id').primaryKey(),
    dossierId: text('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MaterialKind>().notNull(),
    url: text('url'),
    /** Lower-case host without www: the duplicate-deal lookups compare this, indexed. */
    urlHost: text('url_host'),
    description: text('description'),
    content: text('content'),
    fileName: text('file_name'),
    storedName: text('stored_name'),
    mimeType: text('mime_type'),
    size: integer('size'),
    sha256: text('sha256'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('dossier_materials_dossier_idx').on(table.dossierId, table.kind),
    index('dossier_materials_host_idx').on(table.urlHost),
    index('dossier_materials_sha_idx').on(table.sha256),
  ],
);

export const DOSSIER_PERSON_KINDS = ['team', 'investor', 'competitor'] as const;
export type DossierPersonKind = (typeof DOSSIER_PERSON_KINDS)[number];

/** Team members (founders and their contacts), investors and competitors of a dossier. */
export const dossierPeople = sqliteTable(
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
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('dossier_people_dossier_idx').on(table.dossierId, table.kind, table.position)],
);

export const REPORT_STATUSES = ['processing', 'analyzing', 'summarizing', 'done', 'error'] as const;
export type ReportStatusValue = (typeof REPORT_STATUSES)[number];

/**
 * A report is a deal: what the deal lists show, vote on and open. `body` holds the finished
 * report (summary, valuation, risks, analyses, sources) as the review agent wrote it.
 */
export const reports = sqliteTable(
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
    body: text('body', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    /**
     * Whether the submitter had given founder contacts when they asked for the review: the submit
     * form's condition for the 10% carry on exit (docs/flows/investments.md). Set once; editing the
     * team afterwards does not change it.
     */
    founderContactsGiven: integer('founder_contacts_given', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    // The deal list pages newest first with a (createdAt, id) cursor: this index serves it without a sort.
    index('reports_created_idx').on(table.createdAt, table.id),
    index('reports_owner_idx').on(table.ownerId, table.createdAt),
    index('reports_host_idx').on(table.urlHost),
    index('reports_dossier_idx').on(table.dossierId),
  ],
);

/**
 * The three agents' votes and the members' votes side by side, so effectiveStatus counts both.
 * One row per voter per report (the key): a member changing their vote replaces the row.
 */
export const reportVotes = sqliteTable(
  'report_votes',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** 'agent:product' | 'agent:technical' | 'agent:business' | 'member:<member id>'. */
    voterKey: text('voter_key').notNull(),
    role: text('role').$type<'product' | 'technical' | 'business' | 'member'>().notNull(),
    memberId: text('member_id').references(() => members.id, { onDelete: 'cascade' }),
    voterName: text('voter_name').notNull(),
    vote: text('vote').$type<'Yes' | 'No'>().notNull(),
    recommendation: text('recommendation').notNull().default(''),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.voterKey] }),
    index('report_votes_member_idx').on(table.memberId),
    // Lists read every vote of a page of deals in cast order: this index yields that order without
    // a sort, and covers the columns lists read, so 1,150 votes of a page come from the index alone.
    index('report_votes_list_idx').on(table.reportId, table.createdAt, table.role, table.vote, table.memberId, table.voterName),
  ],
);

/**
 * A report being generated. Each phase's output is saved before the next starts, so a restart
 * resumes at the phase it stopped in instead of fetching and reading everything again.
 */
export const reviewJobs = sqliteTable('review_jobs', {
  reportId: text('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  material: text('material', { mode: 'json' }).$type<unknown>(),
  analyses: text('analyses', { mode: 'json' }).$type<unknown>(),
  /** Where to call when the job ends (onComplete, onError). */
  webhooks: text('webhooks', { mode: 'json' }).$type<{ onComplete?: string | undefined; onError?: string | undefined }>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** The instance running the job, until when: another takes it over once the lease has run out (it crashed). */
  leaseOwner: text('lease_owner'),
  leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** The events webhooks carry: a report's end (to its submitter's URLs) and the network's decision (to the admin's endpoint). */
export type WebhookEvent = 'onComplete' | 'onError' | NetworkEventType;

/** Webhook calls owed to a report's submitter or the network's endpoint; kept until delivered or out of attempts, across restarts. */
export const webhookDeliveries = sqliteTable(
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
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
    gaveUpAt: integer('gave_up_at', { mode: 'timestamp_ms' }),
    /** The instance sending it, until when: so each delivery is attempted by one instance at a time. */
    leaseOwner: text('lease_owner'),
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('webhook_deliveries_pending_idx').on(table.deliveredAt, table.gaveUpAt)],
);
