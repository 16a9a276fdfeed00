import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RepresentativeRequestStatus } from '../schema/members';
import { instant } from './columns';

/** PostgreSQL twin of schema/members.ts; schema-parity.spec.ts keeps the two in step. */
export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role').notNull().default('member'),
    allRoles: jsonb('all_roles').$type<string[]>().notNull(),
    state: text('state').notNull().default('active'),
    status: text('status').notNull().default('approved'),
    memberType: text('member_type').notNull().default('Individual'),
    applicationId: text('application_id'),
    representativeEmail: text('representative_email'),
    accreditationExpiresAt: instant('accreditation_expires_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('members_role_idx').on(table.role)],
);

export const profiles = pgTable('profiles', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  socialProfiles: jsonb('social_profiles').$type<Array<{ network: string; url: string }>>().notNull(),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const representativeRequests = pgTable(
  'representative_requests',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    pendingKey: text('pending_key'),
    requestedBy: text('requested_by').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    email: text('email').notNull(),
    note: text('note'),
    status: text('status').$type<RepresentativeRequestStatus>().notNull(),
    requestedAt: instant('requested_at').notNull(),
    decidedAt: instant('decided_at'),
    decidedBy: text('decided_by'),
    declineReason: text('decline_reason'),
  },
  (table) => [uniqueIndex('representative_requests_pending_idx').on(table.pendingKey), index('representative_requests_member_idx').on(table.memberId)],
);
