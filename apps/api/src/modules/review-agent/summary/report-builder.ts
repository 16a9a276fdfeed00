import { formatMoney, parseMoney } from '@quorum/domain';
import type { AnalystReport, ReportClaim, ReportSourceDetail } from '@quorum/domain';
import type { EvidenceByDimension, EvidenceHit } from '../analysis/evidence';
import { countWords, quote } from '../analysis/quote';
import type { GatheredMaterial } from '../analysis/types';
import type { WhatItDoes } from '../analysis/what-it-does';
import { competitorsRisk, complianceRisk, marketRisk } from './risk-texts';

/** The finished report as stored in reports.body; the votes live in report_votes beside the members'. */
export interface ReportBody {
  nameQC: string | null;
  executiveSummary: { summary: string[]; oneLiners: string[] };
  valuations: { qcValuation: string | null };
  riskAnalysis: { marketRisk: string; competitorsRisk: string; complianceRisk: string };
  projectDocumentation: { url: string | null; twitterHandle: string | null };
  sources: ReportSourceDetail[];
  claims: ReportClaim[];
  analyses: AnalystReport[];
}

const HIGHLIGHTS: Array<[keyof EvidenceByDimension, string]> = [
  ['traction', 'Traction'],
  ['team', 'Team'],
  ['market', 'Market'],
  ['product', 'Product'],
  ['technology', 'Technology'],
];

/**
 * What the company does, in its own words: the site's description, else the sentence of the
 * material that says it (found while the material was analysed: analysis/what-it-does.ts).
 */
function description(material: GatheredMaterial, about: WhatItDoes | null): { text: string; sourceIds: string[] } {
  if (material.description) return { text: material.description, sourceIds: material.sources.filter((source) => source.kind === 'website').slice(0, 1).map((source) => source.id) };
  if (about) return { text: quote(about.text, 200), sourceIds: [about.sourceId] };
  return { text: 'The material does not say what the company does.', sourceIds: [] };
}

/** The valuation the report shows: the submitted one, else a range from the stated revenue, else none (the client shows its default). */
function qcValuation(material: GatheredMaterial, evidence: EvidenceByDimension): string | null {
  if (material.postMoneyValuation) return `${material.postMoneyValuation} post-money (as submitted)`;
  const revenueHit = evidence.traction.find((hit) => hit.label === 'revenue figure');
  const revenue = revenueHit ? (revenueHit.amount ?? parseMoney(revenueHit.text)) : undefined;
  if (!revenue) return null;
  return `${formatMoney(revenue * 10)}-${formatMoney(revenue * 15).replace('$', '')} (10-15x the stated ${formatMoney(revenue)} revenue)`;
}

export function buildReportBody(material: GatheredMaterial, analyses: AnalystReport[], evidence: EvidenceByDimension, sources: ReportSourceDetail[], thresholdPercent: number, whatItDoes: WhatItDoes | null): ReportBody {
  const about = description(material, whatItDoes);
  // "Rocketly: …" when the site names the company; a deck-only deal's name ("Submitted Deal") says nothing.
  const lead = material.siteName ? `${material.siteName}: ${about.text}` : about.text;
  const claims: ReportClaim[] = [];
  const claim = (text: string, sourceIds: string[]) => {
    claims.push({ text, sourceIds });
    return text;
  };

  const oneLiners = [claim(quote(lead, 180), about.sourceIds)];
  for (const [dimension, label] of HIGHLIGHTS) {
    const best: EvidenceHit | undefined = evidence[dimension].find((hit) => hit.weight >= 3);
    if (best) oneLiners.push(claim(`${label}: ${best.text}`, [best.sourceId]));
  }

  const yes = analyses.filter((analysis) => analysis.vote === 'Yes').length;
  const scores = analyses.map((analysis) => `${analysis.agent.replace(' Analyst', '')} ${analysis.score}`).join(', ');
  const risks = { market: marketRisk(evidence), competitors: competitorsRisk(material, evidence), compliance: complianceRisk(evidence) };
  const summary = [
    claim(lead, about.sourceIds),
    `Scores out of 100 (threshold ${thresholdPercent}): ${scores}. ${yes} of ${analyses.length} analysts vote Yes.`,
    claim(risks.compliance.text, risks.compliance.sourceIds),
  ];
  claim(risks.market.text, risks.market.sourceIds);
  claim(risks.competitors.text, risks.competitors.sourceIds);

  return {
    nameQC: material.siteName,
    executiveSummary: { summary, oneLiners },
    valuations: { qcValuation: qcValuation(material, evidence) },
    riskAnalysis: { marketRisk: risks.market.text, competitorsRisk: risks.competitors.text, complianceRisk: risks.compliance.text },
    projectDocumentation: { url: material.mainUrl, twitterHandle: material.twitterHandle },
    sources,
    claims,
    analyses,
  };
}

/** The sources as the report lists them: no text, just what they were and whether they could be read. */
export function describeSources(material: GatheredMaterial): ReportSourceDetail[] {
  return material.sources.map((source) => ({
    id: source.id,
    kind: source.kind,
    title: source.title,
    ...(source.url ? { url: source.url } : {}),
    readable: source.readable,
    words: countWords(source.text),
    ...(source.note ? { note: source.note } : {}),
  }));
}
