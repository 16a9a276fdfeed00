import type { AnalystReport } from '@quorum/domain';
import type { AnalysisInput } from '../analysis/types';
import type { AnalysisOutcome } from '../analysis/analyze-material';

export type EngineResult = { ok: true; analyses: AnalystReport[] } | { ok: false; message: string };

/**
 * The analysts behind one interface. The built-in engine is the default and what tests use; the
 * LLM engine replaces it when configured. An engine that cannot produce a valid answer says so:
 * the job ends in error, never with invented output.
 */
export interface AnalystEngine {
  readonly name: 'builtin' | 'llm';
  analyze(input: AnalysisInput, builtin: AnalysisOutcome, signal: AbortSignal): Promise<EngineResult>;
}

export const builtinEngine: AnalystEngine = {
  name: 'builtin',
  async analyze(_input, builtin) {
    return { ok: true, analyses: builtin.analyses };
  },
};
