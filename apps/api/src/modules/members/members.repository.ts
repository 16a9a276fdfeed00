import { asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { members, profiles } from '../../db/schema';
import { newId } from '../../lib/ids';

export type MemberRow = typeof members.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

export interface NewMember {
  email: string;
  role: string;
  allRoles: string[];
  firstName?: string | null;
  lastName?: string | null;
  memberType?: string;
  applicationId?: string | null;
  representativeEmail?: string | null;
  accreditationExpiresAt?: Date | null;
}

export interface MembersRepository {
  findByEmail(email: string): MemberRow | undefined;
  findById(id: string): MemberRow | undefined;
  /** Creates the member with an empty profile, in one transaction. */
  create(member: NewMember, now: Date): MemberRow;
  list(): MemberRow[];
  setRoles(id: string, role: string, allRoles: string[], now: Date): void;
  findProfile(memberId: string): ProfileRow | undefined;
  saveProfile(memberId: string, profile: { firstName?: string | null; lastName?: string | null; phone?: string | null; socialProfiles?: ProfileRow['socialProfiles']; preferences?: ProfileRow['preferences'] }, now: Date): void;
}

export function createMembersRepository(db: DbExecutor): MembersRepository {
  // The two reads of every profile request, prepared on first use (a repository made for one
  // transaction never prepares them).
  let byId: { get(values: { id: string }): MemberRow | undefined } | undefined;
  let profileOf: { get(values: { memberId: string }): ProfileRow | undefined } | undefined;
  return {
    findByEmail(email) {
      return db.select().from(members).where(eq(members.email, email.toLowerCase())).get();
    },
    findById(id) {
      byId ??= db.select().from(members).where(eq(members.id, sql.placeholder('id'))).prepare();
      return byId.get({ id });
    },
    create(member, now) {
      return db.transaction((tx) => {
        const row = tx
          .insert(members)
          .values({
            id: newId(),
            email: member.email.toLowerCase(),
            firstName: member.firstName ?? null,
            lastName: member.lastName ?? null,
            role: member.role,
            allRoles: member.allRoles,
            memberType: member.memberType ?? 'Individual',
            applicationId: member.applicationId ?? null,
            representativeEmail: member.representativeEmail ?? null,
            accreditationExpiresAt: member.accreditationExpiresAt ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get();
        tx.insert(profiles).values({ memberId: row.id, socialProfiles: [], preferences: {}, updatedAt: now }).run();
        return row;
      });
    },
    list() {
      return db.select().from(members).orderBy(asc(members.email)).all();
    },
    setRoles(id, role, allRoles, now) {
      db.update(members).set({ role, allRoles, updatedAt: now }).where(eq(members.id, id)).run();
    },
    findProfile(memberId) {
      profileOf ??= db.select().from(profiles).where(eq(profiles.memberId, sql.placeholder('memberId'))).prepare();
      return profileOf.get({ memberId });
    },
    saveProfile(memberId, profile, now) {
      db.transaction((tx) => {
        if (profile.firstName !== undefined || profile.lastName !== undefined) {
          tx.update(members)
            .set({
              ...(profile.firstName !== undefined ? { firstName: profile.firstName } : {}),
              ...(profile.lastName !== undefined ? { lastName: profile.lastName } : {}),
              updatedAt: now,
            })
            .where(eq(members.id, memberId))
            .run();
        }
        const values = {
          ...(profile.phone !== undefined ? { phone: profile.phone } : {}),
          ...(profile.socialProfiles !== undefined ? { socialProfiles: profile.socialProfiles } : {}),
          ...(profile.preferences !== undefined ? { preferences: profile.preferences } : {}),
          updatedAt: now,
        };
        tx.insert(profiles)
          .values({ memberId, socialProfiles: [], preferences: {}, ...values })
          .onConflictDoUpdate({ target: profiles.memberId, set: values })
          .run();
      });
    },
  };
}
