import { CONSTANTS, materialCapMessage } from '@quorum/domain';
import type { Db } from '../../db/store';
import { fail, type Result } from '../../lib/http/result';
import { createDossiersRepository } from '../dossiers/dossiers.repository';
import { createMaterialsRepository, type MaterialRow, type NewMaterial } from './materials.repository';

/** The kinds a dossier holds only so many of: each one is fetched or read for every report. */
export type CappedKind = keyof typeof CONSTANTS.MAX_DEAL_MATERIALS;

/** Whether the dossier has room for one more material of `kind`: a 400 naming the cap when not. */
export async function roomFor(db: Db, dossierId: string, kind: CappedKind): Promise<Result<object>> {
  const cap = CONSTANTS.MAX_DEAL_MATERIALS[kind];
  if ((await createMaterialsRepository(db).list(dossierId, [kind])).length >= cap) return fail(400, materialCapMessage(kind));
  return { ok: true };
}

/**
 * Inserts a material of a capped kind, counting the kind with the dossier's row locked until the
 * insert commits (PostgreSQL). A check before the insert, outside that lock, let thirty adds at the
 * same instant all see room and all land past a cap of ten; now they queue on the dossier, and the
 * ones past the cap are refused. A route may still call roomFor early (before a file arrives), to
 * refuse without receiving it.
 */
export function insertWithinCap(db: Db, material: NewMaterial & { kind: CappedKind }, now: Date): Promise<Result<{ material: MaterialRow }>> {
  return db.transaction(async (tx) => {
    await createDossiersRepository(tx).lockForWrite(material.dossierId);
    const room = await roomFor(tx, material.dossierId, material.kind);
    if (!room.ok) return room;
    return { ok: true, material: await createMaterialsRepository(tx).insert(material, now) };
  });
}
