import type { DossierCounts, ReadyCheckResponse } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { SessionMember } from '../../plugins/access.types';
import { createMaterialsRepository } from '../materials/materials.repository';
import { dossierFor } from './dossier-access';
import { createDossiersRepository, type DossierRow } from './dossiers.repository';

/** An empty dossier younger than this may be a submission still in flight: cleanup leaves it. */
export const CLEANUP_MIN_AGE_MS = 60 * 60_000;

export function createDossiersService(deps: { db: Db; clock: Clock }) {
  const dossiers = createDossiersRepository(deps.db);
  const materials = createMaterialsRepository(deps.db);

  return {
    /** A dossier the member may read or change (dossier-access.ts): 404 or 403 otherwise. */
    find(member: SessionMember, id: string, mode: 'read' | 'write'): Promise<DossierRow> {
      return dossierFor(dossiers, id, member, mode);
    },

    listOwnedBy(ownerId: string): Promise<DossierRow[]> {
      return dossiers.listByOwner(ownerId);
    },

    async rename(member: SessionMember, id: string, name: string): Promise<DossierRow> {
      const dossier = await dossierFor(dossiers, id, member, 'write');
      return (await dossiers.update(dossier.id, { name }, deps.clock.now())) ?? dossier;
    },

    create(member: SessionMember, name: string | undefined): Promise<DossierRow> {
      const now = deps.clock.now();
      // Spec 2 section 7: "create a dossier from the email and a timestamp".
      return dossiers.create({ id: newId(), ownerId: member.id, ownerEmail: member.email, name: name ?? `${member.email} ${now.toISOString()}`, createdAt: now, updatedAt: now });
    },

    async counts(dossierId: string): Promise<DossierCounts> {
      const { materials: m, people: p } = await dossiers.counts(dossierId);
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
      return dossiers.deleteEmpty(member.id, new Date(deps.clock.now().getTime() - CLEANUP_MIN_AGE_MS));
    },
  };
}

export type DossiersService = ReturnType<typeof createDossiersService>;
