import { and, count, desc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { dossierMaterials, dossierPeople, dossiers, reports } from '../../db/schema';

export type DossierRow = typeof dossiers.$inferSelect;

export interface DossiersRepository {
  create(row: typeof dossiers.$inferInsert): DossierRow;
  find(id: string): DossierRow | undefined;
  listByOwner(ownerId: string): DossierRow[];
  update(id: string, fields: Partial<Pick<DossierRow, 'name' | 'vehicleSettings'>>, now: Date): DossierRow | undefined;
  /** Counts per material kind and per person kind: two grouped statements. */
  counts(id: string): { materials: Record<string, number>; people: Record<string, number> };
  /** Deletes the owner's dossiers created before `before` that hold nothing and made no report. */
  deleteEmpty(ownerId: string, before: Date): number;
}

export function createDossiersRepository(db: DbExecutor): DossiersRepository {
  return {
    create(row) {
      return db.insert(dossiers).values(row).returning().get();
    },
    find(id) {
      return db.select().from(dossiers).where(eq(dossiers.id, id)).get();
    },
    listByOwner(ownerId) {
      return db.select().from(dossiers).where(eq(dossiers.ownerId, ownerId)).orderBy(desc(dossiers.createdAt)).all();
    },
    update(id, fields, now) {
      return db
        .update(dossiers)
        .set({ ...fields, updatedAt: now })
        .where(eq(dossiers.id, id))
        .returning()
        .get();
    },
    counts(id) {
      const materials = db.select({ kind: dossierMaterials.kind, n: count() }).from(dossierMaterials).where(eq(dossierMaterials.dossierId, id)).groupBy(dossierMaterials.kind).all();
      const people = db.select({ kind: dossierPeople.kind, n: count() }).from(dossierPeople).where(eq(dossierPeople.dossierId, id)).groupBy(dossierPeople.kind).all();
      return {
        materials: Object.fromEntries(materials.map((row) => [row.kind, row.n])),
        people: Object.fromEntries(people.map((row) => [row.kind, row.n])),
      };
    },
    deleteEmpty(ownerId, before) {
      const result = db
        .delete(dossiers)
        .where(
          and(
            eq(dossiers.ownerId, ownerId),
            lt(dossiers.createdAt, before),
            notExists(db.select({ one: sql`1` }).from(dossierMaterials).where(eq(dossierMaterials.dossierId, dossiers.id))),
            notExists(db.select({ one: sql`1` }).from(dossierPeople).where(eq(dossierPeople.dossierId, dossiers.id))),
            notExists(db.select({ one: sql`1` }).from(reports).where(eq(reports.dossierId, dossiers.id))),
          ),
        )
        .run();
      return result.changes;
    },
  };
}
