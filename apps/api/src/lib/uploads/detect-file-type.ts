import { acceptsFileName, type FileRules } from '@quorum/domain';
import { describeAccepted, kindOfFileName } from './file-kinds';
import { inspectZip } from './zip-inspection';

export interface DetectedType {
  ext: string;
  mime: string;
}

/**
 * The type a file's magic bytes show. file-type is ESM-only: imported on first use (the bundle is
 * ESM; Jest compiles it, see jest.config.cjs). It reads only as much of the file as it needs.
 */
export async function detectFileType(filePath: string): Promise<DetectedType | undefined> {
  const { fileTypeFromFile } = await import('file-type/node');
  const result = await fileTypeFromFile(filePath);
  return result ? { ext: result.ext, mime: result.mime } : undefined;
}

export type TypeCheck = { ok: true; mimeType: string } | { ok: false; status: 415; error: string };

/**
 * A file passes when its name has an extension the question accepts AND its bytes are that kind
 * of file: a text file named .pdf, or HTML named .png, is refused. The stored mime type is the
 * detected one, never the client's.
 */
export async function checkFileType(filePath: string, fileName: string, rules: FileRules): Promise<TypeCheck> {
  const kind = kindOfFileName(fileName);
  if (!kind || !acceptsFileName(rules, fileName)) {
    return { ok: false, status: 415, error: `"${fileName}" is not a file type we accept here. Please upload ${describeAccepted(rules.acceptedFileTypes)} files.` };
  }
  const detected = await detectFileType(filePath);
  if (!detected || !kind.detected.includes(detected.ext)) {
    return {
      ok: false,
      status: 415,
      error: `This file is not a real ${kind.label}: the contents of "${fileName}" do not match its name. Please upload the original ${kind.label}.`,
    };
  }
  // A Word or Excel file is a ZIP: one that would inflate far beyond any real document is a bomb.
  if ((detected.ext === 'docx' || detected.ext === 'xlsx') && !(await inspectZip(filePath)).ok) {
    return { ok: false, status: 415, error: `"${fileName}" is not a document we can accept: it expands to far more than any real ${kind.label}.` };
  }
  return { ok: true, mimeType: kind.mimeType ?? detected.mime };
}
