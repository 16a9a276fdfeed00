import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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
