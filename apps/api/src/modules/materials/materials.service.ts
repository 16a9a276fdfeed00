import type { FastifyBaseLogger } from 'fastify';
import { convertibleDocsendLink, formatMoney } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { DossierPersonKind, MaterialKind } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { UploadStorage } from '../../lib/uploads';
import type { SessionMember } from '../../plugins/access.types';
import { fail, type Result } from '../../lib/http/result';
import { dossierFor, type DossierResult } from '../dossiers/dossier-access';
import { createDossiersRepository, type DossierRow } from '../dossiers/dossiers.repository';
import { insertWithinCap, roomFor } from './material-caps';
import { hostOf } from './material-views';
import { createMaterialsRepository, type MaterialFields, type MaterialRow } from './materials.repository';
import { createPeopleRepository, type NewPerson, type PersonRow } from './people.repository';

type MaterialResult = Result<{ material: MaterialRow }>;

/** The kinds a client may edit through PUT /api/materials; files are replaced by uploading again. */
const TEXT_FIELDS_BY_KIND: Record<MaterialKind, ReadonlyArray<'url' | 'description' | 'content'>> = {
  url: ['url'],
  secondary_url: ['url', 'description'],
  docsend_link: ['url'],
  note: ['content'],
  post_money_valuation: ['content'],
  text_document: ['content', 'description'],
  financials: ['content', 'description'],
  pitch_deck: ['description'],
};

/**
 * A docsend_link holds a link meant for the DocSend converter, so it takes only what the converter
 * may be asked about (docs/security/docsend-links.md): 400 otherwise.
 */
function convertibleDocsendUrl(url: string): Result<{ url: string }> {
  const link = convertibleDocsendLink(url);
  return link.ok ? { ok: true, url: link.url } : fail(400, link.message);
}

