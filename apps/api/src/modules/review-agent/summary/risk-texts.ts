import type { EvidenceByDimension, EvidenceHit } from '../analysis/evidence';
import type { GatheredMaterial } from '../analysis/types';

export interface SourcedText {
  text: string;
  sourceIds: string[];
}

const sourced = (text: string, hits: readonly (EvidenceHit | undefined)[]): SourcedText => ({
  text,
  sourceIds: [...new Set(hits.filter((hit): hit is EvidenceHit => hit !== undefined).map((hit) => hit.sourceId))],
});

/** The report's riskAnalysis.marketRisk: what the material says about the market, and what it leaves open. */
export function marketRisk(evidence: EvidenceByDimension): SourcedText {
  const size = evidence.market.find((hit) => hit.label === 'market size figure');
  if (size) return sourced(`Market size as stated by the company: "${size.text}". Not checked against independent sources.`, [size]);
  const mention = evidence.market[0];
  if (mention) return sourced(`The material describes the market ("${mention.text}") but gives no size or growth figure.`, [mention]);
  return sourced('The material does not describe the market: its size and growth are unknown.', []);
}

/** riskAnalysis.competitorsRisk: the competitors named in the dossier and the material. */
export function competitorsRisk(material: GatheredMaterial, evidence: EvidenceByDimension): SourcedText {
  const crowded = evidence.competition.find((hit) => hit.label === 'crowded market');
  const mention = evidence.competition[0];
  const named = material.competitors.length > 0 ? `Competitors named by the submitter: ${material.competitors.join(', ')}. ` : '';
  if (crowded) return sourced(`${named}The material calls the market crowded: "${crowded.text}".`, [crowded]);
  if (mention) return sourced(`${named}Competition in the material: "${mention.text}".`, [mention]);
  if (named) return sourced(`${named}The material itself does not discuss them.`, []);
  return sourced('No competitors are named in the material; how the company wins against alternatives is not shown.', []);
}

const LEGAL_LABELS = new Set(['legal exposure', 'regulatory exposure', 'financial distress']);

/** riskAnalysis.complianceRisk: legal and regulatory red flags first, then regulated activity. */
export function complianceRisk(evidence: EvidenceByDimension): SourcedText {
  const flags = evidence.risks.filter((hit) => LEGAL_LABELS.has(hit.label));
  const first = flags[0];
  if (first) return sourced(`Red flag (${first.label}): "${first.text}".`, flags.slice(0, 2));
  const regulated = evidence.compliance[0];
  if (regulated) return sourced(`Regulated activity mentioned ("${regulated.text}"); no enforcement or legal action found in the material.`, [regulated]);
  return sourced('No regulatory or legal exposure is mentioned in the material.', []);
}
