import type { FastifyBaseLogger } from 'fastify';
import { CONSTANTS, convertibleDocsendLink, formatMoney } from '@quorum/domain';
import type { Db } from '../../db/store';
import type { MaterialKind } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { UploadStorage } from '../../lib/uploads';
import type { SessionMember } from '../../plugins/access.types';
import { HttpError } from '../../plugins/errors';
import { dossierFor } from '../dossiers/dossier-access';
import { createDossiersRepository } from '../dossiers/dossiers.repository';
import { hostOf } from './material-views';
import { createMaterialsRepository, type MaterialFields, type MaterialRow } from './materials.repository';

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

const MATERIAL_NAMES: Record<keyof typeof CONSTANTS.MAX_DEAL_MATERIALS, string> = {
  secondary_url: 'other websites',
  pitch_deck: 'pitch decks',
  text_document: 'text documents',
  financials: 'financial documents',
};

/**
 * A docsend_link holds a link meant for the DocSend converter, so it takes only what the converter
 * may be asked about (docs/security/docsend-links.md): 400 otherwise.
 */
function convertibleDocsendUrl(url: string): string {
  const link = convertibleDocsendLink(url);
  if (!link.ok) throw new HttpError(400, link.message);
  return link.url;
}

export function createMaterialsService(deps: { db: Db; clock: Clock; storage: UploadStorage; log: Pick<FastifyBaseLogger, 'warn'> }) {
  const dossiers = createDossiersRepository(deps.db);
  const materials = createMaterialsRepository(deps.db);
  const writable = (member: SessionMember, dossierId: string) => dossierFor(dossiers, dossierId, member, 'write');

  /** A material the caller may touch: 404 when missing, 403 when in someone else's dossier. */
  const ownedMaterial = async (member: SessionMember, materialId: string, mode: 'read' | 'write'): Promise<MaterialRow> => {
    const material = await materials.find(materialId);
    if (!material) throw new HttpError(404, 'No material with this id');
    await dossierFor(dossiers, material.dossierId, member, mode);
    return material;
  };

  /** Refuses a material past its kind's cap: each one is fetched or read for every report. */
  const assertRoomFor = async (dossierId: string, kind: keyof typeof CONSTANTS.MAX_DEAL_MATERIALS): Promise<void> => {
    const cap = CONSTANTS.MAX_DEAL_MATERIALS[kind];
    if ((await materials.list(dossierId, [kind])).length >= cap) throw new HttpError(400, `A deal can have at most ${cap} ${MATERIAL_NAMES[kind]}`);
  };

  return {
    materials,
    dossiers,
    ownedMaterial,
    assertRoomFor,

    async setSingleton(member: SessionMember, dossierId: string, kind: 'url' | 'note' | 'post_money_valuation', value: string | number): Promise<MaterialRow> {
      await writable(member, dossierId);
      const fields: MaterialFields =
        kind === 'url'
          ? { url: String(value), urlHost: hostOf(String(value)) }
          : { content: typeof value === 'number' ? formatMoney(value) : value.trim() };
      return materials.upsertSingleton(dossierId, kind, fields, newId(), deps.clock.now());
    },

    async add(member: SessionMember, dossierId: string, kind: 'secondary_url' | 'text_document' | 'financials', fields: MaterialFields): Promise<MaterialRow> {
      await writable(member, dossierId);
      await assertRoomFor(dossierId, kind);
      const withHost = fields.url ? { ...fields, urlHost: hostOf(fields.url) } : fields;
      return materials.insert({ id: newId(), dossierId, kind, ...withHost }, deps.clock.now());
    },

    async list(member: SessionMember, dossierId: string, kinds?: readonly MaterialKind[]): Promise<MaterialRow[]> {
      await dossierFor(dossiers, dossierId, member, 'read');
      return materials.list(dossierId, kinds);
    },

    async update(member: SessionMember, materialId: string, fields: { url?: string | undefined; description?: string | undefined; content?: string | undefined }): Promise<MaterialRow> {
      const material = await ownedMaterial(member, materialId, 'write');
      const allowed = TEXT_FIELDS_BY_KIND[material.kind];
      const changes: MaterialFields = {};
      for (const [field, value] of Object.entries(fields) as Array<['url' | 'description' | 'content', string | undefined]>) {
        if (value === undefined) continue;
        if (!allowed.includes(field)) throw new HttpError(400, `A ${material.kind.replace(/_/g, ' ')} has no ${field} to change`);
        changes[field] = value;
      }
      if (changes.url && material.kind === 'docsend_link') changes.url = convertibleDocsendUrl(changes.url);
      if (changes.url) changes.urlHost = hostOf(changes.url);
      return (await materials.update(material.id, changes, deps.clock.now())) ?? material;
    },

    /**
     * Deletes the row, then its file: a crash in between leaves an orphan file, never a row without
     * one. A file that cannot be deleted (the bucket unreachable) is such an orphan too: the
     * material is gone all the same, and recovery at a later start removes the file.
     */
    async remove(member: SessionMember, materialId: string, expectedDossierId?: string): Promise<MaterialRow> {
      const material = await ownedMaterial(member, materialId, 'write');
      if (expectedDossierId && material.dossierId !== expectedDossierId) throw new HttpError(404, 'No material with this id in this dossier');
      await materials.delete(material.id);
      if (material.storedName) {
        await deps.storage.removeStored([material.storedName]).catch((error: unknown) => deps.log.warn({ err: error, materialId: material.id }, 'the file of a deleted material could not be removed; recovery at a later start will remove it'));
      }
      return material;
    },

    async setVehicleSettings(member: SessionMember, dossierId: string, settings: Record<string, unknown>) {
      await writable(member, dossierId);
      return dossiers.update(dossierId, { vehicleSettings: settings }, deps.clock.now());
    },

    async lookupUrl(member: SessionMember, url: string): Promise<{ found: boolean; dossierId: string | null }> {
      const host = hostOf(url);
      const hit = host ? await materials.findOwnByHost(member.id, host) : undefined;
      return hit ? { found: true, dossierId: hit.dossierId } : { found: false, dossierId: null };
    },
  };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;
