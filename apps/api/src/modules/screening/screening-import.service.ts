import { SCREENING_SOURCE_LABELS, type ScreeningList, type ScreeningRescreening, type ScreeningSource } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import { newId } from '../../lib/ids';
import type { SessionMember } from '../../plugins/access.types';
import type { TaskExecutor } from '../../workers/executor';
import { TaskBudgetExceeded } from '../../workers/executor';
import { createAuditRepository } from '../audit/audit.repository';
import type { ListFile, ParsedList } from './lists/list-entry';
import { LIST_RESCREENED, type RescreenQueue } from './rescreen-queue';
import { finishedRescreenings, rescreeningOf } from './rescreening-view';
import { matcher } from './screening-engine';
import { createScreeningRepository, type ScreeningEntryRow, type ScreeningListRow } from './screening.repository';

/** The audit action of a finished import: a version without it never became active. */
const LIST_IMPORTED = 'screening.list_imported';

export interface ImportedList {
  list: ScreeningList;
}

export interface ScreeningImportService {
  /**
   * Parses the uploaded files off the request thread and stores the list as the active version of
   * its source; answers then, with the re-screening it asked for still to run (rescreen-queue.ts).
   */
  importList(source: ScreeningSource, files: readonly ListFile[], sha256: string, admin: SessionMember): Promise<Result<ImportedList>>;
  /** Every imported version, with where its re-screening stands. */
  lists(): Promise<ScreeningList[]>;
  /** The active versions whose re-screening never finished (a restart cut it short): queued again at start. */
  resumeUnfinished(): Promise<string[]>;
  /**
   * What a stop cut short of an import, at start: a replaced version's entries still to drop, and an
   * import never made active (once it is an hour old: younger, it may be another instance's in flight).
   * Answers how many lists it finished.
   */
  finishInterrupted(): Promise<number>;
}

export function toScreeningList(row: ScreeningListRow, rescreening: ScreeningRescreening | null): ScreeningList {
  return {
    id: row.id,
    source: row.source as ScreeningSource,
    name: row.name,
    version: row.version,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    entryCount: row.entryCount,
    importedAt: row.importedAt.toISOString(),
    importedBy: row.importedBy,
    active: row.active,
    rescreening,
  };
}

/** The rows of a parsed list: its entries, and the name index (every key of the name and of each alias). */
function rowsOf(listId: string, parsedEntries: ParsedList['entries']): { entries: ScreeningEntryRow[]; keys: Array<{ key: string; entryId: string }> } {
  const entries: ScreeningEntryRow[] = [];
  const keys: Array<{ key: string; entryId: string }> = [];
  for (const entry of parsedEntries) {
    const id = newId();
    entries.push({ id, listId, ...entry });
    const entryKeys = new Set([entry.name, ...entry.aliases].flatMap((name) => matcher.nameKeys(name)));
    for (const key of entryKeys) keys.push({ key, entryId: id });
  }
  return { entries, keys };
}

const PARSE_FAILED = 'The list could not be read in time: check that the file is the official one, or try again';

/**
 * Entries a staged import writes in one transaction. On SQLite every other request waits for the
 * one connection while a transaction holds it, and a list of 150,000 entries written in one took
 * the API away from everyone for 20 s: in batches, with a turn of the event loop between them, the
 * others get in between.
 */
