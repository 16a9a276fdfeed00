import { formatMoney, parseMoney } from '@quorum/domain';
import type { AnalystReport, AnalystRole, ScoreFactor } from '@quorum/domain';
import { labelsOf, weightOf, type EvidenceByDimension, type EvidenceHit } from './evidence';
import { explainRecommendation } from './recommendation';
import { strategyFit, type StrategyReading } from './strategy';
import { PROFILES, type Weighed } from './analyst-profiles';
import type { TextStats } from './text-stats';
import type { AnalysisContext, GatheredMaterial } from './types';

/** Every score starts here; evidence adds to it and risks take from it. */
export const BASE_SCORE = 20;
/** Evidence weight that fills a dimension (two revenue figures, say). */
const SATURATION = 15;
const MAX_RISK_PENALTY = 25;
/** Below this many words there is too little to recommend a deal, whatever it says. */
export const THIN_MATERIAL_WORDS = 150;
const THIN_MATERIAL_CAP = 35;

const evidenceOf = (hits: readonly EvidenceHit[], max = 3) => hits.slice(0, max).map((hit) => ({ text: hit.text, sourceId: hit.sourceId }));

function dimensionFactor(dimension: Weighed, maxPoints: number, hits: readonly EvidenceHit[]): ScoreFactor {
  const weight = weightOf(hits);
  const points = Math.round(maxPoints * Math.min(1, weight / SATURATION));
  const explanation =
    hits.length === 0
      ? `No ${dimension} evidence found in the material.`
      : `${hits.length} ${dimension} statement${hits.length === 1 ? '' : 's'} (${labelsOf(hits)}), evidence weight ${weight} of ${SATURATION} needed for full points.`;
  return { dimension, points, maxPoints, explanation, evidence: evidenceOf(hits) };
}

function riskFactor(hits: readonly EvidenceHit[]): ScoreFactor {
  const points = -Math.min(MAX_RISK_PENALTY, Math.round(weightOf(hits) * 1.5));
  const explanation = hits.length === 0 ? 'No legal, regulatory, financial or product red flags found.' : `Red flags: ${labelsOf(hits, 4)}.`;
  return { dimension: 'risks', points, maxPoints: 0, explanation, evidence: evidenceOf(hits) };
}

function materialFactor(stats: TextStats, material: GatheredMaterial): ScoreFactor {
  const points = Math.round(10 * Math.min(1, stats.words / 800));
  const unreadable = material.sources.filter((source) => !source.readable);
  const readable = material.sources.length - unreadable.length;
  let explanation = `${stats.words} words from ${readable} readable source${readable === 1 ? '' : 's'}, ${stats.quantifiedSentences} sentences with figures.`;
  if (unreadable.length > 0) explanation += ` Not read: ${unreadable.map((source) => `${source.title} (${source.note ?? 'unreadable'})`).join('; ')}.`;
  if (stats.words < THIN_MATERIAL_WORDS) explanation += ` That is too little to recommend the deal: the score is capped at ${THIN_MATERIAL_CAP}.`;
  return { dimension: 'material', points, maxPoints: 10, explanation, evidence: [] };
}

/** The post-money valuation against the revenue the material states: a multiple investors can judge. */
function valuationFactor(material: GatheredMaterial, traction: readonly EvidenceHit[]): ScoreFactor {
  const base = { dimension: 'valuation' as const, maxPoints: 5 };
  const valuation = material.postMoneyValuation ? parseMoney(material.postMoneyValuation.startsWith('$') ? material.postMoneyValuation : `$${material.postMoneyValuation}`) : undefined;
  const revenueHit = traction.find((hit) => hit.label === 'revenue figure');
  const revenue = revenueHit ? (revenueHit.amount ?? parseMoney(revenueHit.text)) : undefined;
  if (!valuation) return { ...base, points: 0, explanation: 'No post-money valuation was submitted.', evidence: [] };
  if (!revenue || !revenueHit) return { ...base, points: -3, explanation: `A ${formatMoney(valuation)} post-money valuation with no revenue figure to support it.`, evidence: [] };
  const multiple = valuation / revenue;
  const points = multiple <= 20 ? 5 : multiple <= 50 ? 0 : -5;
  const verdict = points > 0 ? 'reasonable' : points === 0 ? 'full' : 'rich';
  return { ...base, points, explanation: `${formatMoney(valuation)} post-money is ${multiple.toFixed(1)}× the ${formatMoney(revenue)} revenue stated: ${verdict}.`, evidence: evidenceOf([revenueHit], 1) };
}

export interface AnalystInputs {
  material: GatheredMaterial;
  stats: TextStats;
  evidence: EvidenceByDimension;
  strategy: StrategyReading;
  context: AnalysisContext;
}

/** One analyst's scored opinion: every factor with its points, explanation and quotations. */
export function runAnalyst(role: AnalystRole, inputs: AnalystInputs): AnalystReport {
  const profile = PROFILES[role];
  const factors: ScoreFactor[] = (Object.entries(profile.weights) as Array<[Weighed, number]>).map(([dimension, max]) => dimensionFactor(dimension, max, inputs.evidence[dimension]));
  if (profile.weighsValuation) factors.push(valuationFactor(inputs.material, inputs.evidence.traction));
  factors.push(materialFactor(inputs.stats, inputs.material));
  const fit = strategyFit(inputs.strategy, inputs.evidence);
  factors.push({ dimension: 'strategy', points: fit.points, maxPoints: 10, explanation: fit.explanation, evidence: evidenceOf(fit.evidence) });
  factors.push(riskFactor(inputs.evidence.risks));

  let score = Math.max(0, Math.min(100, Math.round(BASE_SCORE + factors.reduce((sum, factor) => sum + factor.points, 0))));
  if (inputs.stats.words < THIN_MATERIAL_WORDS) score = Math.min(score, THIN_MATERIAL_CAP);
  const vote = score >= inputs.context.thresholdPercent ? 'Yes' : 'No';
  return {
    role,
    agent: profile.agent,
    engine: 'builtin',
    score,
    vote,
    recommendation: explainRecommendation(profile.agent, score, vote, inputs.context.thresholdPercent, factors),
    factors,
  };
}
