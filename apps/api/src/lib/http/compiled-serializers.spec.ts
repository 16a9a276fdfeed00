import { z } from 'zod';
import { compiledSerializers } from './compiled-serializers';

const compile = (schema: z.ZodType, check: boolean) => compiledSerializers(check)({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

const contract = z.object({
  success: z.literal(true),
  name: z.string().nullable(),
  tags: z.array(z.object({ id: z.string(), count: z.number().int() })),
  extras: z.record(z.string(), z.unknown()),
  either: z.union([z.string(), z.number()]),
  kind: z.enum(['deal', 'lead']),
  at: z.iso.datetime({ offset: true }),
  optional: z.string().optional(),
});

const sample = {
  success: true,
  name: null,
  tags: [{ id: 'a', count: 2 }],
  extras: { nested: { list: [1, 'é', null] } },
  either: 7,
  kind: 'deal',
  at: '2026-11-27T10:00:00.000Z',
};

describe('compiled response serialisers', () => {
  it('compile each contract once per process, for every app and route that answers with it', () => {
    const first = compile(contract, false);
    expect(compile(contract, false)).toBe(first);
    expect(compiledSerializers(false)({ schema: { properties: contract }, method: 'POST', url: '/api/other', httpStatus: '201' })).toBe(first);
    expect(compile(contract.extend({ more: z.string() }), false)).not.toBe(first);
  });

  it.each([true, false])('write what the zod contract gives (checking: %s)', (check) => {
    const written = compile(contract, check)(sample);
    expect(JSON.parse(written)).toEqual(contract.parse(sample));
  });

  it('leave out keys the contract does not declare, as zod\u2019s parse did (no field leaks by accident)', () => {
    const written = compile(contract, false)({ ...sample, secret: 'never', tags: [{ id: 'a', count: 2, internal: true }] });
    expect(written).not.toContain('secret');
    expect(written).not.toContain('internal');
  });

  it('refuse, when checking, an answer that does not meet the contract', () => {
    expect(() => compile(contract, true)({ ...sample, kind: 'other' })).toThrow(/does not match its schema/);
    expect(() => compile(contract, true)({ ...sample, tags: [{ id: 'a', count: 1.5 }] })).toThrow(/does not match its schema/);
  });

  it('refuse, when checking, a schema the compiled serialiser writes differently from zod', () => {
    // A transform has no JSON Schema: the compiled writer sends the value as it is, zod sends it transformed.
    const transformed = z.object({ value: z.string().transform((text) => text.toUpperCase()) });
    expect(() => compile(transformed, true)({ value: 'quiet' })).toThrow(/disagrees|compiled serialiser wrote/);
  });
});
