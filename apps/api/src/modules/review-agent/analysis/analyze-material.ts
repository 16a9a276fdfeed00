import type { AnalystReport } from '@quorum/domain';
import { analyzeBuiltin } from './builtin-analysis';
import { collectEvidence, type EvidenceByDimension } from './evidence';
import type { AnalysisInput } from './types';

export interface AnalysisOutcome {
  /** The built-in analysts' reports (the LLM engine replaces these with its own). */
  analyses: AnalystReport[];
  /** The strongest quotations per dimension, for the summary and risk texts. */
  evidence: EvidenceByDimension;
}

const TOP_EVIDENCE = 5;

/** The CPU-heavy part of a review (run in a worker thread: workers/tasks.ts). */
export function analyzeMaterial(input: AnalysisInput): AnalysisOutcome {
  const all = collectEvidence(input.material.sources);
  const evidence = Object.fromEntries(Object.entries(all).map(([dimension, hits]) => [dimension, hits.slice(0, TOP_EVIDENCE)])) as EvidenceByDimension;
  return { analyses: analyzeBuiltin(input), evidence };
}
