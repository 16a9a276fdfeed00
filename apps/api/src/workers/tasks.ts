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

/**
 * How much CPU each task may use in its worker (executor.ts; wall time where the system does not
 * tell a thread's CPU). Measured: a 1 MB hostile page scans in 40 to 140 ms of CPU, a 40-page deck
 * reads in 0.4 s and its analysis takes less; the budgets leave an order of magnitude for a slow
 * machine and stop whatever a crafted input could make last longer. A 20,000-entry sanctions list
 * parses in a few seconds; its budget leaves room for the largest files (200 MB).
 */
export const TASK_BUDGET_MS: Record<TaskKind, number> = { scanHtml: 2_000, readPdf: 30_000, analyze: 30_000, parseList: 300_000 };

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
