import { and, asc, eq, gt, isNull, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/store';

/** A server draft as the service sees it; `payload` is still sealed (the service opens it). */
export interface DraftRow {
  id: string;
  email: string;
  payload: string;
  deviceKeyHashes: string[];
  updatedAt: Date;
  expiresAt: Date;
}

export interface DraftFileRow {
  id: string;
  draftId: string;
  slot: string;
  originalName: string;
  storedName: string;
  mimeType: string;
  size: number;
  sha256: string;
  createdAt: Date;
}

export interface DraftsRepository {
  insert(row: DraftRow & { linkTokenHash: string; createdAt: Date }): Promise<void>;
  /** A live draft (not past its expiry) by id. */
  findLive(id: string, now: Date): Promise<DraftRow | undefined>;
  /** Spends the emailed link's token once; the draft for the one caller that spent it. */
  redeemLink(linkTokenHash: string, now: Date): Promise<DraftRow | undefined>;
  addDeviceKey(id: string, deviceKeyHashes: string[]): Promise<void>;
  updatePayload(id: string, payload: string, updatedAt: Date, expiresAt: Date): Promise<void>;
  /** Deletes the draft (its file rows go with it) and answers the stored names of its files. */
  delete(id: string): Promise<string[]>;
  /** Ids of drafts past their expiry, oldest first, at most `limit`. */
  expired(now: Date, limit: number): Promise<string[]>;
  /** The drafts kept for an address, oldest first. */
  ofEmail(email: string): Promise<DraftRow[]>;
  files(draftId: string): Promise<DraftFileRow[]>;
  findFile(draftId: string, fileId: string): Promise<DraftFileRow | undefined>;
  /** Stores a file for a slot, replacing the slot's earlier file; answers the replaced files' stored names. */
  putFile(row: DraftFileRow): Promise<string[]>;
  /** Deletes the files of slots not in `keep`; answers their stored names. */
  removeFilesExcept(draftId: string, keep: readonly string[]): Promise<string[]>;
}

export function createDraftsRepository(db: Db): DraftsRepository {
  const { applicationDrafts: drafts, applicationDraftFiles: files } = db.tables;
  const draftColumns = {
    id: drafts.id,
    email: drafts.email,
    payload: drafts.payload,
    deviceKeyHashes: drafts.deviceKeyHashes,
    updatedAt: drafts.updatedAt,
    expiresAt: drafts.expiresAt,
  };
  return {
    async insert(row) {
      await db.query((q) => q.insert(drafts).values({ ...row, linkUsedAt: null }));
    },
    findLive(id, now) {
      return db.first((q) =>
        q
          .select(draftColumns)
          .from(drafts)
          .where(and(eq(drafts.id, id), gt(drafts.expiresAt, now))),
      );
    },
    redeemLink(linkTokenHash, now) {
      // One conditional UPDATE decides, as for sign-in links: two openings cannot both win.
      return db.first((q) =>
        q
          .update(drafts)
          .set({ linkUsedAt: now })
          .where(and(eq(drafts.linkTokenHash, linkTokenHash), isNull(drafts.linkUsedAt), gt(drafts.expiresAt, now)))
          .returning(draftColumns),
      );
    },
    async addDeviceKey(id, deviceKeyHashes) {
      await db.query((q) => q.update(drafts).set({ deviceKeyHashes }).where(eq(drafts.id, id)));
    },
    async updatePayload(id, payload, updatedAt, expiresAt) {
      await db.query((q) => q.update(drafts).set({ payload, updatedAt, expiresAt }).where(eq(drafts.id, id)));
    },
    delete(id) {
      return db.transaction(async (tx) => {
        const stored = await tx.query((q) => q.select({ storedName: files.storedName }).from(files).where(eq(files.draftId, id)));
        await tx.query((q) => q.delete(files).where(eq(files.draftId, id)));
        await tx.query((q) => q.delete(drafts).where(eq(drafts.id, id)));
        return stored.map((row) => row.storedName);
      });
    },
    ofEmail(email) {
      return db.query((q) => q.select().from(drafts).where(eq(drafts.email, email)).orderBy(asc(drafts.createdAt), asc(drafts.id)));
    },
    async expired(now, limit) {
      const rows = await db.query((q) => q.select({ id: drafts.id }).from(drafts).where(lte(drafts.expiresAt, now)).orderBy(asc(drafts.expiresAt)).limit(limit));
      return rows.map((row) => row.id);
    },
    files(draftId) {
      return db.query((q) => q.select().from(files).where(eq(files.draftId, draftId)).orderBy(asc(files.createdAt), asc(files.id)));
    },
    findFile(draftId, fileId) {
      return db.first((q) =>
        q
          .select()
          .from(files)
          .where(and(eq(files.draftId, draftId), eq(files.id, fileId))),
      );
    },
    putFile(row) {
      return db.transaction(async (tx) => {
        const replaced = await tx.query((q) =>
          q
            .delete(files)
            .where(and(eq(files.draftId, row.draftId), eq(files.slot, row.slot)))
            .returning({ storedName: files.storedName }),
        );
        await tx.query((q) => q.insert(files).values(row));
        return replaced.map((file) => file.storedName);
      });
    },
    async removeFilesExcept(draftId, keep) {
      const stale = keep.length > 0 ? and(eq(files.draftId, draftId), notInArray(files.slot, [...keep])) : eq(files.draftId, draftId);
      const removed = await db.query((q) => q.delete(files).where(stale).returning({ storedName: files.storedName }));
      return removed.map((file) => file.storedName);
    },
  };
}
