import { and, asc, count, eq, exists, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db, Orm } from '../../db/store';
import type { dossierPeople, DossierPersonKind } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createDossiersRepository } from '../dossiers/dossiers.repository';

export type PersonRow = typeof dossierPeople.$inferSelect;
export type NewPerson = Pick<PersonRow, 'name'> & Partial<Pick<PersonRow, 'title' | 'contactType' | 'contactValue' | 'url' | 'description'>>;

export interface PeopleRepository {
  list(dossierId: string, kind?: DossierPersonKind): Promise<PersonRow[]>;
  /** Appends, keeping the order they were given in. */
  add(dossierId: string, kind: DossierPersonKind, people: readonly NewPerson[], now: Date): Promise<PersonRow[]>;
  /** The team is sent whole each time (the members app saves the whole team): replaced, not appended. */
  replace(dossierId: string, kind: DossierPersonKind, people: readonly NewPerson[], now: Date): Promise<PersonRow[]>;
  delete(dossierId: string, kind: DossierPersonKind, id: string): Promise<boolean>;
  /** The founders of these dossiers who left a contact, in the order they were given: one statement. */
  teamContacts(dossierIds: readonly string[]): Promise<PersonRow[]>;
  /** How many people of each kind the dossier lists: one grouped statement. */
  countByKind(dossierId: string): Promise<Record<string, number>>;
  /** A condition for another module's statement: the dossier `dossierId` names lists a person. */
  anyFor(q: Orm, dossierId: AnySQLiteColumn): SQL;
}

/**
 * Takes a Db or a transaction: add and replace read before they write, so they run inside one
 * (people.routes.ts) and hold the dossier first: no other request's write lands between the read
 * and the write, two appends never take one position, and a team is never half-written or doubled.
 */
export function createPeopleRepository(db: Db): PeopleRepository {
  const { dossierPeople } = db.tables;
  const ofKind = (dossierId: string, kind: DossierPersonKind) => and(eq(dossierPeople.dossierId, dossierId), eq(dossierPeople.kind, kind));
  const dossiers = createDossiersRepository(db);
  const append = async (dossierId: string, kind: DossierPersonKind, people: readonly NewPerson[], now: Date): Promise<PersonRow[]> => {
    const last = await db.first((q) => q.select({ position: max(dossierPeople.position) }).from(dossierPeople).where(ofKind(dossierId, kind)));
    const start = (last?.position ?? -1) + 1;
    if (people.length === 0) return [];
    return db.query((q) =>
      q
        .insert(dossierPeople)
        .values(
          people.map((person, index) => ({
            id: newId(),
            dossierId,
            kind,
            position: start + index,
            name: person.name,
            title: person.title ?? null,
            contactType: person.contactType ?? null,
            contactValue: person.contactValue ?? null,
            url: person.url ?? null,
            description: person.description ?? null,
            createdAt: now,
          })),
        )
        .returning(),
    );
  };
  return {
    list(dossierId, kind) {
      const byDossier = eq(dossierPeople.dossierId, dossierId);
      return db.query((q) =>
        q
          .select()
          .from(dossierPeople)
          .where(kind ? and(byDossier, eq(dossierPeople.kind, kind)) : byDossier)
          .orderBy(asc(dossierPeople.kind), asc(dossierPeople.position)),
      );
    },
    async add(dossierId, kind, people, now) {
      await dossiers.lockForWrite(dossierId);
      return append(dossierId, kind, people, now);
    },
    async replace(dossierId, kind, people, now) {
      await dossiers.lockForWrite(dossierId);
      await db.query((q) => q.delete(dossierPeople).where(ofKind(dossierId, kind)));
      return append(dossierId, kind, people, now);
    },
    async delete(dossierId, kind, id) {
      const deleted = await db.changes((q) => q.delete(dossierPeople).where(and(eq(dossierPeople.id, id), ofKind(dossierId, kind))));
      return deleted > 0;
    },
    async teamContacts(dossierIds) {
      if (dossierIds.length === 0) return [];
      return db.query((q) =>
        q
          .select()
          .from(dossierPeople)
          .where(and(inArray(dossierPeople.dossierId, [...dossierIds]), eq(dossierPeople.kind, 'team'), isNotNull(dossierPeople.contactValue)))
          .orderBy(asc(dossierPeople.position)),
      );
    },
    async countByKind(dossierId) {
      const rows = await db.query((q) => q.select({ kind: dossierPeople.kind, n: count() }).from(dossierPeople).where(eq(dossierPeople.dossierId, dossierId)).groupBy(dossierPeople.kind));
      return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
    },
    anyFor(q, dossierId) {
      return exists(q.select({ one: sql`1` }).from(dossierPeople).where(eq(dossierPeople.dossierId, dossierId)));
    },
  };
}
