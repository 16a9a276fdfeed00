import type { ScoreFactor } from '@quorum/domain';

/**
 * The recommendation an analyst writes: its vote, its score against the threshold, its strongest
 * and weakest factors, and its red flags, quoting the material so a reader can check it.
 */
export function explainRecommendation(agent: string, score: number, vote: 'Yes' | 'No', threshold: number, factors: readonly ScoreFactor[]): string {
  const weighed = factors.filter((factor) => factor.maxPoints > 0 && factor.dimension !== 'material' && factor.dimension !== 'strategy' && factor.dimension !== 'valuation');
  const byShare = [...weighed].sort((a, b) => b.points / b.maxPoints - a.points / a.maxPoints);
  const strongest = byShare.filter((factor) => factor.points > 0).slice(0, 2);
  const weakest = byShare.filter((factor) => factor.points / factor.maxPoints < 0.5).slice(-2).reverse();
  const risks = factors.find((factor) => factor.dimension === 'risks');

  const lines = [`${agent} votes ${vote}: ${score}/100 against a threshold of ${threshold}.`];
  if (strongest.length > 0) {
    lines.push(`Strongest: ${strongest.map((factor) => `${factor.dimension} ${factor.points}/${factor.maxPoints}${factor.evidence[0] ? ` ("${factor.evidence[0].text}")` : ''}`).join('; ')}.`);
  } else {
    lines.push('No dimension it weighs is supported by the material.');
  }
  if (weakest.length > 0) lines.push(`Weakest: ${weakest.map((factor) => `${factor.dimension} ${factor.points}/${factor.maxPoints}`).join('; ')}.`);
  if (risks && risks.points < 0) lines.push(`${risks.explanation.replace(/\.$/, '')}, ${risks.points} points${risks.evidence[0] ? ` ("${risks.evidence[0].text}")` : ''}.`);
  return lines.join(' ');
}
