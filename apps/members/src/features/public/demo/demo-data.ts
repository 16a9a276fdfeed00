import type { DealListItem } from '@quorum/domain';
import type { ReportViewData } from '../../deals';

/**
 * Made-up companies for the public demo. No favicon and no website address, so the demo never
 * asks the API about a company that does not exist.
 */
const deal = (id: string, name: string, effectiveStatus: DealListItem['effectiveStatus'], status: DealListItem['status'], yes: number, no: number, createdAt: string): DealListItem => ({
  id,
  reportId: id,
  name,
  nameQC: null,
  url: null,
  twitterHandle: null,
  assets: { faviconAsset: null },
  createdAt,
  effectiveStatus,
  createdBy: 'demo@quorum.local',
  status,
  tally: { yes, no },
  myVote: null,
  vote: null,
});

export const DEMO_DEALS: DealListItem[] = [
  deal('demo-rocketly', 'Rocketly', 'accepted', 'done', 5, 1, '2026-03-04T10:00:00.000Z'),
  deal('demo-tidewater', 'Tidewater Labs', 'pending', 'analyzing', 0, 0, '2026-03-04T09:30:00.000Z'),
  deal('demo-snackr', 'Snackr', 'rejected', 'done', 1, 4, '2026-03-02T16:20:00.000Z'),
  deal('demo-ledgerly', 'Ledgerly', 'error', 'error', 0, 0, '2026-02-27T08:05:00.000Z'),
];

export const DEMO_REPORT: ReportViewData = {
  reportId: 'demo-rocketly',
  name: 'Rocketly',
  status: 'done',
  effectiveStatus: 'accepted',
  createdAt: '2026-03-04T10:00:00.000Z',
  executiveSummary: {
    summary: [
      'Rocketly is a SaaS platform that books rideshare launches for small-satellite operators, replacing brokers and spreadsheets with live scheduling.',
      'The company reports $2.4M ARR growing 18% month over month, 140 paying customers in 12 countries and 135% net revenue retention.',
    ],
    oneLiners: [
      'Launch scheduling software for small-satellite operators.',
      'Strong traction: $2.4M ARR, 18% monthly growth, 140 customers.',
      'Experienced team: a founder with a prior exit and a distributed-systems CTO.',
      'A $12B market growing about 20% a year, served today by manual brokers.',
    ],
  },
  valuations: { qcValuation: '$40M post-money' },
  riskAnalysis: {
    marketRisk: 'Launch capacity is concentrated in a few providers; a pricing change by one of them would hit demand.',
    competitorsRisk: 'Brokers with long customer relationships could build similar tools; the patent helps but is narrow.',
    complianceRisk: 'Export-control rules (ITAR/EAR) apply to some customers and payloads; the deck does not describe the controls in place.',
  },
  recommendationsAndVotes: {
    recommendationsAndVotes: [
      { agent: 'Product analyst', role: 'product', recommendation: 'A live product used by 140 operators, with SOC 2 Type II and an open API. Yes.', vote: 'Yes' },
      { agent: 'Technical analyst', role: 'technical', recommendation: 'Patented scheduling engine at 99.95% uptime; the team has built distributed systems at scale. Yes.', vote: 'Yes' },
      { agent: 'Business analyst', role: 'business', recommendation: 'Growth and retention support the $40M valuation; export-control exposure needs diligence. Yes.', vote: 'Yes' },
      { agent: 'A. Member', role: 'member', recommendation: 'Met the founders; they are raising now.', vote: 'Yes' },
      { agent: 'B. Member', role: 'member', recommendation: 'Too early for the price.', vote: 'No' },
    ],
  },
  assets: { faviconAsset: null },
  projectDocumentation: { url: null, twitterHandle: '@rocketly' },
  sources: [
    { id: 'pdf-1', kind: 'pdf', title: 'Rocketly deck (6 pages)', readable: true },
    { id: 'note-1', kind: 'note', title: 'Note from the submitting member', readable: true },
    { id: 'website-1', kind: 'website', title: 'rocketly.example', readable: false, note: 'demo: no site was fetched' },
  ],
};
