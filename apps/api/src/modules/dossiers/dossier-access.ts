import { fail, type Result } from '../../lib/http/result';
import { isAdmin, type SessionMember } from '../../plugins/access.types';
import type { DossierRow, DossiersRepository } from './dossiers.repository';

export type DossierResult = Result<{ dossier: DossierRow }>;

/**
 * A dossier the caller may use: 404 when there is none, 403 when it is someone else's. Admins may
 * read every dossier but change only their own: reviewing is not editing.
 */
export async function dossierFor(repository: DossiersRepository, id: string, member: SessionMember, mode: 'read' | 'write'): Promise<DossierResult> {
  const dossier = await repository.find(id);
  if (!dossier) return fail(404, 'No dossier with this id');
  if (dossier.ownerId === member.id || (mode === 'read' && isAdmin(member))) return { ok: true, dossier };
  return fail(403, 'This dossier belongs to another member');
}
