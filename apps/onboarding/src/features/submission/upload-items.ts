import type { FileField } from '@quorum/domain';
import type { UploadItem } from '../../components/uploads/upload-progress';
import type { StoredFileRef } from '../wizard';

/** The uploads that follow a submission: every file of every file field, waiting. */
export function uploadItemsOf(fields: ReadonlyArray<FileField<StoredFileRef>>): UploadItem[] {
  return fields.flatMap((field) =>
    field.files.map((file) => ({ fileId: file.id, fieldId: field.fieldId, name: file.name, size: file.size, loaded: 0, state: 'waiting' as const })),
  );
}
