import { and, desc, eq, lt, not, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { lockingRows } from '../../db/row-locks';
import type { Db, Orm } from '../../db/store';
import type { dossiers } from '../../db/schema';

export type DossierRow = typeof dossiers.$inferSelect;

/**
 * A condition on a dossier that the module owning the rows it looks at builds (materials, people,
 * reports): the dossier's own statement stays one statement without querying their tables here.
 */
export type DossierCondition = (q: Orm, dossierId: AnySQLiteColumn) => SQL;

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
  /** The ids of the owner's dossiers, as a subquery for another module's statement. */
  idsOwnedBy(q: Orm, ownerId: string): SQLWrapper;
  /** Deletes the owner's dossiers created before `before` for which none of `uses` holds (nothing in them, no report made). */
  deleteUnused(ownerId: string, before: Date, uses: readonly DossierCondition[]): Promise<number>;
  /** An erased member's dossiers stay under a tombstone address (the deals made from them are the network's); answers how many. */
  replaceOwnerEmail(ownerId: string, email: string): Promise<number>;
}

export function createDossiersRepository(db: Db): DossiersRepository {
  const { dossiers } = db.tables;
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
    idsOwnedBy(q, ownerId) {
      return q.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.ownerId, ownerId));
    },
    replaceOwnerEmail(ownerId, email) {
      return db.changes((q) => q.update(dossiers).set({ ownerEmail: email }).where(eq(dossiers.ownerId, ownerId)));
    },
    deleteUnused(ownerId, before, uses) {
      // The conditions are built on the builder the store hands over, like the statement around them.
      return db.changes((q) =>
        q.delete(dossiers).where(and(eq(dossiers.ownerId, ownerId), lt(dossiers.createdAt, before), ...uses.map((use) => not(use(q, dossiers.id))))),
      );
    },
  };
}
