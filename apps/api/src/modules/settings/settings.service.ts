import { DEFAULT_NETWORK_SETTINGS, networkSettingsSchema, type NetworkSettings } from '@quorum/domain';
import type { Db, DbExecutor } from '../../db/database';
import { createSettingsRepository } from './settings.repository';

const KEY = 'network';

/** The network's settings; a stored value that no longer parses falls back to the defaults. */
export function readNetworkSettings(db: Db): NetworkSettings {
  const parsed = networkSettingsSchema.safeParse(createSettingsRepository(db).get(KEY));
  return parsed.success ? parsed.data : DEFAULT_NETWORK_SETTINGS;
}

export function saveNetworkSettings(db: DbExecutor, value: NetworkSettings, by: string, at: Date): void {
  createSettingsRepository(db).set(KEY, value, by, at);
}
