import fc from 'fast-check';
import { effectiveStatus } from '../deals/effective-status';
import { dealPreviewSchema, recentDealSchema } from './deal.schema';

const preview = {
  id: 'deal-1',
  name: 'Acme',
  nameQC: 'Acme Inc.',
  url: 'https://acme.io',
  twitterHandle: '@acme',
  assets: { faviconAsset: 'https://acme.io/favicon.ico' },
  createdAt: '2025-01-01T12:00:00.000Z',
  reportId: 'r-1',
  effectiveStatus: 'accepted',
};

const recent = {
  reportId: 'r-2',
  name: 'Beta',
  createdAt: '2025-01-02T12:00:00.000Z',
  assets: { faviconAsset: null },
  status: 'done',
  recommendationsAndVotes: [{ agent: 'Product agent', role: 'product', recommendation: 'Strong team', vote: 'Yes' }],
  effectiveStatus: 'accepted',
};

describe('dealPreviewSchema', () => {
  it.each([
    ['a full preview', preview],
    ['a submission preview with createdBy', { ...preview, createdBy: 'ada@acme.io' }],
    ['a preview without optional texts', { ...preview, nameQC: undefined, url: null, twitterHandle: undefined, assets: {} }],
  ])('accepts %s and round-trips it', (_case, input) => {
    const parsed = dealPreviewSchema.parse(input);
    expect(dealPreviewSchema.parse(parsed)).toEqual(parsed);
  });

  it.each([
    ['an unknown effective status', { ...preview, effectiveStatus: 'approved' }],
    ['a missing report id', { ...preview, reportId: '' }],
    ['a non-ISO createdAt', { ...preview, createdAt: '01/01/2025' }],
    ['a malformed createdBy', { ...preview, createdBy: 'ada' }],
    ['no assets', { ...preview, assets: undefined }],
  ])('rejects %s', (_case, input) => {
    expect(dealPreviewSchema.safeParse(input).success).toBe(false);
  });
});

describe('recentDealSchema', () => {
  it.each([
    ['a decided deal', recent],
    ['a pending deal without votes', { ...recent, status: 'processing', recommendationsAndVotes: [], effectiveStatus: 'pending' }],
    ['a failed deal', { ...recent, status: 'failed', effectiveStatus: 'failed' }],
  ])('accepts %s and round-trips it', (_case, input) => {
    const parsed = recentDealSchema.parse(input);
    expect(recentDealSchema.parse(parsed)).toEqual(parsed);
  });

  it.each([
    ['an unknown status', { ...recent, status: 'queued' }],
    ['votes as the nested object', { ...recent, recommendationsAndVotes: { recommendationsAndVotes: [] } }],
    ['a vote entry with an unknown role', { ...recent, recommendationsAndVotes: [{ agent: 'x', role: 'legal', vote: 'Yes' }] }],
  ])('rejects %s', (_case, input) => {
    expect(recentDealSchema.safeParse(input).success).toBe(false);
  });

  it('a parsed recent deal keeps what effectiveStatus needs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('processing', 'done', 'error', 'failed'),
        fc.array(fc.constantFrom('Yes', 'No', 'Abstain', true, false, null)),
        (status, votes) => {
          const input = {
            ...recent,
            status,
            recommendationsAndVotes: votes.map((vote) => ({ agent: 'a', role: 'member', vote })),
          };
          const parsed = recentDealSchema.parse({ ...input, effectiveStatus: effectiveStatus(input) });
          expect(effectiveStatus(parsed)).toBe(parsed.effectiveStatus);
        },
      ),
    );
  });
});
