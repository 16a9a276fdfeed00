import type { AnalystReport } from '@quorum/domain';

export type SourceKind = 'website' | 'docsend' | 'pdf' | 'note' | 'founder' | 'valuation' | 'financials' | 'text' | 'team' | 'investors' | 'competitors';

/** One piece of gathered material and its text. Unreadable sources stay listed, with a note. */
export interface MaterialSource {
  id: string;
  kind: SourceKind;
  title: string;
  url?: string;
  readable: boolean;
  note?: string;
  text: string;
}

/** Everything the processing phase gathered: plain data, so it can be saved and sent to a worker. */
export interface GatheredMaterial {
  dealName: string;
  mainUrl: string | null;
  /** The company's own name as its site or deck states it, when found. */
  siteName: string | null;
  description: string | null;
  twitterHandle: string | null;
  postMoneyValuation: string | null;
  founders: Array<{ name: string; title: string | null; contactType: string | null; contactValue: string | null }>;
  investors: string[];
  competitors: string[];
  sources: MaterialSource[];
}

/**
 * The score out of 100 at which an analyst votes Yes. Fixed, not a setting: the admins' approval
 * threshold decides how many yes votes accept a deal, not how each analyst scores.
 */
export const ANALYST_YES_SCORE = 50;

/** What the analysts weigh the material against: the admins' investment strategy. */
export interface AnalysisContext {
  investmentStrategy: string;
  /** An analyst votes Yes at or above this score out of 100 (ANALYST_YES_SCORE). */
  thresholdPercent: number;
}

export interface AnalysisInput {
  material: GatheredMaterial;
  context: AnalysisContext;
}

export type AnalystReports = AnalystReport[];
