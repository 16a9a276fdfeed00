import { SAMPLE_FILES } from '@quorum/testing';

/** Small files with real magic bytes, as Playwright hands them to a file input. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function minimalPdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Title(${title})>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

export const pdf = (name: string): UploadFile => ({ name, mimeType: 'application/pdf', buffer: minimalPdf(name) });
export const png = (name: string): UploadFile => ({ name, mimeType: 'image/png', buffer: SAMPLE_FILES.png });
export const jpeg = (name: string): UploadFile => ({ name, mimeType: 'image/jpeg', buffer: SAMPLE_FILES.jpeg });
/** A text file named .pdf: the browser accepts its name, the API's magic-byte check refuses it. */
export const spoofedPdf = (name: string): UploadFile => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('This is plain text pretending to be a PDF.\n') });
