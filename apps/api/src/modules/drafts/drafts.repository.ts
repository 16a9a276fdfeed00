import { and, asc, eq, gt, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import { lockingRows } from '../../db/row-locks';
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
   * this is the first opening) for the one caller that spent it, which marks the address proven and
   * gives the draft the keys `keysAfter` answers, in the same statement: no moment exists where the
   * address is proven and a key the opening drops still works.
   */
  redeemLink(linkTokenHash: string, now: Date, keysAfter: (before: DraftRow) => string[]): Promise<DraftRow | undefined>;
  /** A new link for a live draft, replacing one not yet opened. */
  issueLink(id: string, linkTokenHash: string): Promise<void>;
  /**
   * Whether `as` still holds, checked inside the caller's transaction: on PostgreSQL the draft's row
   * stays locked until it ends, so an opening of a link waits for the write, or the write sees it.
   */
  holds(id: string, as: Unlocked): Promise<boolean>;
  /**
   * Newer progress, and the files of slots not in `keepSlots` deleted; answers their stored names,
   * or undefined when `as` no longer holds (its key was dropped meanwhile) and nothing changed.
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
  /** The stored names of every draft's files (what recovery at start must keep). */
  storedNames(): Promise<string[]>;
  /** Stores a file for a slot, replacing the slot's earlier file; answers the replaced files' stored names. Call it after `holds`, in one transaction. */
  putFile(row: DraftFileRow): Promise<string[]>;
}

/**
 * The key a request was let in with. An opening of a link may drop it between that check and the
 * request's write (the first opening drops every key given before it), so each write checks again,
 * in its own transaction, that the key is still among the draft's keys.
 */
export interface Unlocked {
  keyHash: string;
}

export function createDraftsRepository(db: Db): DraftsRepository {
  const { applicationDrafts: drafts, applicationDraftFiles: files } = db.tables;
  /** The draft's keys, read with its row locked until the transaction `tx` ends (PostgreSQL); undefined when there is no such draft. */
  const lockedKeys = async (tx: Db, id: string) => (await tx.first((q) => lockingRows(tx, q.select({ deviceKeyHashes: drafts.deviceKeyHashes }).from(drafts).where(eq(drafts.id, id)))))?.deviceKeyHashes;
  /** Whether `as` still holds for the draft, with its row locked (lockedKeys). */
  const holds = async (tx: Db, id: string, as: Unlocked) => (await lockedKeys(tx, id))?.includes(as.keyHash) ?? false;
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
    redeemLink(linkTokenHash, now, keysAfter) {
      return db.transaction(async (tx) => {
        const open = and(eq(drafts.linkTokenHash, linkTokenHash), gt(drafts.expiresAt, now));
        // Read with the row locked (PostgreSQL): a write by a key this opening drops waits for it.
        const before = await tx.first((q) => lockingRows(tx, q.select(draftColumns).from(drafts).where(open)));
        if (!before) return undefined;
        // One conditional UPDATE decides, as for sign-in links: two openings cannot both win. The
        // token is forgotten once spent; the first opening's time stays as the address's proof.
        const spent = await tx.changes((q) =>
          q
            .update(drafts)
            .set({ linkTokenHash: null, linkUsedAt: before.provenAt ?? now, deviceKeyHashes: keysAfter(before) })
            .where(and(eq(drafts.id, before.id), eq(drafts.linkTokenHash, linkTokenHash))),
        );
        return spent === 1 ? before : undefined;
      });
    },
    async issueLink(id, linkTokenHash) {
      await db.query((q) => q.update(drafts).set({ linkTokenHash }).where(eq(drafts.id, id)));
    },
    holds(id, as) {
      return holds(db, id, as);
    },
    updatePayload(id, payload, updatedAt, expiresAt, keepSlots, as) {
      return db.transaction(async (tx) => {
        if (!(await holds(tx, id, as))) return undefined;
        await tx.query((q) => q.update(drafts).set({ payload, updatedAt, expiresAt }).where(eq(drafts.id, id)));
        const stale = keepSlots.length > 0 ? and(eq(files.draftId, id), notInArray(files.slot, [...keepSlots])) : eq(files.draftId, id);
        const removed = await tx.query((q) => q.delete(files).where(stale).returning({ storedName: files.storedName }));
        return removed.map((file) => file.storedName);
      });
    },
    delete(id, as) {
      return db.transaction(async (tx) => {
        // The row is locked before its files are listed (PostgreSQL): a file committing for this
        // copy at the same instant is either listed here or finds the copy gone, never left behind.
        const keys = await lockedKeys(tx, id);
        if (!keys || (as && !keys.includes(as.keyHash))) return undefined;
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
    async storedNames() {
      return (await db.query((q) => q.select({ name: files.storedName }).from(files))).map((row) => row.name);
    },
    async fileTotals() {
      const row = await db.first((q) => q.select({ bytes: sql<number>`coalesce(sum(${files.size}), 0)`.mapWith(Number), files: sql<number>`count(*)`.mapWith(Number) }).from(files));
      return row ?? { bytes: 0, files: 0 };
    },
    async putFile(row) {
      const replaced = await db.query((q) =>
        q
          .delete(files)
          .where(and(eq(files.draftId, row.draftId), eq(files.slot, row.slot)))
          .returning({ storedName: files.storedName }),
      );
      await db.query((q) => q.insert(files).values(row));
      return replaced.map((file) => file.storedName);
    },
  };
}
