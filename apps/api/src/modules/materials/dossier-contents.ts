import type { Db } from '../../db/store';
import { createMaterialsRepository, type MaterialRow } from './materials.repository';
import { createPeopleRepository, type PersonRow } from './people.repository';

export interface DossierContents {
  materials: MaterialRow[];
  people: PersonRow[];
}

/**
 * Everything a dossier holds, in the order it was given: what the review agent reads for a report.
 * The materials module's read for other modules, so that none of them queries its tables.
 */
export async function readDossierContents(db: Db, dossierId: string): Promise<DossierContents> {
  const [materials, people] = await Promise.all([createMaterialsRepository(db).list(dossierId), createPeopleRepository(db).list(dossierId)]);
  return { materials, people };
}
