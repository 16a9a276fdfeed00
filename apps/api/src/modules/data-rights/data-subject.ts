import { createHmac, hkdfSync } from 'node:crypto';
import type { Db } from '../../db/store';
import { createMembersRepository, ERASED, type MemberRow } from '../members/members.repository';

/**
 * Whose data a request is about: an address, and the member account under it when there is one.
 * Members act signed in (the session says who); anyone else proves the address by opening a link
 * sent to it. Either way the address is the key to everything held under it (docs/flows/data-rights.md).
 */
export interface DataSubject {
  email: string;
  member: MemberRow | null;
}

export async function subjectOfMember(db: Db, memberId: string): Promise<DataSubject | undefined> {
  const member = await createMembersRepository(db).findById(memberId);
  return member && member.state !== ERASED ? { email: member.email, member } : undefined;
}

export async function subjectOfEmail(db: Db, email: string): Promise<DataSubject> {
  const member = await createMembersRepository(db).findByEmail(email);
  return { email, member: member && member.state !== ERASED ? member : null };
}

/**
 * The audit log's name for a person who may have no account: an HMAC of the address under a key
 * derived from the data key, so the log can gather what it says about them without holding the
 * address (and nobody can test a guessed address against it without the key).
 */
export function subjectKeys(dataKey: Buffer): (email: string) => string {
  const key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'quorum data subject v1', 32));
  return (email) => createHmac('sha256', key).update(email.toLowerCase()).digest('base64url');
}

/** The audit subjects a person's entries are filed under. */
export function auditSubjectsOf(subject: DataSubject, applicationIds: readonly string[], subjectKey: string): Array<{ type: string; id: string }> {
  return [
    { type: 'data-subject', id: subjectKey },
    ...(subject.member ? [{ type: 'member', id: subject.member.id }] : []),
    ...applicationIds.map((id) => ({ type: 'application', id })),
  ];
}
