import { toSubmissionFields } from '@quorum/domain';
import { completeAnswers, SAMPLE_FILES } from '@quorum/testing';
import { multipartBody, type Part } from './multipart';

/** A complete, valid Individual application (the API's own test builder), as the submit form's fields. */
export function individualSubmission(email = 'applicant@bench.example', extra: Record<string, string> = {}): { body: Buffer; contentType: string } {
  const answers = completeAnswers('Individual', { email });
  const parts: Part[] = [...toSubmissionFields(answers)].map(([name, value]) => ({ name, value }));
  for (const [name, value] of Object.entries(extra)) parts.push({ name, value });
  return multipartBody(parts);
}

/** The Individual upload slots that take PDF, PNG and JPEG and have room for three files. */
export const THREE_FILE_SLOTS = ['proofOfAddress', 'incomeEvidence'] as const;

export interface UploadFile {
  name: string;
  bytes: Buffer;
  type: string;
}

export const SMALL_FILES: readonly UploadFile[] = [
  { name: 'statement.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' },
  { name: 'scan.png', bytes: SAMPLE_FILES.png, type: 'image/png' },
  { name: 'photo.jpg', bytes: SAMPLE_FILES.jpeg, type: 'image/jpeg' },
];

export function uploadBody(applicantId: string, documentType: string, files: readonly UploadFile[]): { body: Buffer; contentType: string } {
  return multipartBody([
    { name: 'applicantId', value: applicantId },
    { name: 'documentType', value: documentType },
    ...files.map((file) => ({ name: 'files[]', value: file.bytes, filename: file.name, type: file.type })),
  ]);
}
