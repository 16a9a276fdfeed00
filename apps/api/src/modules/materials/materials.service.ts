import type { Db } from '../../db/database';
import type { MaterialKind } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { UploadStorage } from '../../lib/uploads';
import type { SessionMember } from '../../plugins/access.types';
import { HttpError } from '../../plugins/errors';
import { formatMoney } from '../review-agent/analysis/money';
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

export function createMaterialsService(deps: { db: Db; clock: Clock; storage: UploadStorage }) {
  const dossiers = createDossiersRepository(deps.db);
  const materials = createMaterialsRepository(deps.db);
  const writable = (member: SessionMember, dossierId: string) => dossierFor(dossiers, dossierId, member, 'write');

  /** A material the caller may touch: 404 when missing, 403 when in someone else's dossier. */
  const ownedMaterial = (member: SessionMember, materialId: string, mode: 'read' | 'write'): MaterialRow => {
    const material = materials.find(materialId);
    if (!material) throw new HttpError(404, 'No material with this id');
    dossierFor(dossiers, material.dossierId, member, mode);
    return material;
  };

  return {
    materials,
    dossiers,
    ownedMaterial,

    setSingleton(member: SessionMember, dossierId: string, kind: 'url' | 'note' | 'post_money_valuation', value: string | number): MaterialRow {
      writable(member, dossierId);
      const fields: MaterialFields =
        kind === 'url'
          ? { url: String(value), urlHost: hostOf(String(value)) }
          : { content: typeof value === 'number' ? formatMoney(value) : value.trim() };
      return materials.upsertSingleton(dossierId, kind, fields, newId(), deps.clock.now());
    },

    add(member: SessionMember, dossierId: string, kind: 'secondary_url' | 'text_document' | 'financials', fields: MaterialFields): MaterialRow {
      writable(member, dossierId);
      const withHost = fields.url ? { ...fields, urlHost: hostOf(fields.url) } : fields;
      return materials.insert({ id: newId(), dossierId, kind, ...withHost }, deps.clock.now());
    },

    list(member: SessionMember, dossierId: string, kinds?: readonly MaterialKind[]): MaterialRow[] {
      dossierFor(dossiers, dossierId, member, 'read');
      return materials.list(dossierId, kinds);
    },

    update(member: SessionMember, materialId: string, fields: { url?: string | undefined; description?: string | undefined; content?: string | undefined }): MaterialRow {
      const material = ownedMaterial(member, materialId, 'write');
      const allowed = TEXT_FIELDS_BY_KIND[material.kind];
      const changes: MaterialFields = {};
      for (const [field, value] of Object.entries(fields) as Array<['url' | 'description' | 'content', string | undefined]>) {
        if (value === undefined) continue;
        if (!allowed.includes(field)) throw new HttpError(400, `A ${material.kind.replace(/_/g, ' ')} has no ${field} to change`);
        changes[field] = value;
      }
      if (changes.url) changes.urlHost = hostOf(changes.url);
      return materials.update(material.id, changes, deps.clock.now()) ?? material;
    },

    /** Deletes the row, then its file: a crash in between leaves an orphan file, never a row without one. */
    async remove(member: SessionMember, materialId: string, expectedDossierId?: string): Promise<MaterialRow> {
      const material = ownedMaterial(member, materialId, 'write');
      if (expectedDossierId && material.dossierId !== expectedDossierId) throw new HttpError(404, 'No material with this id in this dossier');
      materials.delete(material.id);
      const file = material.storedName ? deps.storage.pathOf(material.storedName) : undefined;
      if (file) await deps.storage.remove([file]);
      return material;
    },

    setVehicleSettings(member: SessionMember, dossierId: string, settings: Record<string, unknown>) {
      writable(member, dossierId);
      return dossiers.update(dossierId, { vehicleSettings: settings }, deps.clock.now());
    },

    lookupUrl(member: SessionMember, url: string): { found: boolean; dossierId: string | null } {
      const host = hostOf(url);
      const hit = host ? materials.findOwnByHost(member.id, host) : undefined;
      return hit ? { found: true, dossierId: hit.dossierId } : { found: false, dossierId: null };
    },
  };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;
