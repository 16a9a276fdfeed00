import type { AdminApplicationDocument, AdminApplicationPerson, AdminApplicationSummary } from '@quorum/domain';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { ApplicationListRow, ApplicationRow, PersonRow } from './applications.repository';
import type { DocumentRow } from './documents.repository';
import { maskSealed } from './kyc-protection';

/** Rows as the admin API shows them: dates as ISO strings, identifiers masked, storage names kept inside. */
export function toSummary(row: ApplicationRow, documentCount: number): AdminApplicationSummary {
  return {
    id: row.id,
    entityType: row.entityType,
    organizationType: row.organizationType,
    status: row.status,
    name: row.name,
    email: row.email,
    organizationName: row.organizationName,
    submittedAt: row.submittedAt.toISOString(),
    documentCount,
  };
}

export function toListSummary(row: ApplicationListRow): AdminApplicationSummary {
  return toSummary(row, row.documentCount);
}

export function toAdminPerson(row: PersonRow, cipher: FieldCipher): AdminApplicationPerson {
  return {
    id: row.id,
    listId: row.listId,
    role: row.role,
    position: row.position,
    name: row.name,
    ownershipPercentage: row.ownershipPercentage,
    idNumber: maskSealed(row.idNumberEncrypted, cipher),
  };
}

export function toAdminDocument(row: DocumentRow): AdminApplicationDocument {
  return {
    id: row.id,
    documentType: row.documentType,
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    sha256: row.sha256,
    reviewStatus: row.reviewStatus,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A filename for Content-Disposition: printable ASCII only in `filename`, the full name in `filename*`. */
export function contentDisposition(originalName: string): string {
  const ascii = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`;
}
