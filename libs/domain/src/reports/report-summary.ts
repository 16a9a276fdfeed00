import { CONSTANTS } from '../constants';
import { asText, readList, readPath } from '../format/safe-read';

/** Key points come from oneLiners items 2 to 4. */
const ONE_LINER_POINTS = { from: 1, to: 4 } as const;
const RISK_FIELDS = ['marketRisk', 'competitorsRisk', 'complianceRisk'] as const;

function texts(values: readonly unknown[]): string[] {
  return values.map(asText).filter((text): text is string => text !== undefined);
}

/**
 * The preview's numbered Key Points: oneLiners items 2 to 4 when the list
 * has at least two items (the first one-liner already stands in the summary); otherwise, or
 * when those items are all blank, the market, competitor and compliance risk texts.
 */
export function keyPoints(report: unknown): string[] {
  const oneLiners = readList(report, 'executiveSummary', 'oneLiners');
  if (oneLiners.length >= 2) {
    const points = texts(oneLiners.slice(ONE_LINER_POINTS.from, ONE_LINER_POINTS.to));
    if (points.length > 0) return points;
  }
  return texts(RISK_FIELDS.map((field) => readPath(report, 'riskAnalysis', field)));
}

const COMPACT_USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * The preview's Est. Evaluation: the report's valuation text, a positive number written as
 * compact dollars ("$40M"), else the default "$35-45M".
 */
export function estimatedValuation(report: unknown): string {
  const value = readPath(report, 'valuations', 'qcValuation');
  const text = asText(value);
  if (text !== undefined) return text;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return COMPACT_USD.format(value);
  return CONSTANTS.DEFAULT_ESTIMATED_VALUATION;
}

/**
 * The preview's summary: the first line of executiveSummary.summary, or ''.
 * Blank lines are skipped so a stray empty first entry does not hide the summary; a plain
 * string is taken as a one-line summary.
 */
export function reportSummaryLine(report: unknown): string {
  const summary = readPath(report, 'executiveSummary', 'summary');
  if (typeof summary === 'string') return summary.trim();
  return texts(readList(report, 'executiveSummary', 'summary'))[0] ?? '';
}