export function createMaterialsService(deps: { db: Db; clock: Clock; storage: UploadStorage; log: Pick<FastifyBaseLogger, 'warn'> }) {
  const dossiers = createDossiersRepository(deps.db);
  const materials = createMaterialsRepository(deps.db);
  const writable = (member: SessionMember, dossierId: string): Promise<DossierResult> => dossierFor(dossiers, dossierId, member, 'write');

  /** A material the caller may touch: 404 when missing, 403 when in someone else's dossier. */
  const ownedMaterial = async (member: SessionMember, materialId: string, mode: 'read' | 'write'): Promise<MaterialResult> => {
    const material = await materials.find(materialId);
    if (!material) return fail(404, 'No material with this id');
    const dossier = await dossierFor(dossiers, material.dossierId, member, mode);
    return dossier.ok ? { ok: true, material } : dossier;
  };

  return {
    /** A dossier the caller may change: 404 when there is none, 403 when it is someone else's. */
    writable,

    /** A dossier the caller may add a pitch deck to: theirs, and below the deck cap. */
    async deckTarget(member: SessionMember, dossierId: string): Promise<DossierResult> {
      const found = await writable(member, dossierId);
      if (!found.ok) return found;
      // Checked before the file arrives; the insert checks again under the dossier's lock (material-caps.ts).
      const room = await roomFor(deps.db, found.dossier.id, 'pitch_deck');
      return room.ok ? found : room;
    },

    async setSingleton(member: SessionMember, dossierId: string, kind: 'url' | 'note' | 'post_money_valuation', value: string | number): Promise<MaterialResult> {
      const found = await writable(member, dossierId);
      if (!found.ok) return found;
      const fields: MaterialFields =
        kind === 'url'
          ? { url: String(value), urlHost: hostOf(String(value)) }
          : { content: typeof value === 'number' ? formatMoney(value) : value.trim() };
      return { ok: true, material: await materials.upsertSingleton(dossierId, kind, fields, newId(), deps.clock.now()) };
    },

    async add(member: SessionMember, dossierId: string, kind: 'secondary_url' | 'text_document' | 'financials', fields: MaterialFields): Promise<MaterialResult> {
      const found = await writable(member, dossierId);
      if (!found.ok) return found;
      const withHost = fields.url ? { ...fields, urlHost: hostOf(fields.url) } : fields;
      return insertWithinCap(deps.db, { id: newId(), dossierId, kind, ...withHost }, deps.clock.now());
    },

    async list(member: SessionMember, dossierId: string, kinds?: readonly MaterialKind[]): Promise<Result<{ materials: MaterialRow[] }>> {
      const found = await dossierFor(dossiers, dossierId, member, 'read');
      return found.ok ? { ok: true, materials: await materials.list(dossierId, kinds) } : found;
    },

    async update(member: SessionMember, materialId: string, fields: { url?: string | undefined; description?: string | undefined; content?: string | undefined }): Promise<MaterialResult> {
      const owned = await ownedMaterial(member, materialId, 'write');
      if (!owned.ok) return owned;
      const { material } = owned;
      const allowed = TEXT_FIELDS_BY_KIND[material.kind];
      const changes: MaterialFields = {};
      for (const [field, value] of Object.entries(fields) as Array<['url' | 'description' | 'content', string | undefined]>) {
        if (value === undefined) continue;
        if (!allowed.includes(field)) return fail(400, `A ${material.kind.replace(/_/g, ' ')} has no ${field} to change`);
        changes[field] = value;
      }
      if (changes.url && material.kind === 'docsend_link') {
        const link = convertibleDocsendUrl(changes.url);
        if (!link.ok) return link;
        changes.url = link.url;
      }
      if (changes.url) changes.urlHost = hostOf(changes.url);
      return { ok: true, material: (await materials.update(material.id, changes, deps.clock.now())) ?? material };
    },

    /**
     * Deletes the row, then its file: a crash in between leaves an orphan file, never a row without
     * one. A file that cannot be deleted (the bucket unreachable) is such an orphan too: the
     * material is gone all the same, and recovery at a later start removes the file.
     */
    async remove(member: SessionMember, materialId: string, expectedDossierId?: string): Promise<MaterialResult> {
      const owned = await ownedMaterial(member, materialId, 'write');
      if (!owned.ok) return owned;
      const { material } = owned;
      if (expectedDossierId && material.dossierId !== expectedDossierId) return fail(404, 'No material with this id in this dossier');
      await materials.delete(material.id);
      if (material.storedName) {
        await deps.storage.removeStored([material.storedName]).catch((error: unknown) => deps.log.warn({ err: error, materialId: material.id }, 'the file of a deleted material could not be removed; recovery at a later start will remove it'));
      }
      return { ok: true, material };
    },

    async setVehicleSettings(member: SessionMember, dossierId: string, settings: Record<string, unknown>): Promise<Result<{ dossier: DossierRow | undefined }>> {
      const found = await writable(member, dossierId);
      if (!found.ok) return found;
      return { ok: true, dossier: await dossiers.update(dossierId, { vehicleSettings: settings }, deps.clock.now()) };
    },

    /** A shared-deck link kept as a link (no converter is configured), in a dossier the caller may change. */
    keepDocsendLink(dossierId: string, url: string, now: Date): Promise<MaterialRow> {
      return materials.insert({ id: newId(), dossierId, kind: 'docsend_link', url, urlHost: hostOf(url) }, now);
    },

    /**
     * A dossier's people of one kind: the team is sent whole each time and replaces the old one;
     * investors and competitors are appended. In one transaction holding the dossier, so two saves
     * never interleave (people.repository.ts).
     */
    async savePeople(member: SessionMember, dossierId: string, kind: DossierPersonKind, people: readonly NewPerson[], mode: 'replace' | 'append'): Promise<Result<{ people: PersonRow[] }>> {
      const found = await writable(member, dossierId);
      if (!found.ok) return found;
      const now = deps.clock.now();
      const saved = await deps.db.transaction((tx) => (mode === 'replace' ? createPeopleRepository(tx).replace(found.dossier.id, kind, people, now) : createPeopleRepository(tx).add(found.dossier.id, kind, people, now)));
      return { ok: true, people: saved };
    },

    /** 404 with `notFound` when the dossier lists no such competitor. */
    async removeCompetitor(member: SessionMember, dossierId: string, competitorId: string, notFound: string): Promise<Result<object>> {
      const found = await writable(member, dossierId);
      if (!found.ok) return found;
      return (await createPeopleRepository(deps.db).delete(found.dossier.id, 'competitor', competitorId)) ? { ok: true } : fail(404, notFound);
    },

    async lookupUrl(member: SessionMember, url: string): Promise<{ found: boolean; dossierId: string | null }> {
      const host = hostOf(url);
      const hit = host ? await materials.findOwnByHost(member.id, host) : undefined;
      return hit ? { found: true, dossierId: hit.dossierId } : { found: false, dossierId: null };
    },
  };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;
