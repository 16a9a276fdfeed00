import { z } from 'zod';
import { analystReportSchema, evidenceSchema, scoreFactorSchema, type AnalystReport, type AnalystRole } from '@quorum/domain';
import { ANALYST_ROLES, PROFILES } from '../analysis/analyst-profiles';
import type { AnalysisInput } from '../analysis/types';
import type { AnalystEngine, EngineResult } from './engine';
import { completeJson, type LlmSettings } from './llm-client';
import { analystPrompt } from './llm-prompt';

/**
 * What the model must answer: the analyst report without the fields we set ourselves, with a cap
 * on every field. A model steered by the material can answer anything; what is stored and shown to
 * members stays small and well-formed (docs/security/untrusted-material.md).
 */
const pointsSchema = z.number().finite().min(0).max(100);
const factorAnswerSchema = scoreFactorSchema.extend({
  points: pointsSchema,
  maxPoints: pointsSchema,
  explanation: z.string().trim().max(2000),
  evidence: z.array(evidenceSchema.extend({ text: z.string().trim().max(1000), sourceId: z.string().trim().max(64) })).max(10),
});
const answerSchema = analystReportSchema.pick({ score: true, vote: true }).extend({
  recommendation: z.string().trim().min(1).max(4000),
  factors: z.array(factorAnswerSchema).max(12),
});

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Keeps only quotations that really occur in the source they cite. A model that paraphrases or
 * invents a quote loses that quote (and the explanation says how many), never the whole report.
 */
function verifiedFactors(answer: z.infer<typeof answerSchema>, input: AnalysisInput): AnalystReport['factors'] {
  const texts = new Map(input.material.sources.map((source) => [source.id, normalise(source.text)]));
  return answer.factors.map((factor) => {
    const evidence = factor.evidence.filter((item) => texts.get(item.sourceId)?.includes(normalise(item.text).replace(/…$/, '')) ?? false);
    const dropped = factor.evidence.length - evidence.length;
    return dropped === 0 ? factor : { ...factor, evidence, explanation: `${factor.explanation} (${dropped} quotation${dropped === 1 ? '' : 's'} not found in the material left out)` };
  });
}

async function analyst(settings: LlmSettings, role: AnalystRole, input: AnalysisInput, signal: AbortSignal): Promise<{ ok: true; report: AnalystReport } | { ok: false; message: string }> {
  const agent = PROFILES[role].agent;
  const answer = await completeJson(settings, analystPrompt(role, agent, input), signal);
  if (!answer.ok) return { ok: false, message: `${agent}: ${answer.message}` };
  const parsed = answerSchema.safeParse(answer.json);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    return { ok: false, message: `${agent}: the language model answer did not match the report format (${problem?.path.join('.') || 'answer'}: ${problem?.message ?? 'invalid'})` };
  }
  return { ok: true, report: { role, agent, engine: 'llm', score: parsed.data.score, vote: parsed.data.vote, recommendation: parsed.data.recommendation, factors: verifiedFactors(parsed.data, input) } };
}

/** The three analysts as three chat completions, asked at once. One invalid answer fails the review. */
export function createLlmEngine(settings: LlmSettings): AnalystEngine {
  return {
    name: 'llm',
    async analyze(input, _builtin, signal): Promise<EngineResult> {
      const results = await Promise.all(ANALYST_ROLES.map((role) => analyst(settings, role, input, signal)));
      const failure = results.find((result) => !result.ok);
      if (failure && !failure.ok) return { ok: false, message: failure.message };
      return { ok: true, analyses: results.flatMap((result) => (result.ok ? [result.report] : [])) };
    },
  };
}
