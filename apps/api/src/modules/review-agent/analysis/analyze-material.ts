import type { AnalystReport } from '@quorum/domain';
import { analyzeRead } from './builtin-analysis';
import { evidenceOf, type EvidenceByDimension } from './evidence';
import { readSources } from './reading';
import type { AnalysisInput } from './types';
import { findWhatItDoes, type WhatItDoes } from './what-it-does';

export interface AnalysisOutcome {
  /** The built-in analysts' reports (the LLM engine replaces these with its own). */
  analyses: AnalystReport[];
  /** The strongest quotations per dimension, for the summary and risk texts. */
  evidence: EvidenceByDimension;
  /** The material's own sentence saying what the company does, for the summary; null when it says none. */
  about: WhatItDoes | null;
}

const TOP_EVIDENCE = 5;

/** The CPU-heavy part of a review (run in a worker thread: workers/tasks.ts). The material is read once. */
export function analyzeMaterial(input: AnalysisInput): AnalysisOutcome {
  const sentences = readSources(input.material.sources);
  const all = evidenceOf(sentences);
  const evidence = Object.fromEntries(Object.entries(all).map(([dimension, hits]) => [dimension, hits.slice(0, TOP_EVIDENCE)])) as EvidenceByDimension;
  return { analyses: analyzeRead(input, sentences, all), evidence, about: findWhatItDoes(sentences) };
}
