import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
