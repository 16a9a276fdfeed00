import type { AnalystReport } from '@quorum/domain';
import { runAnalyst } from './analysts';
import { collectEvidence } from './evidence';
import { readStrategy } from './strategy';
import { textStats } from './text-stats';
import type { AnalysisInput } from './types';

export const ANALYST_ROLES = ['product', 'technical', 'business'] as const;

/**
 * The built-in engine: deterministic, offline, explainable. Text statistics and keyword evidence
 * for traction, team, market, product, technology and risks, weighed by three analysts with
 * different priorities against the admin's strategy. Same material, same report, every time.
 */
export function analyzeBuiltin({ material, context }: AnalysisInput): AnalystReport[] {
  const readable = material.sources.filter((source) => source.readable);
  const stats = textStats(readable.map((source) => source.text).join('\n'));
  const evidence = collectEvidence(readable);
  const strategy = readStrategy(context.investmentStrategy);
  return ANALYST_ROLES.map((role) => runAnalyst(role, { material, stats, evidence, strategy, context }));
}
