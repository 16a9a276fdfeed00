import { readFile } from 'node:fs/promises';

export interface PdfTextLimits {
  /** Pages read at most; a longer deck is cut here (and said to be). */
  maxPages: number;
  /** Characters kept at most, all pages together. */
  maxChars: number;
}

export const PDF_TEXT_DEFAULTS: PdfTextLimits = { maxPages: 150, maxChars: 400_000 };

export interface PdfText {
  pageCount: number;
  /** One entry per page read, in order; a page without text is ''. */
  pages: string[];
  truncated: boolean;
}

export type PdfTextResult = { ok: true; text: PdfText } | { ok: false; reason: 'not_pdf' | 'encrypted' | 'unreadable'; message: string };

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** A PDF starts with "%PDF-": checked on the bytes, never on the name or the client's type. */
export function looksLikePdf(head: Uint8Array): boolean {
  return head.length >= PDF_MAGIC.length && Buffer.from(head.buffer, head.byteOffset, PDF_MAGIC.length).equals(PDF_MAGIC);
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js is ESM-only and large: loaded on first use. Its worker module is loaded too and handed
 * over as `globalThis.pdfjsWorker`, so pdf.js parses in the calling thread (ours is already a
 * worker thread in production) instead of importing a worker script by URL.
 */
function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const [pdfjs, worker] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.mjs')]);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return pdfjs;
  })();
  return loading;
}

/** The text of every page of a PDF held in memory. Failures are values: a bad deck is not a crash. */
export async function extractPdfText(data: Uint8Array, limits: PdfTextLimits = PDF_TEXT_DEFAULTS): Promise<PdfTextResult> {
  if (!looksLikePdf(data)) return { ok: false, reason: 'not_pdf', message: 'The file is not a PDF' };
  const pdfjs = await loadPdfJs();
  // pdf.js takes ownership of the buffer it is given: hand it a copy so the caller's stays usable.
  const task = pdfjs.getDocument({ data: new Uint8Array(data), verbosity: 0, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    let chars = 0;
    let truncated = document.numPages > limits.maxPages;
    for (let number = 1; number <= Math.min(document.numPages, limits.maxPages); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      page.cleanup();
      text = trimLineEnds(text).trim();
      if (chars + text.length > limits.maxChars) {
        pages.push(text.slice(0, Math.max(0, limits.maxChars - chars)));
        truncated = true;
        break;
      }
      chars += text.length;
      pages.push(text);
    }
    return { ok: true, text: { pageCount: document.numPages, pages, truncated } };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') return { ok: false, reason: 'encrypted', message: 'The PDF is protected with a password' };
    return { ok: false, reason: 'unreadable', message: `The PDF could not be read: ${(error as Error).message}` };
  } finally {
    await task.destroy();
  }
}

/**
 * Spaces and tabs before each line break removed, in one pass over the text. The pattern
 * `/[ \t]+\n/g` does the same but backtracks over a run of spaces from each of its characters:
 * a page of spaces without a line break took seconds (docs/security/outside-input-patterns.md).
 */
export function trimLineEnds(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let end = line.length;
      while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end -= 1;
      return line.slice(0, end);
    })
    .join('\n');
}

/** The same, for a stored file. */
export async function extractPdfTextFromFile(filePath: string, limits: PdfTextLimits = PDF_TEXT_DEFAULTS): Promise<PdfTextResult> {
  let data: Buffer;
  try {
    data = await readFile(filePath);
  } catch {
    return { ok: false, reason: 'unreadable', message: 'The stored file is missing' };
  }
  return extractPdfText(data, limits);
}
