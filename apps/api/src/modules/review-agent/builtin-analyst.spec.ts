import type { AnalystReport, FullReportResponse } from '@quorum/domain';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { strongDeck, weakDeck } from './testing/fixture-decks';

/**
 * The built-in analysts on two decks the test writes as real PDFs: the strong one
 * is approved and the weak one rejected, and each report says why, quoting the deck.
 */
describe('built-in analysts on a strong and a weak deck', () => {
  const reports: Record<'strong' | 'weak', FullReportResponse | undefined> = { strong: undefined, weak: undefined };

  const testApp = useTestApp();

  const client = useMemberClient(testApp, 'analyst-test@example.com');

  beforeAll(async () => {
    for (const [key, deck] of [['strong', strongDeck()], ['weak', weakDeck()]] as const) {
      const dossierId = await client.createDossier();
      expect((await client.uploadPdf(dossierId, deck)).statusCode).toBe(200);
      const reportId = await client.generate(dossierId);
      expect((await client.pollToEnd(reportId)).status).toBe('done');
      reports[key] = (await client.fullReport(reportId)) as unknown as FullReportResponse;
    }
  });

  const analyses = (key: 'strong' | 'weak'): AnalystReport[] => reports[key]?.analyses ?? [];
  const factor = (analysis: AnalystReport | undefined, dimension: string) => analysis?.factors.find((entry) => entry.dimension === dimension);

  it('votes Yes on the strong deck and No on the weak one, all three analysts', () => {
    expect(analyses('strong').map((analysis) => analysis.vote)).toEqual(['Yes', 'Yes', 'Yes']);
    expect(analyses('weak').map((analysis) => analysis.vote)).toEqual(['No', 'No', 'No']);
    expect(reports.strong?.effectiveStatus).toBe('accepted');
    expect(reports.weak?.effectiveStatus).toBe('rejected');
    for (const [strong, weak] of analyses('strong').map((analysis, index) => [analysis, analyses('weak')[index]] as const)) expect(strong.score).toBeGreaterThan((weak?.score ?? 100) + 30);
  });

  it('explains the strong vote with the deck’s own figures, sourced to the deck', () => {
    const business = analyses('strong').find((analysis) => analysis.role === 'business');
    const traction = factor(business, 'traction');
    expect(traction?.points).toBe(traction?.maxPoints);
    expect(traction?.evidence.map((item) => item.text)).toEqual(expect.arrayContaining([expect.stringContaining('$2.4M ARR')]));
    expect(traction?.evidence.every((item) => item.sourceId === 'pdf-1')).toBe(true);
    expect(business?.recommendation).toMatch(/^Business Analyst votes Yes: \d+\/100 against a threshold of 50\. Strongest: traction 30\/30 \("We reached \$2\.4M ARR/);
    expect(factor(business, 'valuation')?.explanation).toBe('No post-money valuation was submitted.');
    expect(factor(analyses('strong').find((analysis) => analysis.role === 'technical'), 'technology')?.evidence[0]?.text).toContain('patented');
  });

  it('explains the weak vote with its red flags and missing evidence', () => {
    for (const analysis of analyses('weak')) {
      const risks = factor(analysis, 'risks');
      expect(risks?.points).toBeLessThan(-10);
      expect(risks?.explanation).toMatch(/legal exposure/);
      expect(analysis.recommendation).toContain('lawsuit');
      expect(analysis.recommendation).toMatch(/votes No/);
    }
    expect(factor(analyses('weak')[2], 'traction')?.explanation).toMatch(/traction statement|No traction evidence/);
    expect(reports.weak?.riskAnalysis.complianceRisk).toMatch(/^Red flag \(legal exposure\): ".*lawsuit/);
  });

  it('is deterministic: the same deck gives the same scores', async () => {
    const dossierId = await client.createDossier();
    await client.uploadPdf(dossierId, strongDeck());
    const reportId = await client.generate(dossierId);
    await client.pollToEnd(reportId);
    const again = (await client.fullReport(reportId)) as unknown as FullReportResponse;
    expect(again.analyses).toEqual(analyses('strong'));
  });
});
