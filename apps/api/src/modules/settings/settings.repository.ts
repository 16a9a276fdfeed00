import { eq } from 'drizzle-orm';
import type { Db } from '../../db/store';

export interface SettingsRepository {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, by: string | null, at: Date): Promise<void>;
}

export function createSettingsRepository(db: Db): SettingsRepository {
  const { settings } = db.tables;
  return {
    async get(key) {
      return (await db.first((q) => q.select({ value: settings.value }).from(settings).where(eq(settings.key, key))))?.value;
    },
    async set(key, value, by, at) {
      await db.query((q) =>
        q
          .insert(settings)
          .values({ key, value, updatedAt: at, updatedBy: by })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at, updatedBy: by } }),
      );
    },
  };
}
