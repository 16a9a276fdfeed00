import fc from 'fast-check';

/** The parts of JSON Schema that the zod-generated OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
}

/** Values that break naive handlers: wrong types, boundaries, prototype keys, odd text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', ' ', '\u0000', '\uffff', '💥', 'NaN', 'undefined', '__proto__', '../../etc/passwd', '%00', "' OR 1=1 --", '<script>alert(1)</script>', '${7*7}', '{{7*7}}'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant('x'.repeat(70_000)),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 5 }),
  fc.constant(Array.from({ length: 2000 }, (_, index) => index)),
  fc.constant(JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) as unknown),
);

function boundaryString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const lengths = [min, Math.max(0, min - 1), max, max + 1].filter((length) => length <= 100_000);
  const exact = fc.constantFrom(...lengths).map((length) => 'a'.repeat(length));
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), exact, fc.constant('not-an-email'), fc.constant(`${'a'.repeat(300)}@example.com`));
  if (schema.format === 'uri' || schema.format === 'url') return fc.oneof(fc.webUrl(), exact, fc.constant('javascript:alert(1)'), fc.constant('http://127.0.0.1:1/'));
  if (schema.format === 'date-time' || schema.format === 'date') return fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), fc.constant('2026-13-45'), exact);
  return fc.oneof(fc.string({ minLength: Math.min(min, 20), maxLength: Math.min(max, 60) }), exact);
}

/** Mostly schema-shaped values at and beyond their boundaries, sometimes anything at all. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileValue;
  const shaped = shapedBy(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function shapedBy(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.oneof(fc.constantFrom(...schema.enum), fc.string({ maxLength: 8 }));
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((entry) => fromSchema(entry, depth + 1)));
  const type = Array.isArray(schema.type) ? (schema.type.find((entry) => entry !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'string':
      return boundaryString(schema);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1e6;
      const max = schema.maximum ?? 1e6;
      return fc.oneof(fc.constantFrom(min, max, min - 1, max + 1, 0.5), type === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true }));
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 1));
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { minLength: 0, maxLength: Math.min(schema.maxItems ?? 4, 4) + 1 });
    case 'object':
    default: {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(properties.map(([name, property]) => [name, required.has(name) ? fromSchema(property, depth + 1) : fc.option(fromSchema(property, depth + 1), { nil: undefined })]));
      return fc.tuple(fc.record(record), fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 2 }), fc.boolean()).map(([value, extra, addExtra]) => {
        const clean = Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, entry]) => entry !== undefined));
        return addExtra ? { ...clean, ...extra } : clean;
      });
    }
  }
}
