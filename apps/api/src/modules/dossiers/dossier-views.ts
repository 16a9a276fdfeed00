import type { Dossier } from '@quorum/domain';
import type { DossierRow } from './dossiers.repository';

/** A dossier row as the client reads it; rows never leave the repository unshaped. */
export function toDossier(row: DossierRow): Dossier {
  return {
    dossierId: row.id,
    dossierName: row.name,
    userId: row.ownerEmail,
    user: { email: row.ownerEmail },
    vehicleSettings: row.vehicleSettings ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
