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
function rowsOf(listId: string, parsed: ParsedList): { entries: ScreeningEntryRow[]; keys: Array<{ key: string; entryId: string }> } {
  const entries: ScreeningEntryRow[] = [];
  const keys: Array<{ key: string; entryId: string }> = [];
  for (const entry of parsed.entries) {
    const id = newId();
    entries.push({ id, listId, ...entry });
    const entryKeys = new Set([entry.name, ...entry.aliases].flatMap((name) => matcher.nameKeys(name)));
    for (const key of entryKeys) keys.push({ key, entryId: id });
  }
  return { entries, keys };
}

const PARSE_FAILED = 'The list could not be read in time: check that the file is the official one, or try again';

export function createScreeningImportService(deps: { db: Db; clock: Clock; executor: TaskExecutor; rescreens: RescreenQueue; log: { error(details: object, message: string): void } }): ScreeningImportService {
  const screening = createScreeningRepository(deps.db);
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
      const { entries, keys } = rowsOf(listId, parsed);
      await deps.db.transaction(async (tx) => {
        await createScreeningRepository(tx).replaceActiveList(list, entries, keys);
        await createAuditRepository(tx).record(
          { actor: { id: admin.id, email: admin.email }, action: 'screening.list_imported', subjectType: 'screening_list', subjectId: listId, details: { source, version: list.version, entryCount: list.entryCount, sha256 } },
          now,
        );
      });

      // Ongoing monitoring: every undecided application and every member against the new version,
      // off the request: about 24 ms a member with dense names would hold the answer for minutes.
      deps.rescreens.request([listId]);
      return { ok: true, list: toScreeningList(list, rescreeningOf(list, deps.rescreens.statusOf(listId), undefined)) };
    },

    async lists() {
      const rows = await screening.lists();
      const done = await finished(rows);
      return rows.map((row) => toScreeningList(row, rescreeningOf(row, deps.rescreens.statusOf(row.id), done.get(row.id))));
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
