import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { dossierMaterials, dossiers, type MaterialKind } from '../../db/schema';

export type MaterialRow = typeof dossierMaterials.$inferSelect;
export type NewMaterial = Omit<typeof dossierMaterials.$inferInsert, 'createdAt' | 'updatedAt'>;
export type MaterialFields = Partial<Pick<MaterialRow, 'url' | 'urlHost' | 'description' | 'content' | 'fileName'>>;

export interface MaterialsRepository {
  find(id: string): MaterialRow | undefined;
  list(dossierId: string, kinds?: readonly MaterialKind[]): MaterialRow[];
  insert(material: NewMaterial, now: Date): MaterialRow;
  update(id: string, fields: MaterialFields, now: Date): MaterialRow | undefined;
  /** url, note and post-money valuation: one per dossier, replaced in place. */
  upsertSingleton(dossierId: string, kind: MaterialKind, fields: MaterialFields, newId: string, now: Date): MaterialRow;
  delete(id: string): MaterialRow | undefined;
  /** The owner's newest dossier holding a url or secondary url on this host (lookupUrl). */
  findOwnByHost(ownerId: string, host: string): { dossierId: string } | undefined;
  /** The owner's newest dossier holding a pitch deck with this SHA-256 (check-deck). */
  findOwnByDeck(ownerId: string, sha256: string): { dossierId: string } | undefined;
}

export function createMaterialsRepository(db: DbExecutor): MaterialsRepository {
  return {
    find(id) {
      return db.select().from(dossierMaterials).where(eq(dossierMaterials.id, id)).get();
    },
    list(dossierId, kinds) {
      const byDossier = eq(dossierMaterials.dossierId, dossierId);
      return db
        .select()
        .from(dossierMaterials)
        .where(kinds ? and(byDossier, inArray(dossierMaterials.kind, [...kinds])) : byDossier)
        .orderBy(asc(dossierMaterials.createdAt), asc(dossierMaterials.id))
        .all();
    },
    insert(material, now) {
      return db
        .insert(dossierMaterials)
        .values({ ...material, createdAt: now, updatedAt: now })
        .returning()
        .get();
    },
    update(id, fields, now) {
      return db
        .update(dossierMaterials)
        .set({ ...fields, updatedAt: now })
        .where(eq(dossierMaterials.id, id))
        .returning()
        .get();
    },
    upsertSingleton(dossierId, kind, fields, newId, now) {
      const existing = db
        .select({ id: dossierMaterials.id })
        .from(dossierMaterials)
        .where(and(eq(dossierMaterials.dossierId, dossierId), eq(dossierMaterials.kind, kind)))
        .get();
      if (existing) {
        return db.update(dossierMaterials).set({ ...fields, updatedAt: now }).where(eq(dossierMaterials.id, existing.id)).returning().get();
      }
      return db
        .insert(dossierMaterials)
        .values({ id: newId, dossierId, kind, ...fields, createdAt: now, updatedAt: now })
        .returning()
        .get();
    },
    delete(id) {
      return db.delete(dossierMaterials).where(eq(dossierMaterials.id, id)).returning().get();
    },
    findOwnByHost(ownerId, host) {
      return db
        .select({ dossierId: dossierMaterials.dossierId })
        .from(dossierMaterials)
        .innerJoin(dossiers, eq(dossiers.id, dossierMaterials.dossierId))
        .where(and(eq(dossiers.ownerId, ownerId), eq(dossierMaterials.urlHost, host), inArray(dossierMaterials.kind, ['url', 'secondary_url', 'docsend_link'])))
        .orderBy(desc(dossierMaterials.createdAt))
        .get();
    },
    findOwnByDeck(ownerId, sha256) {
      return db
        .select({ dossierId: dossierMaterials.dossierId })
        .from(dossierMaterials)
        .innerJoin(dossiers, eq(dossiers.id, dossierMaterials.dossierId))
        .where(and(eq(dossiers.ownerId, ownerId), eq(dossierMaterials.sha256, sha256), eq(dossierMaterials.kind, 'pitch_deck')))
        .orderBy(desc(dossierMaterials.createdAt))
        .get();
    },
  };
}
