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

type Stringify = (data: unknown) => string;

/**
 * Each contract's writer, compiled once per process: routes that share a contract, and every app a
 * process builds, reuse it. Compiling all of an app's contracts took a third of a second, at every
 * app a spec file built (most build several). A contract is a module's constant, so its identity
 * stands for its content, and the writer is a pure function of it.
 */
const writers = new WeakMap<ZodType, Stringify>();

function writerOf(contract: ZodType): Stringify {
  let stringify = writers.get(contract);
  if (!stringify) {
    stringify = fastJson(z.toJSONSchema(contract, { io: 'output', target: 'draft-07', unrepresentable: 'any' }) as AnySchema);
    writers.set(contract, stringify);
  }
  return stringify;
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
    const stringify = writerOf(contract);
    if (!check) return stringify;
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
