import fc from 'fast-check';
import { recommendationEntrySchema, voteRequestSchema } from './vote.schema';

describe('voteRequestSchema', () => {
  it.each([
    [{ vote: 'Yes' }, true],
    [{ vote: 'No', comment: '  Great team  ' }, true],
    [{ vote: 'yes' }, false],
    [{ vote: 'Abstain' }, false],
    [{ vote: true }, false],
    [{ vote: 'No', comment: 'x'.repeat(2001) }, false],
  ])('vote %p is accepted: %s', (input, ok) => {
    expect(voteRequestSchema.safeParse(input).success).toBe(ok);
  });

  it('comments up to 2000 characters after trimming round-trip', () => {
    fc.assert(
      fc.property(fc.constantFrom('Yes', 'No'), fc.string({ maxLength: 2100 }), (vote, comment) => {
        const result = voteRequestSchema.safeParse({ vote, comment });
        expect(result.success).toBe(comment.trim().length <= 2000);
        if (result.success) expect(voteRequestSchema.parse(result.data)).toEqual(result.data);
      }),
    );
  });
});

describe('recommendationEntrySchema', () => {
  it.each([
    [{ agent: 'Tech agent', role: 'technical', recommendation: 'Solid', vote: 'positive' }, true],
    [{ agent: 'Ada', role: 'member', vote: null }, true],
    [{ agent: 'Ada', role: 'member', vote: false }, true],
    [{ agent: 'Ada', role: 'legal', vote: 'Yes' }, false],
    [{ role: 'member', vote: 'Yes' }, false],
    [{ agent: 'Ada', role: 'member', vote: 1 }, false],
  ])('entry %p is accepted: %s', (input, ok) => {
    expect(recommendationEntrySchema.safeParse(input).success).toBe(ok);
  });
});
