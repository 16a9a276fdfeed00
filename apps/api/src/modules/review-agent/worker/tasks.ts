import type { AnalystReport } from '@quorum/domain';
import { extractPdfTextFromFile, type PdfTextResult } from '../../../lib/pdf-text';
import { analyzeBuiltin } from '../analysis/builtin-analysis';
import { collectEvidence, type EvidenceByDimension } from '../analysis/evidence';
import type { AnalysisInput } from '../analysis/types';

export interface AnalysisOutcome {
  /** The built-in analysts' reports (the LLM engine replaces these with its own). */
  analyses: AnalystReport[];
  /** The strongest quotations per dimension, for the summary and risk texts. */
  evidence: EvidenceByDimension;
}

/** The CPU-heavy work of a review, run off the request path: in a worker thread in production. */
export interface Tasks {
  readPdf: { input: { filePath: string }; output: PdfTextResult };
  analyze: { input: AnalysisInput; output: AnalysisOutcome };
}
export type TaskKind = keyof Tasks;

const TOP_EVIDENCE = 5;

export async function runTask<K extends TaskKind>(kind: K, input: Tasks[K]['input']): Promise<Tasks[K]['output']> {
  if (kind === 'readPdf') return (await extractPdfTextFromFile((input as Tasks['readPdf']['input']).filePath)) as Tasks[K]['output'];
  const analysis = input as Tasks['analyze']['input'];
  const all = collectEvidence(analysis.material.sources);
  const evidence = Object.fromEntries(Object.entries(all).map(([dimension, hits]) => [dimension, hits.slice(0, TOP_EVIDENCE)])) as EvidenceByDimension;
  return { analyses: analyzeBuiltin(analysis), evidence } as Tasks[K]['output'];
}
