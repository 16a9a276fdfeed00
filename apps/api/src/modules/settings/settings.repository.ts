import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { settings } from '../../db/schema';

export interface SettingsRepository {
  get(key: string): unknown;
  set(key: string, value: unknown, by: string | null, at: Date): void;
}

export function createSettingsRepository(db: DbExecutor): SettingsRepository {
  return {
    get(key) {
      return db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get()?.value;
    },
    set(key, value, by, at) {
      db.insert(settings)
        .values({ key, value, updatedAt: at, updatedBy: by })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at, updatedBy: by } })
        .run();
    },
  };
}
