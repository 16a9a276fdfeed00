import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/store';
import type { SessionMember } from '../../../plugins/access.types';
import { createMembersRepository } from '../../members/members.repository';
import type { NewScreeningHit } from '../screening.repository';
import type { ListFile } from '../lists/list-entry';

/** Test only: members with names, as a profile leaves them, without signing anyone in; answers their ids. */
export async function namedMembers(db: Db, people: ReadonlyArray<{ email: string; firstName: string; lastName: string }>, at: Date): Promise<string[]> {
  const members = createMembersRepository(db);
  const ids: string[] = [];
  for (const person of people) ids.push((await members.create({ email: person.email, role: 'member', allRoles: ['member'], firstName: person.firstName, lastName: person.lastName }, at)).id);
  return ids;
}

/** `count` members whose names no list in these tests carries. */
export const bystanders = (count: number, label = 'bystander') =>
  Array.from({ length: count }, (_, index) => ({ email: `${label}-${index}@example.com`, firstName: `Quentin${index}`, lastName: `Farrowdale${index}` }));

/** The seeded admin as a session would carry them, for calling a service directly. */
export async function seededAdmin(app: FastifyInstance): Promise<SessionMember> {
  const row = await createMembersRepository(app.db).findByEmail('admin@example.com');
  if (!row) throw new Error('the seeded admin is missing');
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, role: row.role, allRoles: row.allRoles, state: row.state, status: row.status, memberType: row.memberType };
}

/** A list file on disk, as an upload leaves it for the parser. */
export async function listFileOnDisk(dir: string, fileName: string, bytes: Buffer): Promise<ListFile> {
  const target = path.join(dir, `${Date.now()}-${fileName}`);
  await writeFile(target, bytes);
  return { path: target, fileName };
}

/** Test only: an open hit of `subject` against an SDN entry, as a screening stores it, for specs that plant one. */
export function plantedHit(id: string, subject: { type: 'application' | 'member'; id: string; ref: string; name: string }, overrides: Partial<NewScreeningHit> = {}): NewScreeningHit {
  return {
    id,
    subjectType: subject.type,
    subjectId: subject.id,
    personRef: subject.ref,
    personName: subject.name,
    personRole: subject.type === 'member' ? 'member' : 'applicant',
    listId: 'list_1',
    listSource: 'ofac-sdn',
    listName: 'SDN',
    listVersion: '1',
    entryExternalId: id,
    entry: {},
    score: 90,
    matchedFields: {},
    createdAt: new Date(),
    ...overrides,
  };
}
