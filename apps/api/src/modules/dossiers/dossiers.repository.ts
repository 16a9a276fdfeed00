import { and, count, desc, eq, lt, notExists, sql } from 'drizzle-orm';
import { lockingRows } from '../../db/row-locks';
import type { Db } from '../../db/store';
import type { dossiers } from '../../db/schema';

export type DossierRow = typeof dossiers.$inferSelect;

export interface DossiersRepository {
  create(row: typeof dossiers.$inferInsert): Promise<DossierRow>;
  find(id: string): Promise<DossierRow | undefined>;
  /**
   * Call inside a transaction: holds the dossier until the transaction ends, so writes that read its
   * materials or people before writing (insert unless present, append at the next position) queue
   * one after another instead of both acting on what they read. PostgreSQL locks the row; a SQLite
   * transaction holds the one connection already.
   */
  lockForWrite(id: string): Promise<void>;
  listByOwner(ownerId: string): Promise<DossierRow[]>;
  update(id: string, fields: Partial<Pick<DossierRow, 'name' | 'vehicleSettings'>>, now: Date): Promise<DossierRow | undefined>;
  /** Counts per material kind and per person kind: two grouped statements. */
  counts(id: string): Promise<{ materials: Record<string, number>; people: Record<string, number> }>;
  /** Deletes the owner's dossiers created before `before` that hold nothing and made no report. */
  deleteEmpty(ownerId: string, before: Date): Promise<number>;
}

export function createDossiersRepository(db: Db): DossiersRepository {
  const { dossierMaterials, dossierPeople, dossiers, reports } = db.tables;
  return {
    async create(row) {
      const [created] = await db.query((q) => q.insert(dossiers).values(row).returning());
      if (!created) throw new Error('inserting the dossier returned no row');
      return created;
    },
    find(id) {
      return db.first((q) => q.select().from(dossiers).where(eq(dossiers.id, id)));
    },
    async lockForWrite(id) {
      await db.first((q) => lockingRows(db, q.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.id, id))));
    },
    listByOwner(ownerId) {
      return db.query((q) => q.select().from(dossiers).where(eq(dossiers.ownerId, ownerId)).orderBy(desc(dossiers.createdAt)));
    },
    update(id, fields, now) {
      return db.first((q) =>
        q
          .update(dossiers)
          .set({ ...fields, updatedAt: now })
          .where(eq(dossiers.id, id))
          .returning(),
      );
    },
    async counts(id) {
      // count() maps its answer to a number: PostgreSQL sends a bigint as a string.
      const materials = await db.query((q) => q.select({ kind: dossierMaterials.kind, n: count() }).from(dossierMaterials).where(eq(dossierMaterials.dossierId, id)).groupBy(dossierMaterials.kind));
      const people = await db.query((q) => q.select({ kind: dossierPeople.kind, n: count() }).from(dossierPeople).where(eq(dossierPeople.dossierId, id)).groupBy(dossierPeople.kind));
      return {
        materials: Object.fromEntries(materials.map((row) => [row.kind, row.n])),
        people: Object.fromEntries(people.map((row) => [row.kind, row.n])),
      };
    },
    deleteEmpty(ownerId, before) {
      // The subqueries are built on the builder the store hands over, like the statement around them.
      return db.changes((q) =>
        q
          .delete(dossiers)
          .where(
            and(
              eq(dossiers.ownerId, ownerId),
              lt(dossiers.createdAt, before),
              notExists(q.select({ one: sql`1` }).from(dossierMaterials).where(eq(dossierMaterials.dossierId, dossiers.id))),
              notExists(q.select({ one: sql`1` }).from(dossierPeople).where(eq(dossierPeople.dossierId, dossiers.id))),
              notExists(q.select({ one: sql`1` }).from(reports).where(eq(reports.dossierId, dossiers.id))),
            ),
          ),
      );
    },
  };
}
