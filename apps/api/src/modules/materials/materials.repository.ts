import { and, asc, count, desc, eq, exists, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db, Orm } from '../../db/store';
import { createDossiersRepository } from '../dossiers/dossiers.repository';
import type { dossierMaterials, MaterialKind } from '../../db/schema';

export type MaterialRow = typeof dossierMaterials.$inferSelect;
export type NewMaterial = Omit<typeof dossierMaterials.$inferInsert, 'createdAt' | 'updatedAt'>;
export type MaterialFields = Partial<Pick<MaterialRow, 'url' | 'urlHost' | 'description' | 'content' | 'fileName'>>;

export interface MaterialsRepository {
  find(id: string): Promise<MaterialRow | undefined>;
  list(dossierId: string, kinds?: readonly MaterialKind[]): Promise<MaterialRow[]>;
  insert(material: NewMaterial, now: Date): Promise<MaterialRow>;
  update(id: string, fields: MaterialFields, now: Date): Promise<MaterialRow | undefined>;
  /** url, note and post-money valuation: one per dossier, replaced in place. */
  upsertSingleton(dossierId: string, kind: MaterialKind, fields: MaterialFields, newId: string, now: Date): Promise<MaterialRow>;
  delete(id: string): Promise<MaterialRow | undefined>;
  /** The owner's newest dossier holding a url or secondary url on this host (lookupUrl). */
  findOwnByHost(ownerId: string, host: string): Promise<{ dossierId: string } | undefined>;
  /** The owner's newest dossier holding a pitch deck with this SHA-256 (check-deck). */
  findOwnByDeck(ownerId: string, sha256: string): Promise<{ dossierId: string } | undefined>;
  /** The dossiers holding a pitch deck with this SHA-256 (lower-case hex), on the sha index. */
  dossierIdsWithDeck(sha256: string): Promise<string[]>;
  /** How many materials of each kind the dossier holds: one grouped statement. */
  countByKind(dossierId: string): Promise<Record<string, number>>;
  /** The names of every stored file a material refers to (storage recovery keeps these). */
  storedNames(): Promise<string[]>;
  /** A condition for another module's statement: the dossier `dossierId` names holds a material. */
  anyFor(q: Orm, dossierId: AnySQLiteColumn): SQL;
}

/** The row a write's RETURNING gave back: there is always one, unless the row vanished or the driver broke. */
function returned<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} the material returned no row`);
  return row;
}

export function createMaterialsRepository(db: Db): MaterialsRepository {
  const { dossierMaterials } = db.tables;
  const dossiers = createDossiersRepository(db);
  return {
    find(id) {
      return db.first((q) => q.select().from(dossierMaterials).where(eq(dossierMaterials.id, id)));
    },
    list(dossierId, kinds) {
      const byDossier = eq(dossierMaterials.dossierId, dossierId);
      return db.query((q) =>
        q
          .select()
          .from(dossierMaterials)
          .where(kinds ? and(byDossier, inArray(dossierMaterials.kind, [...kinds])) : byDossier)
          .orderBy(asc(dossierMaterials.createdAt), asc(dossierMaterials.id)),
      );
    },
    async insert(material, now) {
      return returned(await db.query((q) => q.insert(dossierMaterials).values({ ...material, createdAt: now, updatedAt: now }).returning()), 'inserting');
    },
    update(id, fields, now) {
      return db.first((q) =>
        q
          .update(dossierMaterials)
          .set({ ...fields, updatedAt: now })
          .where(eq(dossierMaterials.id, id))
          .returning(),
      );
    },
    upsertSingleton(dossierId, kind, fields, newId, now) {
      // Look and write in one transaction holding the dossier, so two saves arriving together cannot both insert.
      return db.transaction(async (tx) => {
        await createDossiersRepository(tx).lockForWrite(dossierId);
        const existing = await tx.first((q) =>
          q
            .select({ id: dossierMaterials.id })
            .from(dossierMaterials)
            .where(and(eq(dossierMaterials.dossierId, dossierId), eq(dossierMaterials.kind, kind)))
            .limit(1),
        );
        if (existing) {
          return returned(await tx.query((q) => q.update(dossierMaterials).set({ ...fields, updatedAt: now }).where(eq(dossierMaterials.id, existing.id)).returning()), 'updating');
        }
        return returned(await tx.query((q) => q.insert(dossierMaterials).values({ id: newId, dossierId, kind, ...fields, createdAt: now, updatedAt: now }).returning()), 'inserting');
      });
    },
    delete(id) {
      return db.first((q) => q.delete(dossierMaterials).where(eq(dossierMaterials.id, id)).returning());
    },
    findOwnByHost(ownerId, host) {
      return db.first((q) =>
        q
          .select({ dossierId: dossierMaterials.dossierId })
          .from(dossierMaterials)
          .where(and(inArray(dossierMaterials.dossierId, dossiers.idsOwnedBy(q, ownerId)), eq(dossierMaterials.urlHost, host), inArray(dossierMaterials.kind, ['url', 'secondary_url', 'docsend_link'])))
          .orderBy(desc(dossierMaterials.createdAt))
          .limit(1),
      );
    },
    findOwnByDeck(ownerId, sha256) {
      return db.first((q) =>
        q
          .select({ dossierId: dossierMaterials.dossierId })
          .from(dossierMaterials)
          .where(and(inArray(dossierMaterials.dossierId, dossiers.idsOwnedBy(q, ownerId)), eq(dossierMaterials.sha256, sha256), eq(dossierMaterials.kind, 'pitch_deck')))
          .orderBy(desc(dossierMaterials.createdAt))
          .limit(1),
      );
    },
    async dossierIdsWithDeck(sha256) {
      const rows = await db.query((q) =>
        q
          .selectDistinct({ dossierId: dossierMaterials.dossierId })
          .from(dossierMaterials)
          .where(and(eq(dossierMaterials.sha256, sha256), eq(dossierMaterials.kind, 'pitch_deck'))),
      );
      return rows.map((row) => row.dossierId);
    },
    async countByKind(dossierId) {
      // count() maps its answer to a number: PostgreSQL sends a bigint as a string.
      const rows = await db.query((q) => q.select({ kind: dossierMaterials.kind, n: count() }).from(dossierMaterials).where(eq(dossierMaterials.dossierId, dossierId)).groupBy(dossierMaterials.kind));
      return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
    },
    async storedNames() {
      const rows = await db.query((q) => q.select({ name: dossierMaterials.storedName }).from(dossierMaterials).where(isNotNull(dossierMaterials.storedName)));
      return rows.map((row) => row.name ?? '');
    },
    anyFor(q, dossierId) {
      return exists(q.select({ one: sql`1` }).from(dossierMaterials).where(eq(dossierMaterials.dossierId, dossierId)));
    },
  };
}
