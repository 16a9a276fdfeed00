import type { Page } from '@playwright/test';

/**
 * The last question the progress saved in this browser holds an answer to (the onboarding app's
 * IndexedDB, `quorum-apply`, store `drafts`: a ring of slots, the highest `seq` newest), or null.
 * The wizard saves after each Next once the next question is painted (docs/flows/wizard.md): a
 * test that reloads or closes the tab waits for that save, as a person's reading time gives it.
 */
export function lastSavedAnswer(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const opening = indexedDB.open('quorum-apply');
        opening.onerror = () => resolve(null);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve(null);
            return;
          }
          const reading = db.transaction('drafts', 'readonly').objectStore('drafts').getAll();
          reading.onerror = () => {
            db.close();
            resolve(null);
          };
          reading.onsuccess = () => {
            db.close();
            const slots = (reading.result as Array<{ seq?: unknown; text?: unknown }>).filter((slot) => typeof slot?.seq === 'number' && typeof slot.text === 'string');
            const newest = slots.sort((a, b) => (b.seq as number) - (a.seq as number))[0];
            resolve(newest ? ((JSON.parse(newest.text as string) as { lastAnsweredId?: string }).lastAnsweredId ?? null) : null);
          };
        };
      }),
  );
}
