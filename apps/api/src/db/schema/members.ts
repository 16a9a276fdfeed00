import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const members = sqliteTable(
  'members',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role').notNull().default('member'),
    allRoles: text('all_roles', { mode: 'json' }).$type<string[]>().notNull(),
    state: text('state').notNull().default('active'),
    status: text('status').notNull().default('approved'),
    memberType: text('member_type').notNull().default('Individual'),
    /** The application that made this member, when there was one. */
    applicationId: text('application_id'),
    /** The member who represents an entity member (its authorized representative's email). */
    representativeEmail: text('representative_email'),
    accreditationExpiresAt: integer('accreditation_expires_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('members_role_idx').on(table.role)],
);

export const profiles = sqliteTable('profiles', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  socialProfiles: text('social_profiles', { mode: 'json' }).$type<Array<{ network: string; url: string }>>().notNull(),
  preferences: text('preferences', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export const REPRESENTATIVE_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'withdrawn', 'superseded'] as const;
export type RepresentativeRequestStatus = (typeof REPRESENTATIVE_REQUEST_STATUSES)[number];

/**
 * An entity's representative asking an admin to hand the entity to someone else (docs/flows/admin-review.md).
 * Decided requests keep who was named and why, as the record of who acted for the entity when.
 */
export const representativeRequests = sqliteTable(
  'representative_requests',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The member id again while the request is pending, null after: the unique index allows one pending request per entity. */
    pendingKey: text('pending_key'),
    /** Who asked: the representative's address when they asked. */
    requestedBy: text('requested_by').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    email: text('email').notNull(),
    note: text('note'),
    status: text('status').$type<RepresentativeRequestStatus>().notNull(),
    requestedAt: integer('requested_at', { mode: 'timestamp_ms' }).notNull(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    decidedBy: text('decided_by'),
    declineReason: text('decline_reason'),
  },
  (table) => [uniqueIndex('representative_requests_pending_idx').on(table.pendingKey), index('representative_requests_member_idx').on(table.memberId)],
);
