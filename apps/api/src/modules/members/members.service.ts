import type { Profile } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { hasAccess } from '../../plugins/access.types';
import { createMembersRepository, type MemberRow, type ProfileRow } from './members.repository';

type Named = Pick<MemberRow, 'id' | 'firstName' | 'lastName'>;

function toProfile(member: Named, row: ProfileRow): Profile {
  return {
    ...(member.firstName ? { firstName: member.firstName } : {}),
    ...(member.lastName ? { lastName: member.lastName } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
    socialProfiles: row.socialProfiles,
    preferences: row.preferences,
  };
}

/** A member's own profile: the names live on the member, the rest on the profile row. */
export function createMembersService(deps: { db: Db; clock: Clock }) {
  const members = createMembersRepository(deps.db);

  /** The caller often holds the member's names already (the session lookup read them): only the profile row is read here. */
  const profileOf = async (member: Named | undefined): Promise<Profile | null> => {
    const row = member ? await members.findProfile(member.id) : undefined;
    return member && row ? toProfile(member, row) : null;
  };

  return {
    profileOf,

    /** Saves the fields the edit sends (an empty string clears a name or the phone) and answers the profile as stored. */
    async saveProfile(memberId: string, edit: Profile): Promise<Profile | null> {
      await members.saveProfile(
        memberId,
        {
          ...(edit.firstName !== undefined ? { firstName: edit.firstName || null } : {}),
          ...(edit.lastName !== undefined ? { lastName: edit.lastName || null } : {}),
          ...(edit.phone !== undefined ? { phone: edit.phone || null } : {}),
          ...(edit.socialProfiles !== undefined ? { socialProfiles: edit.socialProfiles } : {}),
          ...(edit.preferences !== undefined ? { preferences: edit.preferences } : {}),
        },
        deps.clock.now(),
      );
      return profileOf(await members.findById(memberId));
    },
  };
}

/** Members who may vote on deals: active, with the member or admin role (network members do not vote). */
export async function activeVoters(db: Db): Promise<MemberRow[]> {
  return (await createMembersRepository(db).list()).filter((member) => hasAccess(member, 'member'));
}

/** The active members a quorum is a share of. */
export async function countActiveVoters(db: Db): Promise<number> {
  return (await activeVoters(db)).length;
}

/**
 * Pauses a member's access (a confirmed sanctions match): every request of theirs is then refused,
 * since access requires the 'active' state (plugins/access.types.ts). False when they were not active.
 */
export function suspendMember(db: Db, memberId: string, now: Date): Promise<boolean> {
  return createMembersRepository(db).changeState(memberId, 'active', 'suspended', now);
}

/** Gives a suspended member their access back: only an admin's explicit decision does. False when they were not suspended. */
export function reactivateMember(db: Db, memberId: string, now: Date): Promise<boolean> {
  return createMembersRepository(db).changeState(memberId, 'suspended', 'active', now);
}

/** Every member (re-screened against each imported list). */
export function allMembers(db: Db): Promise<MemberRow[]> {
  return createMembersRepository(db).list();
}

export function findMember(db: Db, memberId: string): Promise<MemberRow | undefined> {
  return createMembersRepository(db).findById(memberId);
}
