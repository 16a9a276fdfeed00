import type { DossierCounts, ReadyCheckResponse } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { isAdmin, type SessionMember } from '../../plugins/access.types';
import { createMembersRepository } from '../members/members.repository';
import { createMaterialsRepository } from '../materials/materials.repository';
import { createPeopleRepository } from '../materials/people.repository';
import { createReportsRepository } from '../reports/reports.repository';
import { fail, type Result } from '../../lib/http/result';
import { dossierFor, type DossierResult } from './dossier-access';
import { createDossiersRepository, type DossierRow } from './dossiers.repository';

/** An empty dossier younger than this may be a submission still in flight: cleanup leaves it. */
export const CLEANUP_MIN_AGE_MS = 60 * 60_000;

export function createDossiersService(deps: { db: Db; clock: Clock }) {
  const dossiers = createDossiersRepository(deps.db);
  const materials = createMaterialsRepository(deps.db);
  const people = createPeopleRepository(deps.db);
  const reports = createReportsRepository(deps.db);

  return {
    /** A dossier the member may read or change (dossier-access.ts): a 404 or 403 failure otherwise. */
    find(member: SessionMember, id: string, mode: 'read' | 'write'): Promise<DossierResult> {
      return dossierFor(dossiers, id, member, mode);
    },

    /**
     * The dossiers of the member `userId` names: the caller's own (the client sends its email as
     * userId), or, for an admin, another member's (none when nobody has that email or id).
     */
    async listFor(member: SessionMember, userId: string | undefined): Promise<Result<{ dossiers: DossierRow[] }>> {
      const named = userId?.toLowerCase();
      if (!named || named === member.email || named === member.id) return { ok: true, dossiers: await dossiers.listByOwner(member.id) };
      if (!isAdmin(member)) return fail(403, 'You can only list your own dossiers');
      const members = createMembersRepository(deps.db);
      const owner = (await members.findByEmail(named)) ?? (await members.findById(named));
      return { ok: true, dossiers: owner ? await dossiers.listByOwner(owner.id) : [] };
    },

    async rename(member: SessionMember, id: string, name: string): Promise<Result<{ dossier: DossierRow }>> {
      const found = await dossierFor(dossiers, id, member, 'write');
      if (!found.ok) return found;
      return { ok: true, dossier: (await dossiers.update(found.dossier.id, { name }, deps.clock.now())) ?? found.dossier };
    },

    create(member: SessionMember, name: string | undefined): Promise<DossierRow> {
      const now = deps.clock.now();
      // Without a name, the dossier is named by the owner's email and the time it was created.
      return dossiers.create({ id: newId(), ownerId: member.id, ownerEmail: member.email, name: name ?? `${member.email} ${now.toISOString()}`, createdAt: now, updatedAt: now });
    },

    async counts(dossierId: string): Promise<DossierCounts> {
      const [m, p] = await Promise.all([materials.countByKind(dossierId), people.countByKind(dossierId)]);
      const n = (record: Record<string, number>, key: string) => record[key] ?? 0;
      const counts = {
        urls: n(m, 'url'),
        secondaryUrls: n(m, 'secondary_url'),
        notes: n(m, 'note'),
        postMoneyValuations: n(m, 'post_money_valuation'),
        pitchDecks: n(m, 'pitch_deck'),
        docsendLinks: n(m, 'docsend_link'),
        textDocuments: n(m, 'text_document'),
        financials: n(m, 'financials'),
        teamMembers: n(p, 'team'),
        investors: n(p, 'investor'),
        competitors: n(p, 'competitor'),
      };
      return { total: Object.values(counts).reduce((sum, value) => sum + value, 0), ...counts };
    },

    /** A report needs something to read about the company: a website, a deck or a shared deck. */
    async readyCheck(dossierId: string): Promise<Omit<ReadyCheckResponse, 'success'>> {
      const readable = await materials.list(dossierId, ['url', 'secondary_url', 'pitch_deck', 'docsend_link']);
      return readable.length > 0 ? { ready: true, missing: [] } : { ready: false, missing: ['Add a website link, a DocSend link or a PDF deck'] };
    },

    cleanup(member: SessionMember): Promise<number> {
      // Empty: no material, no person, and no report made from it (one statement, so nothing lands in between).
      return dossiers.deleteUnused(member.id, new Date(deps.clock.now().getTime() - CLEANUP_MIN_AGE_MS), [materials.anyFor, people.anyFor, reports.anyFor]);
    },
  };
}

export type DossiersService = ReturnType<typeof createDossiersService>;
