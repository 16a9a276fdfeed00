import fc from 'fast-check';
import { estimatedValuation, keyPoints, reportSummaryLine } from './report-summary';

const risks = { marketRisk: 'Crowded market', competitorsRisk: 'Big incumbents', complianceRisk: 'KYC rules' };

describe('keyPoints', () => {
  it.each([
    ['items 2 to 4 of five one-liners', { executiveSummary: { oneLiners: ['a', 'b', 'c', 'd', 'e'] } }, ['b', 'c', 'd']],
    ['items 2 to 3 of three one-liners', { executiveSummary: { oneLiners: ['a', 'b', 'c'] } }, ['b', 'c']],
    ['item 2 of two one-liners', { executiveSummary: { oneLiners: ['a', 'b'] }, riskAnalysis: risks }, ['b']],
    ['blank one-liners skipped', { executiveSummary: { oneLiners: ['a', ' ', ' c ', 7] } }, ['c']],
    ['risks when one one-liner', { executiveSummary: { oneLiners: ['a'] }, riskAnalysis: risks }, ['Crowded market', 'Big incumbents', 'KYC rules']],
    ['risks when items 2 to 4 are blank', { executiveSummary: { oneLiners: ['a', '', ''] }, riskAnalysis: risks }, ['Crowded market', 'Big incumbents', 'KYC rules']],
    ['risks when no one-liners', { riskAnalysis: risks }, ['Crowded market', 'Big incumbents', 'KYC rules']],
    ['only the non-blank risks', { riskAnalysis: { marketRisk: '', competitorsRisk: 'X', complianceRisk: null } }, ['X']],
    ['nothing at all', {}, []],
    ['not a report', 'garbage', []],
  ])('%s', (_case, report, expected) => {
    expect(keyPoints(report)).toEqual(expected);
  });

  it('never throws and gives at most three points', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.string()), (report, oneLiners) => {
        expect(Array.isArray(keyPoints(report))).toBe(true);
        expect(keyPoints({ executiveSummary: { oneLiners }, riskAnalysis: risks }).length).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe('estimatedValuation', () => {
  it.each([
    ['a valuation text', { valuations: { qcValuation: ' $20-25M ' } }, '$20-25M'],
    ['a number', { valuations: { qcValuation: 40_000_000 } }, '$40M'],
    ['a fractional number', { valuations: { qcValuation: 1_500_000_000 } }, '$1.5B'],
    ['a blank text', { valuations: { qcValuation: '  ' } }, '$35-45M'],
    ['zero', { valuations: { qcValuation: 0 } }, '$35-45M'],
    ['null', { valuations: { qcValuation: null } }, '$35-45M'],
    ['no valuations', {}, '$35-45M'],
    ['no report', undefined, '$35-45M'],
  ])('%s shows the expected text', (_case, report, expected) => {
    expect(estimatedValuation(report)).toBe(expected);
  });
});

describe('reportSummaryLine', () => {
  it.each([
    ['the first line', { executiveSummary: { summary: ['First.', 'Second.'] } }, 'First.'],
    ['the first non-blank line', { executiveSummary: { summary: ['', '  Second. '] } }, 'Second.'],
    ['a plain string', { executiveSummary: { summary: ' Only. ' } }, 'Only.'],
    ['an empty list', { executiveSummary: { summary: [] } }, ''],
    ['no summary', { executiveSummary: {} }, ''],
    ['no report', null, ''],
  ])('%s', (_case, report, expected) => {
    expect(reportSummaryLine(report)).toBe(expected);
  });
});
