import { isAdmin, type SessionMember } from '../../plugins/access.types';
import { HttpError } from '../../plugins/errors';
import type { DossierRow, DossiersRepository } from './dossiers.repository';

/**
 * A dossier the caller may use: 404 when there is none, 403 when it is someone else's. Admins may
 * read every dossier but change only their own: reviewing is not editing.
 */
export async function dossierFor(repository: DossiersRepository, id: string, member: SessionMember, mode: 'read' | 'write'): Promise<DossierRow> {
  const dossier = await repository.find(id);
  if (!dossier) throw new HttpError(404, 'No dossier with this id');
  if (dossier.ownerId === member.id) return dossier;
  if (mode === 'read' && isAdmin(member)) return dossier;
  throw new HttpError(403, 'This dossier belongs to another member');
}
