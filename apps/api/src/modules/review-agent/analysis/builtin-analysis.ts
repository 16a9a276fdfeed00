import type { AnalystReport } from '@quorum/domain';
import { ANALYST_ROLES } from './analyst-profiles';
import { runAnalyst } from './analysts';
import { evidenceOf, type EvidenceByDimension } from './evidence';
import { readSources, type ReadSentence } from './reading';
import { readStrategy } from './strategy';
import { textStats } from './text-stats';
import type { AnalysisInput } from './types';

/**
 * The built-in engine: deterministic, offline, explainable. The material's sentences and figures
 * (read with compromise: reading.ts), evidence for traction, team, market, product, technology and
 * risks, weighed by three analysts with different priorities against the admin's strategy. Same
 * material, same report, every time.
 */
export function analyzeBuiltin(input: AnalysisInput): AnalystReport[] {
  const sentences = readSources(input.material.sources);
  return analyzeRead(input, sentences, evidenceOf(sentences));
}

/** The same, on material already read. */
export function analyzeRead({ material, context }: AnalysisInput, sentences: readonly ReadSentence[], evidence: EvidenceByDimension): AnalystReport[] {
  const readable = material.sources.filter((source) => source.readable);
  const stats = textStats(readable.map((source) => source.text).join('\n'), sentences);
  const strategy = readStrategy(context.investmentStrategy);
  return ANALYST_ROLES.map((role) => runAnalyst(role, { material, stats, evidence, strategy, context }));
}
