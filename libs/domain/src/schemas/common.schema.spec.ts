import fc from 'fast-check';
import { apiErrorSchema, emailSchema, httpUrlSchema, timestampSchema } from './common.schema';

describe('emailSchema', () => {
  it.each([
    ['ada@acme.io', 'ada@acme.io'],
    ['  Ada.Lovelace@Acme.IO ', 'ada.lovelace@acme.io'],
    ['first+tag@sub.example.com', 'first+tag@sub.example.com'],
  ])('%p is read as %p', (input, output) => {
    expect(emailSchema.parse(input)).toBe(output);
  });

  it.each([[''], ['ada'], ['ada@'], ['@acme.io'], ['ada @acme.io'], [`${'a'.repeat(250)}@acme.io`], [42], [null]])(
    '%p is rejected',
    (input) => {
      expect(emailSchema.safeParse(input).success).toBe(false);
    },
  );

  it('an accepted email is trimmed, lower-case and parses to itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (input) => {
        const result = emailSchema.safeParse(input);
        if (!result.success) return;
        expect(result.data).toBe(result.data.trim().toLowerCase());
        expect(result.data.length).toBeLessThanOrEqual(254);
        expect(emailSchema.parse(result.data)).toBe(result.data);
      }),
    );
  });
});

describe('httpUrlSchema', () => {
  it.each([
    ['https://acme.io/deck', true],
    ['http://127.0.0.1:4000/', true],
    ['ftp://acme.io', false],
    ['javascript:alert(1)', false],
    ['acme.io', false],
    [`https://acme.io/${'a'.repeat(2048)}`, false],
  ])('%p is a webhook or link URL: %s', (input, ok) => {
    expect(httpUrlSchema.safeParse(input).success).toBe(ok);
  });
});

describe('timestampSchema', () => {
  it.each([
    ['2025-01-01T12:00:00.000Z', true],
    ['2025-01-01T12:00:00+02:00', true],
    ['2025-01-01 12:00:00', false],
    ['yesterday', false],
  ])('createdAt %p is accepted: %s', (input, ok) => {
    expect(timestampSchema.safeParse(input).success).toBe(ok);
  });
});

describe('apiErrorSchema', () => {
  it.each([
    [{ success: false, error: 'Report ID is required' }, true],
    [{ success: true, error: 'x' }, false],
    [{ success: false }, false],
  ])('%p is an API error: %s', (input, ok) => {
    expect(apiErrorSchema.safeParse(input).success).toBe(ok);
  });
});
