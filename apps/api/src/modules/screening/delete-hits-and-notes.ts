import type { Db } from '../../db/store';
import { createAuditRepository } from '../audit/audit.repository';
import { createScreeningRepository } from './screening.repository';

type Subject = { type: string; id: string };

/**
 * Deletes a record's screening hits and then every audit entry about them and about `alsoAbout`,
 * inside the caller's transaction `tx`. What was done about a hit is filed under the person (and
 * was once filed under the hit itself), so whoever deletes the record deletes both.
 *
 * The hits go first. Their delete waits for a resolution already writing (PostgreSQL locks the
 * hit's row), so that resolution's entry is committed before the entries are read and deleted; a
 * resolution that comes later finds no hit and writes no entry. Deleting the entries first left a
 * window in which a resolution's note outlived the record it was about.
 */
export async function deleteHitsAndNotes(tx: Db, subjectType: string, subjectId: string, alsoAbout: readonly Subject[] = []): Promise<void> {
  const hitIds = await createScreeningRepository(tx).deleteHitsOf(subjectType, subjectId);
  await createAuditRepository(tx).deleteAbout([...alsoAbout, ...hitIds.map((id) => ({ type: 'screening_hit', id }))]);
}
