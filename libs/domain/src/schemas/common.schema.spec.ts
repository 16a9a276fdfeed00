import fc from 'fast-check';
import { apiErrorSchema, boundedJsonSchema, emailSchema, httpUrlSchema, MAX_JSON_DEPTH, nestsWithin, timestampSchema } from './common.schema';
import { vehicleSettingsRequestSchema } from './dossier.schema';
import { profileSchema } from './profile.schema';

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

describe('free-form values from outside nest within MAX_JSON_DEPTH', () => {
  const deep = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

  it('measures nesting without recursion, so 100,000 levels are refused, not a stack overflow', () => {
    expect(nestsWithin(deep(100_000), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsWithin(deep(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsWithin(deep(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsWithin({ a: [{ b: { c: 'x' } }], d: null, e: 3 }, 4)).toBe(true);
    expect(nestsWithin('text', 0)).toBe(true);
  });

  it('is the rule of the schemas that take free-form values: draft answers, vehicle settings, profile preferences', () => {
    expect(boundedJsonSchema.safeParse(deep(20_000)).success).toBe(false);
    expect(vehicleSettingsRequestSchema.safeParse({ vehicleSettings: { x: deep(20_000) } }).success).toBe(false);
    expect(vehicleSettingsRequestSchema.safeParse({ vehicleSettings: { vehicleId: 'quorum-main', carryPercent: 10 } }).success).toBe(true);
    expect(profileSchema.safeParse({ firstName: 'Ada', lastName: 'Lovelace', preferences: { x: deep(20_000) } }).success).toBe(false);
  });
});
