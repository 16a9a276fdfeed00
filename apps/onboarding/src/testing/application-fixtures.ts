import type { StoredFileRef } from '../features/wizard';
import type { AppDependencies } from '../lib/dependencies';
import { file } from './test-app';

/** Stores a file in the app's file store, as picking it would, and returns its ref for the answers. */
export async function storedFile(deps: AppDependencies, name: string, size = 128, type = 'application/pdf'): Promise<StoredFileRef> {
  const ref: StoredFileRef = { id: deps.newId(), name, size, type };
  await deps.files.put(ref.id, file(name, size, type));
  return ref;
}

/** A complete Individual application (professional licence branch) whose files are in the store. */
export async function completeIndividual(deps: AppDependencies): Promise<Record<string, unknown>> {
  return {
    entityType: 'Individual',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phoneNumber: '+1 555 010 2000',
    dateOfBirth: '1985-12-10',
    residentialAddress: '12 Analytical Way, Springfield, IL 62701',
    occupation: 'Engineer',
    proofOfAddress: [await storedFile(deps, 'bill.pdf', 200)],
    idScan: [await storedFile(deps, 'front.jpg', 300, 'image/jpeg'), await storedFile(deps, 'back.png', 400, 'image/png')],
    passportIdNumber: '123-45-6789',
    accreditationBasis: 'professional',
    // An abandoned branch: never sent, never uploaded.
    incomeEvidence: [await storedFile(deps, 'old-tax-return.pdf')],
    professionalCertification: [await storedFile(deps, 'finra.pdf', 500)],
    pepStatus: 'no',
    accreditationAffirmation: 'yes',
  };
}
