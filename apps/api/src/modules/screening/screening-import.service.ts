import { SCREENING_SOURCE_LABELS, type ScreeningList, type ScreeningSource } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import { newId } from '../../lib/ids';
import type { SessionMember } from '../../plugins/access.types';
import type { TaskExecutor } from '../../workers/executor';
import { TaskBudgetExceeded } from '../../workers/executor';
import { createAuditRepository } from '../audit/audit.repository';
import type { ListFile, ParsedList } from './lists/list-entry';
import { matcher } from './screening-engine';
import { createScreeningRepository, type ScreeningEntryRow, type ScreeningListRow } from './screening.repository';
import { screenMembers, screenOpenApplications } from './screen-subjects';

export interface ImportedList {
  list: ScreeningList;
  rescreened: { applications: number; members: number; newHits: number };
}

export interface ScreeningImportService {
  /** Parses the uploaded files off the request thread, stores the list as the active version of its source, then re-screens. */
  importList(source: ScreeningSource, files: readonly ListFile[], sha256: string, admin: SessionMember): Promise<Result<ImportedList>>;
  lists(): Promise<ScreeningList[]>;
}

export function toScreeningList(row: ScreeningListRow): ScreeningList {
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

export function createScreeningImportService(deps: { db: Db; clock: Clock; executor: TaskExecutor; log: { error(details: object, message: string): void } }): ScreeningImportService {
  const screening = createScreeningRepository(deps.db);
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

      // Ongoing monitoring: every undecided application and every member against the new version.
      const applications = await screenOpenApplications(deps.db, now);
      const members = await screenMembers(deps.db, now);
      return { ok: true, list: toScreeningList(list), rescreened: { applications: applications.applications, members: members.members, newHits: applications.newHits + members.newHits } };
    },

    async lists() {
      return (await screening.lists()).map(toScreeningList);
    },
  };
}
