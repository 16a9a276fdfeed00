import fc from 'fast-check';
import {
  createReportRequestSchema,
  createReportResponseSchema,
  fullReportSchema,
  reportStatusSchema,
} from './report.schema';

const report = {
  reportId: 'r-1',
  name: 'Acme',
  status: 'done',
  createdAt: '2025-01-01T12:00:00.000Z',
  executiveSummary: { summary: ['Acme sells rockets.'], oneLiners: ['Rockets', 'Team', 'Market', 'Moat'] },
  valuations: { qcValuation: '$20-25M' },
  riskAnalysis: { marketRisk: 'Crowded', competitorsRisk: 'Incumbents', complianceRisk: 'Export rules' },
  recommendationsAndVotes: {
    recommendationsAndVotes: [
      { agent: 'Product agent', role: 'product', recommendation: 'Invest', vote: 'Yes' },
      { agent: 'Ada', role: 'member', recommendation: '', vote: false },
    ],
  },
  assets: { faviconAsset: 'https://acme.io/favicon.ico' },
  projectDocumentation: { url: 'https://acme.io', twitterHandle: '@acme' },
  sources: [
    { id: 's-1', kind: 'website', title: 'acme.io', url: 'https://acme.io' },
    { id: 's-2', kind: 'pdf', title: 'deck.pdf' },
  ],
};

describe('fullReportSchema', () => {
  it.each([
    ['a full report', report],
    ['a report without sources or valuation', { ...report, sources: undefined, valuations: {} }],
    ['a report with null risks', { ...report, riskAnalysis: { marketRisk: null } }],
  ])('accepts %s and round-trips it', (_case, input) => {
    const parsed = fullReportSchema.parse(input);
    expect(fullReportSchema.parse(parsed)).toEqual(parsed);
  });

  it.each([
    ['a summary that is not a list', { ...report, executiveSummary: { summary: 'x', oneLiners: [] } }],
    ['flat votes', { ...report, recommendationsAndVotes: [] }],
    ['an unknown source kind', { ...report, sources: [{ id: 's', kind: 'tweet', title: 't' }] }],
    ['a missing reportId', { ...report, reportId: undefined }],
  ])('rejects %s', (_case, input) => {
    expect(fullReportSchema.safeParse(input).success).toBe(false);
  });
});

describe('reportStatusSchema', () => {
  it.each([
    [{ status: 'processing', statusMessage: 'Reading the deck' }, true],
    [{ status: 'done' }, true],
    [{ status: 'error', statusMessage: 'Agent crashed' }, true],
    [{ status: 'failed', statusMessage: '' }, false],
    [{ statusMessage: 'x' }, false],
  ])('%p is a report status: %s', (input, ok) => {
    expect(reportStatusSchema.safeParse(input).success).toBe(ok);
  });
});

describe('createReportRequestSchema and createReportResponseSchema', () => {
  const request = {
    dossierId: 'd-1',
    userEmail: 'Ada@Acme.io',
    vehicleId: 'v-1',
    webhooks: { onComplete: 'https://quorum.example/api/report-webhook', onError: 'https://quorum.example/api/report-webhook' },
  };

  it.each([
    ['a request with webhooks', request, true],
    ['a request without webhooks', { ...request, webhooks: undefined }, true],
    ['a missing vehicle id', { ...request, vehicleId: ' ' }, false],
    ['a malformed email', { ...request, userEmail: 'ada' }, false],
    ['a non-http webhook', { ...request, webhooks: { onError: 'javascript:alert(1)' } }, false],
  ])('%s is accepted: %s', (_case, input, ok) => {
    expect(createReportRequestSchema.safeParse(input).success).toBe(ok);
  });

  it.each([
    [{ success: true, reportId: 'r-1' }, true],
    [{ success: true, reportId: 12 }, false],
    [{ success: false, reportId: 'r-1' }, false],
  ])('%p is a create-report answer: %s', (input, ok) => {
    expect(createReportResponseSchema.safeParse(input).success).toBe(ok);
  });

  it('any valid request round-trips', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 128 }), fc.webUrl(), (id, url) => {
        fc.pre(id.trim() !== '');
        const input = { dossierId: id, userEmail: 'ada@acme.io', vehicleId: id, webhooks: { onComplete: url } };
        const result = createReportRequestSchema.safeParse(input);
        if (result.success) expect(createReportRequestSchema.parse(result.data)).toEqual(result.data);
      }),
    );
  });
});
