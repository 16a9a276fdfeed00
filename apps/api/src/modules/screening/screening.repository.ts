import { and, asc, desc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import { holdingLock, lockingRows } from '../../db/row-locks';
import type { Db } from '../../db/store';
import type { screeningEntries, screeningHits, screeningLists } from '../../db/schema';
import type { ListEntry } from './lists/list-entry';

export type ScreeningListRow = typeof screeningLists.$inferSelect;
export type ScreeningEntryRow = typeof screeningEntries.$inferSelect;
export type ScreeningHitRow = typeof screeningHits.$inferSelect;
export type NewScreeningHit = Omit<ScreeningHitRow, 'status' | 'note' | 'resolvedBy' | 'resolvedAt'>;
/** An entry found through the name index, with the active list it belongs to. */
export type Candidate = Omit<ScreeningEntryRow, 'kind' | 'details'> & { kind: ListEntry['kind']; list: Pick<ScreeningListRow, 'id' | 'source' | 'name' | 'version'> };

const KINDS: ReadonlySet<string> = new Set<ListEntry['kind']>(['person', 'entity', 'vessel', 'aircraft']);
const kindOf = (stored: string): ListEntry['kind'] => (KINDS.has(stored) ? (stored as ListEntry['kind']) : 'unknown');

export interface ScreeningRepository {
  /** Writes a version's entries and their name keys (a batch of a staged import: its list row is inactive until activated). */
  addEntries(entries: readonly ScreeningEntryRow[], keys: ReadonlyArray<{ key: string; entryId: string }>): Promise<void>;
  /** Inserts a list row as it is (a staged import's, inactive). */
  insertList(list: ScreeningListRow): Promise<void>;
  /** Makes the list the active one of its source; answers the versions it replaced (now inactive, their entries still to drop). */
  activate(list: Pick<ScreeningListRow, 'id' | 'source'>): Promise<string[]>;
  /** Deletes up to `limit` entries (and their keys) of these lists; answers how many, so a caller can go on between batches. */
  dropEntries(listIds: readonly string[], limit: number): Promise<number>;
  /** Every inactive list: replaced versions (history), and imports that never became active. */
  inactiveLists(): Promise<ScreeningListRow[]>;
  /** Deletes a list row that never became active (its entries must be gone first). */
  deleteList(listId: string): Promise<void>;
  lists(): Promise<ScreeningListRow[]>;
  hasActiveList(): Promise<boolean>;
  /** Entries of the active lists that carry any of `keys`, each once. */
  candidates(keys: readonly string[]): Promise<Candidate[]>;
  /**
   * Records a hit, or refreshes the snapshot and score of the same person's hit on the same entry
   * (its status and resolution stay as they are). True when the hit is new.
   */
  upsertHit(hit: NewScreeningHit): Promise<boolean>;
  hitsOf(subjectType: string, subjectId: string): Promise<ScreeningHitRow[]>;
  hits(status: 'open' | 'all'): Promise<ScreeningHitRow[]>;
  findHit(id: string): Promise<ScreeningHitRow | undefined>;
  hasOpenHit(subjectType: string, subjectId: string): Promise<boolean>;
  /** Whether an admin confirmed any hit on these subjects as a true match (an erasure must keep the record). */
  /** `locking`: every hit of the subjects read with its row locked until the transaction ends (PostgreSQL). */
  hasTrueMatch(subjects: ReadonlyArray<{ type: string; id: string }>, options?: { locking?: boolean }): Promise<boolean>;
  /** The subject's hits, gone with the record they are about; answers their ids. */
  deleteHitsOf(subjectType: string, subjectId: string): Promise<string[]>;
  /** Resolves an open hit; false when it was not open (already resolved, or by someone else meanwhile). */
  resolveHit(id: string, resolution: { status: 'false_positive' | 'true_match'; note: string; resolvedBy: string; resolvedAt: Date }): Promise<boolean>;
}

// Under both engines' limits on bound values per statement (SQLite 32766, PostgreSQL 65535).
const ENTRY_BATCH = 1_000;
const KEY_BATCH = 5_000;
const KEY_LOOKUP_BATCH = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export function createScreeningRepository(db: Db): ScreeningRepository {
  const { screeningLists, screeningEntries, screeningKeys, screeningHits } = db.tables;
  const { details: _details, ...candidateColumns } = getTableColumns(screeningEntries);
  return {
    async addEntries(entries, keys) {
      for (const batch of chunks(entries, ENTRY_BATCH)) await db.query((q) => q.insert(screeningEntries).values(batch));
      for (const batch of chunks(keys, KEY_BATCH)) await db.query((q) => q.insert(screeningKeys).values(batch).onConflictDoNothing());
    },
    async insertList(list) {
      await db.query((q) => q.insert(screeningLists).values(list));
    },
    async activate(list) {
      // One activation of a source at a time (PostgreSQL): two at once each read the same active
      // version, each switched only that one off, and both stayed active.
      await holdingLock(db, `screening-source:${list.source}`);
      const previous = await db.query((q) => q.select({ id: screeningLists.id }).from(screeningLists).where(and(eq(screeningLists.source, list.source), eq(screeningLists.active, true))));
      const previousIds = previous.map((row) => row.id).filter((id) => id !== list.id);
      if (previousIds.length > 0) await db.query((q) => q.update(screeningLists).set({ active: false }).where(inArray(screeningLists.id, previousIds)));
      await db.query((q) => q.update(screeningLists).set({ active: true }).where(eq(screeningLists.id, list.id)));
      return previousIds;
    },
    async dropEntries(listIds, limit) {
      if (listIds.length === 0) return 0;
      const ids = (await db.query((q) => q.select({ id: screeningEntries.id }).from(screeningEntries).where(inArray(screeningEntries.listId, [...listIds])).limit(limit))).map((row) => row.id);
      // Keys first: they point at the entries (the cascade would do it, but only where foreign keys are enforced).
      for (const batch of chunks(ids, KEY_BATCH)) await db.query((q) => q.delete(screeningKeys).where(inArray(screeningKeys.entryId, batch)));
      for (const batch of chunks(ids, KEY_BATCH)) await db.query((q) => q.delete(screeningEntries).where(inArray(screeningEntries.id, batch)));
      return ids.length;
    },
    inactiveLists() {
      return db.query((q) => q.select().from(screeningLists).where(eq(screeningLists.active, false)));
    },
    async deleteList(listId) {
      await db.query((q) => q.delete(screeningLists).where(and(eq(screeningLists.id, listId), eq(screeningLists.active, false))));
    },
    lists() {
      return db.query((q) => q.select().from(screeningLists).orderBy(desc(screeningLists.active), asc(screeningLists.source), desc(screeningLists.importedAt)));
    },
    async hasActiveList() {
      return (await db.first((q) => q.select({ id: screeningLists.id }).from(screeningLists).where(eq(screeningLists.active, true)).limit(1))) !== undefined;
    },
    async candidates(keys) {
      const found = new Map<string, Candidate>();
      for (const batch of chunks([...new Set(keys)], KEY_LOOKUP_BATCH)) {
        const rows = await db.query((q) =>
          q
            // Each entry once, through a semi-join on the keys: joined row by row, an entry came back once per key
            // that found it (its word and sound keys both, often), each copy with its JSON columns to decode,
            // and DISTINCT over those columns would compare them all. The details are left out: scoring never reads them.
            .select({ entry: candidateColumns, list: { id: screeningLists.id, source: screeningLists.source, name: screeningLists.name, version: screeningLists.version } })
            .from(screeningEntries)
            .innerJoin(screeningLists, eq(screeningLists.id, screeningEntries.listId))
            .where(and(inArray(screeningEntries.id, q.select({ id: screeningKeys.entryId }).from(screeningKeys).where(inArray(screeningKeys.key, batch))), eq(screeningLists.active, true))),
        );
        for (const { entry, list } of rows) found.set(entry.id, { ...entry, kind: kindOf(entry.kind), list });
      }
      return [...found.values()];
    },
    async upsertHit(hit) {
      const inserted = await db.query((q) => q.insert(screeningHits).values({ ...hit, status: 'open' }).onConflictDoNothing().returning({ id: screeningHits.id }));
      if (inserted.length > 0) return true;
      const { id: _id, createdAt: _createdAt, ...snapshot } = hit;
      await db.query((q) =>
        q
          .update(screeningHits)
          .set(snapshot)
          .where(
            and(
              eq(screeningHits.subjectType, hit.subjectType),
              eq(screeningHits.subjectId, hit.subjectId),
              eq(screeningHits.personRef, hit.personRef),
              eq(screeningHits.listSource, hit.listSource),
              eq(screeningHits.entryExternalId, hit.entryExternalId),
            ),
          ),
      );
      return false;
    },
    hitsOf(subjectType, subjectId) {
      return db.query((q) =>
        q
          .select()
          .from(screeningHits)
          .where(and(eq(screeningHits.subjectType, subjectType), eq(screeningHits.subjectId, subjectId)))
          .orderBy(desc(screeningHits.score), asc(screeningHits.id)),
      );
    },
    hits(status) {
      return db.query((q) =>
        q
          .select()
          .from(screeningHits)
          .where(status === 'open' ? eq(screeningHits.status, 'open') : undefined)
          .orderBy(desc(screeningHits.createdAt), asc(screeningHits.id)),
      );
    },
    findHit(id) {
      return db.first((q) => q.select().from(screeningHits).where(eq(screeningHits.id, id)));
    },
    async hasOpenHit(subjectType, subjectId) {
      const open = await db.first((q) =>
        q
          .select({ id: screeningHits.id })
          .from(screeningHits)
          .where(and(eq(screeningHits.subjectType, subjectType), eq(screeningHits.subjectId, subjectId), eq(screeningHits.status, 'open')))
          .limit(1),
      );
      return open !== undefined;
    },
    async hasTrueMatch(subjects, options = {}) {
      if (subjects.length === 0) return false;
      // Every hit of the subjects, not only confirmed ones: locking, a match being confirmed at this
      // instant holds its hit, so this waits for it and reads the confirmation. Filtering on the
      // status would pass over the hit while it still read 'open'.
      const hits = await db.query((q) => {
        const select = q.select({ status: screeningHits.status }).from(screeningHits).where(or(...subjects.map((subject) => and(eq(screeningHits.subjectType, subject.type), eq(screeningHits.subjectId, subject.id)))));
        return options.locking ? lockingRows(db, select) : select;
      });
      return hits.some((hit) => hit.status === 'true_match');
    },
    async deleteHitsOf(subjectType, subjectId) {
      const deleted = await db.query((q) => q.delete(screeningHits).where(and(eq(screeningHits.subjectType, subjectType), eq(screeningHits.subjectId, subjectId))).returning({ id: screeningHits.id }));
      return deleted.map((hit) => hit.id);
    },
    async resolveHit(id, resolution) {
      const changed = await db.changes((q) =>
        q
          .update(screeningHits)
          .set({ status: resolution.status, note: resolution.note, resolvedBy: resolution.resolvedBy, resolvedAt: resolution.resolvedAt })
          .where(and(eq(screeningHits.id, id), eq(screeningHits.status, 'open'))),
      );
      return changed === 1;
    },
  };
}
