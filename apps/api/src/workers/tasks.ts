import { scanHtml, type HtmlScan } from '../lib/html/scan-html';
import { extractPdfTextFromFile, type PdfTextResult } from '../lib/pdf-text';
import { analyzeMaterial, type AnalysisOutcome } from '../modules/review-agent/analysis/analyze-material';
import type { AnalysisInput } from '../modules/review-agent/analysis/types';
import { parseListFiles, type ParsedListOutcome } from '../modules/screening/screening-engine';
import type { ListFile } from '../modules/screening/lists/list-entry';
import type { ScreeningSource } from '@quorum/domain';

/** The CPU-heavy work on outside input, run off the request path: in a worker thread in production. */
export interface Tasks {
  /** A page's bytes (UTF-8) as fetched: decoded and read in the worker. */
  scanHtml: { input: { body: Uint8Array; pageUrl: string }; output: HtmlScan };
  readPdf: { input: { filePath: string }; output: PdfTextResult };
  analyze: { input: AnalysisInput; output: AnalysisOutcome };
  /** Sanctions and PEP list files an admin uploaded, already on disk: parsed with streaming parsers. */
  parseList: { input: { source: ScreeningSource; files: ListFile[] }; output: ParsedListOutcome };
}
export type TaskKind = keyof Tasks;

export async function runTask<K extends TaskKind>(kind: K, input: Tasks[K]['input']): Promise<Tasks[K]['output']> {
  switch (kind) {
    case 'scanHtml': {
      const page = input as Tasks['scanHtml']['input'];
      return scanHtml(Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength).toString('utf8'), page.pageUrl) as Tasks[K]['output'];
    }
    case 'readPdf':
      return (await extractPdfTextFromFile((input as Tasks['readPdf']['input']).filePath)) as Tasks[K]['output'];
    case 'parseList': {
      const { source, files } = input as Tasks['parseList']['input'];
      return (await parseListFiles(source, files)) as Tasks[K]['output'];
    }
    default:
      return analyzeMaterial(input as Tasks['analyze']['input']) as Tasks[K]['output'];
  }
}
