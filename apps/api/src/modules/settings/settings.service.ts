import { DEFAULT_NETWORK_SETTINGS, networkSettingsSchema, type NetworkSettings } from '@quorum/domain';
import type { Db, DbExecutor } from '../../db/database';
import { createSettingsRepository } from './settings.repository';

const KEY = 'network';
/** Deal lists read the approval threshold on every request; a short cache keeps that off the database. */
const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { value: NetworkSettings; readAt: number }>();

/** The network's settings; a stored value that no longer parses falls back to the defaults. */
export function readNetworkSettings(db: Db): NetworkSettings {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.readAt < CACHE_MS) return cached.value;
  const parsed = networkSettingsSchema.safeParse(createSettingsRepository(db).get(KEY));
  const value = parsed.success ? parsed.data : DEFAULT_NETWORK_SETTINGS;
  cache.set(db, { value, readAt: Date.now() });
  return value;
}

/** The share of yes votes that accepts a deal (spec 2 section 4's 50% unless an admin changed it). */
export function approvalThreshold(db: Db): number {
  return readNetworkSettings(db).approvalThresholdPercent;
}

/** Saves inside the caller's transaction; call forgetNetworkSettings(db) once it has committed. */
export function saveNetworkSettings(db: DbExecutor, value: NetworkSettings, by: string, at: Date): void {
  createSettingsRepository(db).set(KEY, value, by, at);
}

export function forgetNetworkSettings(db: Db): void {
  cache.delete(db);
}
