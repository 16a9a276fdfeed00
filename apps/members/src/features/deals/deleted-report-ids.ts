type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'quorum.deletedReportIds';
/** Enough for any member's deletions; the oldest fall off first so storage stays small. */
const MAX_REMEMBERED = 500;

/**
 * Deleted report ids, remembered locally so that a stale
 * cached list, here or in another tab, never shows a deleted deal again.
 */
export function createDeletedReportIds(storage: KeyValueStorage) {
  const read = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };

  return {
    remember(ids: readonly string[]): void {
      const next = [...read().filter((id) => !ids.includes(id)), ...ids].slice(-MAX_REMEMBERED);
      try {
        storage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked (private mode): the server has deleted them anyway.
      }
    },
    has(id: string): boolean {
      return read().includes(id);
    },
    /** The items whose id was not deleted. */
    without<T>(items: readonly T[], idOf: (item: T) => string): T[] {
      const deleted = new Set(read());
      return deleted.size === 0 ? [...items] : items.filter((item) => !deleted.has(idOf(item)));
    },
    clear(): void {
      storage.removeItem(KEY);
    },
  };
}

export type DeletedReportIds = ReturnType<typeof createDeletedReportIds>;
