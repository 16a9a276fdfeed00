import {
  adminApplicationListQuerySchema,
  documentReviewRequestSchema,
  rejectApplicationRequestSchema,
  revealIdentifierRequestSchema,
} from './admin-application.schema';

describe('admin application review schemas (see docs/flows/admin-review.md)', () => {
  it('reads list filters from query strings, with paging defaults', () => {
    expect(adminApplicationListQuerySchema.parse({ status: 'in_review', q: ' acme ', limit: '10', offset: '20' })).toEqual({
      status: 'in_review',
      q: 'acme',
      limit: 10,
      offset: 20,
    });
    expect(adminApplicationListQuerySchema.parse({})).toEqual({ limit: 25, offset: 0 });
  });

  it.each([{ status: 'pending' }, { limit: '0' }, { limit: '101' }, { offset: '-1' }, { q: 'x'.repeat(201) }])('refuses the filter %p', (query) => {
    expect(adminApplicationListQuerySchema.safeParse(query).success).toBe(false);
  });

  it.each([
    [{ field: 'taxId' }, true],
    [{ personId: 'p-1' }, true],
    [{ field: 'taxId', personId: 'p-1' }, false],
    [{}, false],
    [{ field: '' }, false],
    [{ field: 'taxId', value: 'x' }, false],
  ])('reveal names exactly one identifier: %p → %p', (body, ok) => {
    expect(revealIdentifierRequestSchema.safeParse(body).success).toBe(ok);
  });

  it('accepts a document without a reason and asks for one for a re-upload', () => {
    expect(documentReviewRequestSchema.safeParse({ decision: 'accepted' }).success).toBe(true);
    const missing = documentReviewRequestSchema.safeParse({ decision: 'reupload', reason: '   ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Please tell the applicant why the document must be uploaded again');
    expect(documentReviewRequestSchema.parse({ decision: 'reupload', reason: ' Blurry scan ' })).toEqual({ decision: 'reupload', reason: 'Blurry scan' });
    expect(documentReviewRequestSchema.safeParse({ decision: 'maybe' }).success).toBe(false);
  });

  it('requires a rejection reason the applicant can read', () => {
    const missing = rejectApplicationRequestSchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe('Please give the applicant a reason for the rejection');
    expect(rejectApplicationRequestSchema.safeParse({ reason: 'x'.repeat(2001) }).success).toBe(false);
    expect(rejectApplicationRequestSchema.parse({ reason: 'Not accredited' })).toEqual({ reason: 'Not accredited' });
  });
});
