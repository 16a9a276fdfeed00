import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { z, type ZodType } from 'zod';

/** A route's response schema as Fastify hands it over: the zod schema, or `{ properties: zod }` from a plugin's shorthand. */
function zodOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema that is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * Responses written by fast-json-stringify from the JSON Schema of each route's zod contract,
 * compiled once at start (docs/decisions/0017-responses-are-written-by-compiled-serialisers.md),
 * instead of every answer being parsed by zod and then stringified. Objects keep only their
 * declared keys, as zod's parse did.
 *
 * `check` (development and tests) also runs the zod contract on every answer and refuses any that
 * the two write differently: the whole API suite is the test that schema and contract agree.
 */
export function compiledSerializers(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    const contract = zodOf(schema);
    const stringify = fastJson(z.toJSONSchema(contract, { io: 'output', target: 'draft-07', unrepresentable: 'any' }) as AnySchema);
    if (!check) return (data) => stringify(data);
    return (data) => {
      const written = stringify(data);
      const parsed = contract.safeParse(data);
      if (!parsed.success) throw new Error(`${method} ${url} (${httpStatus}): the answer does not match its schema: ${parsed.error.message}`);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(parsed.data)))) {
        throw new Error(`${method} ${url} (${httpStatus}): the compiled serialiser wrote ${written.slice(0, 500)} where the zod contract gives ${JSON.stringify(parsed.data).slice(0, 500)}`);
      }
      return written;
    };
  };
}
