import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { lockingRows } from '../../db/row-locks';
import type { Db } from '../../db/store';
import type { members, profiles } from '../../db/schema';
import { newId } from '../../lib/ids';
import { holdsAdminRole } from './admin-roles';
import { sessionsChanged } from '../auth/session-changes';

export type MemberRow = typeof members.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

/** The state of a member whose data was erased: the row is a tombstone that no session can use. */
export const ERASED = 'erased';

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

/** What a list of many members needs of each. */
export type MemberSummary = Pick<MemberRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'allRoles' | 'state' | 'accreditationExpiresAt'>;

export interface MembersRepository {
  findByEmail(email: string): Promise<MemberRow | undefined>;
  findById(id: string): Promise<MemberRow | undefined>;
  /** The member with their row locked until the transaction ends (PostgreSQL), for a write that depends on what it reads. */
  findForWrite(id: string): Promise<MemberRow | undefined>;
  /** Creates the member with an empty profile, in one transaction. */
  create(member: NewMember, now: Date): Promise<MemberRow>;
  /** Every member but the erased (their rows are tombstones: nothing to list, email or count). */
  list(): Promise<MemberRow[]>;
  /** These members' names, address, roles, state and accreditation, erased ones included: one statement for a round's thousands. */
  findMany(ids: readonly string[]): Promise<MemberSummary[]>;
  setRoles(id: string, role: string, allRoles: string[], now: Date): Promise<void>;
  /**
   * An entity's new representative: the address that signs in and the names votes are cast under.
   * The profile's contact details were the old person's (their phone, their social profiles, their
   * preferences): they are cleared, not handed to the new one. Sessions read the member through the
   * session cache, which hears of the change.
   */
  changeRepresentative(id: string, representative: { email: string; firstName: string | null; lastName: string | null }, now: Date): Promise<void>;
  /** Moves the member from `from` to `to`; false when they were not in `from`. */
  changeState(id: string, from: string, to: string, now: Date): Promise<boolean>;
  /**
   * An erased member: the row stays so the deals and votes that refer to it keep their keys, but
   * nothing in it names a person any more (a tombstone address, no names, state 'erased', no roles);
   * the profile is deleted.
   */
  erase(id: string, tombstoneEmail: string, now: Date): Promise<void>;
  /** Active admins (and superusers) other than `exceptId`: an erasure must leave at least one. */
  countOtherActiveAdmins(exceptId: string): Promise<number>;
  findProfile(memberId: string): Promise<ProfileRow | undefined>;
  saveProfile(
    memberId: string,
    profile: { firstName?: string | null; lastName?: string | null; phone?: string | null; socialProfiles?: ProfileRow['socialProfiles']; preferences?: ProfileRow['preferences'] },
    now: Date,
  ): Promise<void>;
}

export function createMembersRepository(db: Db): MembersRepository {
  const { members, profiles } = db.tables;
  // The two reads of every profile request, prepared on first use (a repository made for one
  // transaction never prepares them).
  let byId: ((values: { id: string }) => Promise<MemberRow | undefined>) | undefined;
  let profileOf: ((values: { memberId: string }) => Promise<ProfileRow | undefined>) | undefined;
  return {
    findByEmail(email) {
      return db.first((q) => q.select().from(members).where(eq(members.email, email.toLowerCase())));
    },
    findById(id) {
      byId ??= db.prepareFirst((q) => q.select().from(members).where(eq(members.id, sql.placeholder('id'))));
      return byId({ id });
    },
    findForWrite(id) {
      return db.first((q) => lockingRows(db, q.select().from(members).where(eq(members.id, id))));
    },
    create(member, now) {
      return db.transaction(async (tx) => {
        const [row] = await tx.query((q) =>
          q
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
            .returning(),
        );
        if (!row) throw new Error('inserting the member returned no row');
        await tx.query((q) => q.insert(profiles).values({ memberId: row.id, socialProfiles: [], preferences: {}, updatedAt: now }));
        return row;
      });
    },
    list() {
      return db.query((q) => q.select().from(members).where(ne(members.state, ERASED)).orderBy(asc(members.email)));
    },
    async findMany(ids) {
      if (ids.length === 0) return [];
      const { id, email, firstName, lastName, role, allRoles, state, accreditationExpiresAt } = members;
      return db.query((q) => q.select({ id, email, firstName, lastName, role, allRoles, state, accreditationExpiresAt }).from(members).where(inArray(members.id, [...ids])));
    },
    async setRoles(id, role, allRoles, now) {
      await db.query((q) => q.update(members).set({ role, allRoles, updatedAt: now }).where(eq(members.id, id)));
      await sessionsChanged(db, { member: id });
    },
    async changeRepresentative(id, representative, now) {
      const email = representative.email.toLowerCase();
      await db.query((q) => q.update(members).set({ email, representativeEmail: email, firstName: representative.firstName, lastName: representative.lastName, updatedAt: now }).where(eq(members.id, id)));
      await db.query((q) => q.update(profiles).set({ phone: null, socialProfiles: [], preferences: {}, updatedAt: now }).where(eq(profiles.memberId, id)));
      await sessionsChanged(db, { member: id });
    },
    async changeState(id, from, to, now) {
      const changed = (await db.changes((q) => q.update(members).set({ state: to, updatedAt: now }).where(and(eq(members.id, id), eq(members.state, from))))) === 1;
      if (changed) await sessionsChanged(db, { member: id });
      return changed;
    },
    async erase(id, tombstoneEmail, now) {
      await db.query((q) => q.delete(profiles).where(eq(profiles.memberId, id)));
      await db.query((q) =>
        q
          .update(members)
          .set({ email: tombstoneEmail, firstName: null, lastName: null, role: 'member', allRoles: [], state: ERASED, representativeEmail: null, accreditationExpiresAt: null, updatedAt: now })
          .where(eq(members.id, id)),
      );
      await sessionsChanged(db, { member: id });
    },
    async countOtherActiveAdmins(exceptId) {
      // Exact when the caller holds the admin roster (admin-roster.ts) in its transaction.
      const rows = await db.query((q) => q.select({ id: members.id, role: members.role, allRoles: members.allRoles }).from(members).where(and(eq(members.state, 'active'), ne(members.id, exceptId))));
      return rows.filter(holdsAdminRole).length;
    },
    findProfile(memberId) {
      profileOf ??= db.prepareFirst((q) => q.select().from(profiles).where(eq(profiles.memberId, sql.placeholder('memberId'))));
      return profileOf({ memberId });
    },
    async saveProfile(memberId, profile, now) {
      await db.transaction(async (tx) => {
        if (profile.firstName !== undefined || profile.lastName !== undefined) {
          await tx.query((q) =>
            q
              .update(members)
              .set({
                ...(profile.firstName !== undefined ? { firstName: profile.firstName } : {}),
                ...(profile.lastName !== undefined ? { lastName: profile.lastName } : {}),
                updatedAt: now,
              })
              .where(eq(members.id, memberId)),
          );
          // The session's member carries the names (votes are cast under them).
          await sessionsChanged(tx, { member: memberId });
        }
        const values = {
          ...(profile.phone !== undefined ? { phone: profile.phone } : {}),
          ...(profile.socialProfiles !== undefined ? { socialProfiles: profile.socialProfiles } : {}),
          ...(profile.preferences !== undefined ? { preferences: profile.preferences } : {}),
          updatedAt: now,
        };
        await tx.query((q) =>
          q
            .insert(profiles)
            .values({ memberId, socialProfiles: [], preferences: {}, ...values })
            .onConflictDoUpdate({ target: profiles.memberId, set: values }),
        );
      });
    },
  };
}
