import { and, asc, eq, gt, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/store';

/** A server draft as the service sees it; `payload` is still sealed (the service opens it). */
export interface DraftRow {
  id: string;
  email: string;
  payload: string;
  deviceKeyHashes: string[];
  /** When an emailed link to the draft's address was first opened: the address is proven from then on. */
  provenAt: Date | null;
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
  insert(row: Omit<DraftRow, 'provenAt'> & { linkTokenHash: string; createdAt: Date }): Promise<void>;
  /** A live draft (not past its expiry) by id. */
  findLive(id: string, now: Date): Promise<DraftRow | undefined>;
  /**
   * Spends an emailed link's token once: the draft as it was before (its `provenAt` says whether
   * this is the first opening) for the one caller that spent it, which marks the address proven.
   */
  redeemLink(linkTokenHash: string, now: Date): Promise<DraftRow | undefined>;
  /** A new link for a live draft, replacing one not yet opened. */
  issueLink(id: string, linkTokenHash: string): Promise<void>;
  setDeviceKeys(id: string, deviceKeyHashes: string[]): Promise<void>;
  /**
   * Newer progress, and the files of slots not in `keepSlots` deleted; answers their stored names,
   * or undefined when `as` no longer holds (the address was proven meanwhile) and nothing changed.
   */
  updatePayload(id: string, payload: string, updatedAt: Date, expiresAt: Date, keepSlots: readonly string[], as: Unlocked): Promise<string[] | undefined>;
  /** Deletes the draft (its file rows go with it) and answers the stored names of its files; undefined when `as` no longer holds. */
  delete(id: string, as?: Unlocked): Promise<string[] | undefined>;
  /** Ids of drafts past their expiry, oldest first, at most `limit`. */
  expired(now: Date, limit: number): Promise<string[]>;
  /** The drafts kept for an address, oldest first; `proven` only those whose address was proven. */
  ofEmail(email: string, options?: { proven?: boolean }): Promise<DraftRow[]>;
  files(draftId: string): Promise<DraftFileRow[]>;
  findFile(draftId: string, fileId: string): Promise<DraftFileRow | undefined>;
  /** The bytes and number of every draft's files: the public's uploads count them (applications/public-uploads.read.ts). */
  fileTotals(): Promise<{ bytes: number; files: number }>;
  /** Stores a file for a slot, replacing the slot's earlier file; answers the replaced files' stored names, or undefined when `as` no longer holds. */
  putFile(row: DraftFileRow, as: Unlocked): Promise<string[] | undefined>;
}

/**
 * What a key was checked against: a key given before the address was proven holds only while it
 * is not, so each write by such a key checks that in its own transaction (on PostgreSQL, the guard's
 * UPDATE locks the draft's row, so an opening of the link waits for the write, or the write sees it).
 */
export interface Unlocked {
  provenAt: Date | null;
}

export function createDraftsRepository(db: Db): DraftsRepository {
  const { applicationDrafts: drafts, applicationDraftFiles: files } = db.tables;
  /** The condition under which `as` still holds: an unproven key's, that the address is still unproven. */
  const stillAs = (as: Unlocked) => (as.provenAt ? undefined : isNull(drafts.linkUsedAt));
  /** Whether `as` still holds for the draft, checked by an UPDATE that changes nothing but locks its row. */
  const holds = async (tx: Db, id: string, as: Unlocked) => (await tx.changes((q) => q.update(drafts).set({ id }).where(and(eq(drafts.id, id), stillAs(as))))) === 1;
  const draftColumns = {
    id: drafts.id,
    email: drafts.email,
    payload: drafts.payload,
    deviceKeyHashes: drafts.deviceKeyHashes,
    provenAt: drafts.linkUsedAt,
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
      return db.transaction(async (tx) => {
        const before = await tx.first((q) =>
          q
            .select(draftColumns)
            .from(drafts)
            .where(and(eq(drafts.linkTokenHash, linkTokenHash), gt(drafts.expiresAt, now))),
        );
        if (!before) return undefined;
        // One conditional UPDATE decides, as for sign-in links: two openings cannot both win. The
        // token is forgotten once spent; the first opening's time stays as the address's proof.
        const spent = await tx.changes((q) =>
          q
            .update(drafts)
            .set({ linkTokenHash: null, linkUsedAt: before.provenAt ?? now })
            .where(and(eq(drafts.id, before.id), eq(drafts.linkTokenHash, linkTokenHash))),
        );
        return spent === 1 ? before : undefined;
      });
    },
    async issueLink(id, linkTokenHash) {
      await db.query((q) => q.update(drafts).set({ linkTokenHash }).where(eq(drafts.id, id)));
    },
    async setDeviceKeys(id, deviceKeyHashes) {
      await db.query((q) => q.update(drafts).set({ deviceKeyHashes }).where(eq(drafts.id, id)));
    },
    updatePayload(id, payload, updatedAt, expiresAt, keepSlots, as) {
      return db.transaction(async (tx) => {
        if ((await tx.changes((q) => q.update(drafts).set({ payload, updatedAt, expiresAt }).where(and(eq(drafts.id, id), stillAs(as))))) === 0) return undefined;
        const stale = keepSlots.length > 0 ? and(eq(files.draftId, id), notInArray(files.slot, [...keepSlots])) : eq(files.draftId, id);
        const removed = await tx.query((q) => q.delete(files).where(stale).returning({ storedName: files.storedName }));
        return removed.map((file) => file.storedName);
      });
    },
    delete(id, as) {
      return db.transaction(async (tx) => {
        if (as && !(await holds(tx, id, as))) return undefined;
        const stored = await tx.query((q) => q.select({ storedName: files.storedName }).from(files).where(eq(files.draftId, id)));
        await tx.query((q) => q.delete(files).where(eq(files.draftId, id)));
        await tx.query((q) => q.delete(drafts).where(eq(drafts.id, id)));
        return stored.map((row) => row.storedName);
      });
    },
    ofEmail(email, options = {}) {
      const whose = options.proven ? and(eq(drafts.email, email), isNotNull(drafts.linkUsedAt)) : eq(drafts.email, email);
      return db.query((q) => q.select(draftColumns).from(drafts).where(whose).orderBy(asc(drafts.createdAt), asc(drafts.id)));
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
    async fileTotals() {
      const row = await db.first((q) => q.select({ bytes: sql<number>`coalesce(sum(${files.size}), 0)`.mapWith(Number), files: sql<number>`count(*)`.mapWith(Number) }).from(files));
      return row ?? { bytes: 0, files: 0 };
    },
    putFile(row, as) {
      return db.transaction(async (tx) => {
        if (!(await holds(tx, row.draftId, as))) return undefined;
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
  };
}
