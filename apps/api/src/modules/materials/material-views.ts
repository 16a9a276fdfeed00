import type { DossierPerson, Material, MaterialType } from '@quorum/domain';
import type { MaterialKind } from '../../db/schema';
import type { MaterialRow } from './materials.repository';
import type { PersonRow } from './people.repository';

const TYPE_OF_KIND: Record<MaterialKind, MaterialType> = {
  url: 'url',
  secondary_url: 'secondary-url',
  note: 'note',
  post_money_valuation: 'post-money-valuation',
  pitch_deck: 'pitch-deck',
  docsend_link: 'docsend-link',
  text_document: 'text-document',
  financials: 'financials',
};

/** A material as the client reads it; the stored file name never leaves the server. */
export function toMaterial(row: MaterialRow): Material {
  return {
    materialId: row.id,
    dossierId: row.dossierId,
    type: TYPE_OF_KIND[row.kind],
    url: row.url,
    description: row.description,
    content: row.content,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPerson(row: PersonRow): DossierPerson {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    title: row.title,
    contactType: row.contactType,
    contactValue: row.contactValue,
    url: row.url,
    description: row.description,
  };
}

/** Lower-case host without a leading www: what the duplicate-deal lookups compare. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}