const STAGE_BATCH = 500;
/** Entries of a replaced version deleted at a time, with a turn of the event loop between. */
const DROP_BATCH = 2_000;
/** An import never activated and younger than this may still be running on another instance. */
const ABANDONED_AFTER_MS = 60 * 60_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createScreeningImportService(deps: { db: Db; clock: Clock; executor: TaskExecutor; rescreens: RescreenQueue; log: { error(details: object, message: string): void } }): ScreeningImportService {
  const screening = createScreeningRepository(deps.db);
  /** Empties these lists of their entries, a batch at a time. */
  const dropEntriesOf = async (listIds: readonly string[]) => {
    while ((await screening.dropEntries(listIds, DROP_BATCH)) > 0) await nextTurn();
  };
  /** Which of these lists finished importing (became active once): their audit entry says so. */
  const importedIds = async (rows: readonly ScreeningListRow[]) => {
    const audit = createAuditRepository(deps.db);
    const ids = new Set<string>();
    for (const row of rows) if ((await audit.listFor('screening_list', row.id)).some((entry) => entry.action === LIST_IMPORTED)) ids.add(row.id);
    return ids;
  };
  /** Removes an import that never became active: its entries, then its row. */
  const discard = async (listId: string) => {
    await dropEntriesOf([listId]);
    await screening.deleteList(listId);
  };
  /** The finished re-screenings of these versions, from their audit entries: one indexed read a version (a handful a year per source). */
  const finished = async (rows: readonly ScreeningListRow[]) => {
    const audit = createAuditRepository(deps.db);
    const entries = [];
    for (const row of rows) entries.push(...(await audit.listFor('screening_list', row.id)).filter((entry) => entry.action === LIST_RESCREENED));
    return finishedRescreenings(entries);
  };
  return {
    async importList(source, files, sha256, admin) {
      let parsed: ParsedList;
      try {
        const outcome = await deps.executor.run('parseList', { source, files: [...files] });
        if (!outcome.ok) return fail(400, outcome.message);
        parsed = outcome.list;
      } catch (error) {
        // A file that takes the parser past its time or heap budget: refused, and the previous version stays active.
        deps.log.error({ err: error, source }, 'screening list parse failed');
        return fail(error instanceof TaskBudgetExceeded ? 422 : 500, PARSE_FAILED);
      }

      const now = deps.clock.now();
      const listId = newId();
      const list: ScreeningListRow = {
        id: listId,
        source,
        name: parsed.header.name || SCREENING_SOURCE_LABELS[source],
        version: parsed.header.version,
        publishedAt: parsed.header.publishedAt,
        entryCount: parsed.entries.length,
        sha256,
        active: true,
        importedAt: now,
        importedBy: admin.email,
      };
      // Staged: the version is written inactive, a batch at a time (matching reads active versions
      // only), then made active in one short transaction; the previous version stays active until then.
      await screening.insertList({ ...list, active: false });
      try {
        for (let start = 0; start < parsed.entries.length; start += STAGE_BATCH) {
          const { entries, keys } = rowsOf(listId, parsed.entries.slice(start, start + STAGE_BATCH));
          await deps.db.transaction((tx) => createScreeningRepository(tx).addEntries(entries, keys));
          await nextTurn();
        }
      } catch (error) {
        await discard(listId).catch((cleanup: unknown) => deps.log.error({ err: cleanup, listId }, 'a failed screening import could not be removed; the next start removes it'));
        throw error;
      }
      const replaced = await deps.db.transaction(async (tx) => {
        const previous = await createScreeningRepository(tx).activate(list);
        await createAuditRepository(tx).record(
          { actor: { id: admin.id, email: admin.email }, action: LIST_IMPORTED, subjectType: 'screening_list', subjectId: listId, details: { source, version: list.version, entryCount: list.entryCount, sha256 } },
          now,
        );
        return previous;
      });
      await dropEntriesOf(replaced);

      // Ongoing monitoring: every undecided application and every member against the new version,
      // off the request: about 24 ms a member with dense names would hold the answer for minutes.
      deps.rescreens.request([listId]);
      return { ok: true, list: toScreeningList(list, rescreeningOf(list, deps.rescreens.statusOf(listId), undefined)) };
    },

    async lists() {
      // An import still being written (or cut short) is no version yet: the admin sees it once it is active.
      const all = await screening.lists();
      const imported = await importedIds(all.filter((row) => !row.active));
      const rows = all.filter((row) => row.active || imported.has(row.id));
      const done = await finished(rows);
      return rows.map((row) => toScreeningList(row, rescreeningOf(row, deps.rescreens.statusOf(row.id), done.get(row.id))));
    },

    async finishInterrupted() {
      const inactive = await screening.inactiveLists();
      const imported = await importedIds(inactive);
      const now = deps.clock.now().getTime();
      let finished = 0;
      for (const row of inactive) {
        if (imported.has(row.id)) {
          if ((await screening.dropEntries([row.id], DROP_BATCH)) === 0) continue;
          await dropEntriesOf([row.id]);
        } else if (now - row.importedAt.getTime() >= ABANDONED_AFTER_MS) await discard(row.id);
        else continue;
        finished += 1;
      }
      return finished;
    },

    async resumeUnfinished() {
      const active = (await screening.lists()).filter((row) => row.active);
      const done = await finished(active);
      const unfinished = active.filter((row) => !done.has(row.id)).map((row) => row.id);
      deps.rescreens.request(unfinished);
      return unfinished;
    },
  };
}
