import { and, asc, eq, max } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { dossierPeople, type DossierPersonKind } from '../../db/schema';
import { newId } from '../../lib/ids';

export type PersonRow = typeof dossierPeople.$inferSelect;
export type NewPerson = Pick<PersonRow, 'name'> & Partial<Pick<PersonRow, 'title' | 'contactType' | 'contactValue' | 'url' | 'description'>>;

export interface PeopleRepository {
  list(dossierId: string, kind?: DossierPersonKind): PersonRow[];
  /** Appends, keeping the order they were given in. */
  add(dossierId: string, kind: DossierPersonKind, people: readonly NewPerson[], now: Date): PersonRow[];
  /** The team is sent whole each time (spec 2 section 7 updates team members): replaced, not appended. */
  replace(dossierId: string, kind: DossierPersonKind, people: readonly NewPerson[], now: Date): PersonRow[];
  delete(dossierId: string, kind: DossierPersonKind, id: string): boolean;
}

/** Takes a Db or a transaction: replace must run inside one so a team is never half-written. */
export function createPeopleRepository(db: DbExecutor): PeopleRepository {
  const add = (dossierId: string, kind: DossierPersonKind, people: readonly NewPerson[], now: Date) => {
    const last = db.select({ position: max(dossierPeople.position) }).from(dossierPeople).where(and(eq(dossierPeople.dossierId, dossierId), eq(dossierPeople.kind, kind))).get();
    const start = (last?.position ?? -1) + 1;
    if (people.length === 0) return [];
    return db
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
      .returning()
      .all();
  };
  return {
    list(dossierId, kind) {
      const byDossier = eq(dossierPeople.dossierId, dossierId);
      return db
        .select()
        .from(dossierPeople)
        .where(kind ? and(byDossier, eq(dossierPeople.kind, kind)) : byDossier)
        .orderBy(asc(dossierPeople.kind), asc(dossierPeople.position))
        .all();
    },
    add,
    replace(dossierId, kind, people, now) {
      db.delete(dossierPeople).where(and(eq(dossierPeople.dossierId, dossierId), eq(dossierPeople.kind, kind))).run();
      return add(dossierId, kind, people, now);
    },
    delete(dossierId, kind, id) {
      const result = db.delete(dossierPeople).where(and(eq(dossierPeople.id, id), eq(dossierPeople.dossierId, dossierId), eq(dossierPeople.kind, kind))).run();
      return result.changes > 0;
    },
  };
}
