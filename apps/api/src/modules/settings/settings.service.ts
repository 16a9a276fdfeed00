import { DEFAULT_NETWORK_SETTINGS, networkSettingsSchema, type NetworkSettings, type NetworkSettingsUpdate } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { SessionMember } from '../../plugins/access.types';
import { createAuditRepository } from '../audit/audit.repository';
import { createSettingsRepository } from './settings.repository';

const KEY = 'network';
/** Deal lists read the approval threshold on every request; where this process is the database's only user, a short cache keeps that off the database. */
const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { value: NetworkSettings; readAt: number }>();
/** Moves at every forgetNetworkSettings: a read that was under way then must not cache what it read. */
const generations = new WeakMap<Db, number>();

/**
 * Cached only where this process is the database's sole user (a SQLite file): it is the whole
 * deployment and every change goes through saveNetworkSettings then forgetNetworkSettings in it,
 * so the cache never serves a replaced value. On a shared database (PostgreSQL) other instances
 * change the settings too, and the check that would
 * make a cached value safe (the data version) is a round trip like the primary-key read it would
 * save (one more statement in the deal lists' budget), whose answer moves with almost every write
 * anyway: the row is read every time, so an admin's change on one instance is what the next
 * request on any instance sees.
 */
const cacheable = (db: Db) => db.soleProcess;

async function readStored(db: Db): Promise<NetworkSettings> {
  const parsed = networkSettingsSchema.safeParse(await createSettingsRepository(db).get(KEY));
  return parsed.success ? parsed.data : DEFAULT_NETWORK_SETTINGS;
}

/** The network's settings; a stored value that no longer parses falls back to the defaults. */
export async function readNetworkSettings(db: Db): Promise<NetworkSettings> {
  if (!cacheable(db)) return readStored(db);
  const cached = cache.get(db);
  if (cached && Date.now() - cached.readAt < CACHE_MS) return cached.value;
  const generation = generations.get(db) ?? 0;
  const value = await readStored(db);
  if ((generations.get(db) ?? 0) === generation) cache.set(db, { value, readAt: Date.now() });
  return value;
}

/** The share of yes votes that accepts a deal (50% unless an admin changed it; docs/flows/statuses-and-votes.md). */
export async function approvalThreshold(db: Db): Promise<number> {
  return (await readNetworkSettings(db)).approvalThresholdPercent;
}

/** Saves inside the caller's transaction; call forgetNetworkSettings(db) once it has committed. */
export async function saveNetworkSettings(db: Db, value: NetworkSettings, by: string, at: Date): Promise<void> {
  await createSettingsRepository(db).set(KEY, value, by, at);
}

export function forgetNetworkSettings(db: Db): void {
  cache.delete(db);
  generations.set(db, (generations.get(db) ?? 0) + 1);
}

/** What an update changes: each field's value before and after, for the audit log. */
function changesOf(before: NetworkSettings, after: NetworkSettings): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof NetworkSettings>) {
    if (before[key] === after[key]) continue;
    // The strategy is long free text: the log says it changed and how long it is, not the text twice.
    changes[key] = key === 'investmentStrategy' ? { from: `${before[key].length} characters`, to: `${after[key].length} characters` } : { from: before[key], to: after[key] };
  }
  return changes;
}

/**
 * An admin's change, over the stored settings (fields the update leaves out keep their values):
 * saved and audit-logged with every changed field together, then every cached copy forgotten.
 */
export async function updateNetworkSettings(db: Db, admin: SessionMember, update: NetworkSettingsUpdate, now: Date): Promise<NetworkSettings> {
  await db.transaction(async (tx) => {
    const before = await readStored(tx);
    const defined = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
    const value = networkSettingsSchema.parse({ ...before, ...defined });
    await saveNetworkSettings(tx, value, admin.id, now);
    await createAuditRepository(tx).record({ actor: admin, action: 'settings.updated', subjectType: 'settings', subjectId: 'network', details: { approvalThresholdPercent: value.approvalThresholdPercent, changes: changesOf(before, value) } }, now);
  });
  forgetNetworkSettings(db);
  return readNetworkSettings(db);
}
