import { CONSTANTS } from '@quorum/domain';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'quorum.submissionCount';

/**
 * The My Submissions count, cached 5 minutes per member, so the menu
 * does not ask the server each time it opens. Kept in session storage by the app: it follows
 * the tab, not the device.
 */
export function createSubmissionCountCache(storage: KeyValueStorage, now: () => number, ttlMs: number = CONSTANTS.SUBMISSION_COUNT_CACHE_MS) {
  return {
    get(email: string): number | null {
      try {
        const stored = JSON.parse(storage.getItem(KEY) ?? 'null') as { email?: string; count?: number; at?: number } | null;
        if (!stored || stored.email !== email.toLowerCase() || typeof stored.count !== 'number' || typeof stored.at !== 'number') return null;
        const age = now() - stored.at;
        return age >= 0 && age < ttlMs ? stored.count : null;
      } catch {
        return null;
      }
    },
    set(email: string, count: number): void {
      try {
        storage.setItem(KEY, JSON.stringify({ email: email.toLowerCase(), count, at: now() }));
      } catch {
        // Unavailable storage only costs a request next time.
      }
    },
    clear(): void {
      storage.removeItem(KEY);
    },
  };
}

export type SubmissionCountCache = ReturnType<typeof createSubmissionCountCache>;
