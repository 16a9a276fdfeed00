import { DEFAULT_NETWORK_SETTINGS } from '@quorum/domain';
import { analyzeMaterial, type AnalysisOutcome } from '../analyze-material';

/** Test-only: the built-in analysis of one deck's text, as a deal holding only that PDF gets it (the default strategy). */
export function analyzeDeckText(dealName: string, text: string): AnalysisOutcome {
  return analyzeMaterial({
    material: { dealName, mainUrl: null, siteName: null, description: null, twitterHandle: null, postMoneyValuation: null, founders: [], investors: [], competitors: [], sources: [{ id: 'pdf-1', kind: 'pdf', title: `${dealName} deck`, readable: true, text }] },
    context: { investmentStrategy: DEFAULT_NETWORK_SETTINGS.investmentStrategy, thresholdPercent: 50 },
  });
}
