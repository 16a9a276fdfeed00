import fc from 'fast-check';
import { ApiProcess } from '../core/api-process';
import { call } from '../core/http';
import { nextClientAddress } from '../core/load';
import { multipartBody } from '../core/multipart';
import { fromSchema, hostileValue, type JsonSchema } from '../core/schema-arbitrary';
import { Seeder } from '../core/seed';
import { row, type Row, type Scenario } from '../core/types';

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  body: JsonSchema | undefined;
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const content = operation.requestBody?.content ?? {};
        return { method: method.toUpperCase(), path, parameters: operation.parameters ?? [], body: content['application/json']?.schema, multipart: 'multipart/form-data' in content };
      }),
  );
}

interface FuzzRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

/** One generated request for an operation: params and body from its schema, often broken on purpose. */
function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => fc.oneof(fromSchema(p.schema), fc.constantFrom('..%2F..%2Fetc', '%00', 'a'.repeat(5000), 'x/y', '.'))) as [fc.Arbitrary<unknown>]),
      query: fc.tuple(...queryParams.map((p) => fc.option(fromSchema(p.schema), { nil: undefined })) as [fc.Arbitrary<unknown>]),
      extraQuery: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }), { nil: undefined }),
      body: operation.body ? fromSchema(operation.body) : hostileValue,
      bodyShape: fc.constantFrom('json', 'json', 'json', 'invalid-json', 'empty', 'text', 'multipart', 'form'),
    })
    .map(({ path, query, extraQuery, body, bodyShape }): FuzzRequest => {
      let url = operation.path;
      pathParams.forEach((p, index) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(text(path[index])));
      });
      const search = new URLSearchParams();
      queryParams.forEach((p, index) => {
        if (query[index] !== undefined) search.append(p.name, text(query[index]));
      });
      for (const [name, value] of Object.entries(extraQuery ?? {})) search.append(name, value);
      const qs = search.toString();
      const full = `${url}${qs ? `?${qs}` : ''}`;
      if (operation.method === 'GET' || operation.method === 'DELETE' && bodyShape === 'empty') return { url: full, method: operation.method, headers: {}, body: undefined };
      if (bodyShape === 'multipart' || operation.multipart) {
        const fields = typeof body === 'object' && body !== null ? Object.entries(body as Record<string, unknown>) : [['value', body] as const];
        const form = multipartBody([...fields.map(([name, value]) => ({ name: String(name), value: text(value) })), { name: 'file', value: Buffer.from('%PDF-1.4 fuzz'), filename: 'fuzz.pdf', type: 'application/pdf' }]);
        return { url: full, method: operation.method, headers: { 'content-type': form.contentType }, body: form.body };
      }
      if (bodyShape === 'invalid-json') return { url: full, method: operation.method, headers: { 'content-type': 'application/json' }, body: '{"unterminated": [1, 2' };
      if (bodyShape === 'empty') return { url: full, method: operation.method, headers: { 'content-type': 'application/json' }, body: '' };
      if (bodyShape === 'text') return { url: full, method: operation.method, headers: { 'content-type': 'text/plain' }, body: text(body) };
      if (bodyShape === 'form') return { url: full, method: operation.method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=%ZZ' };
      return { url: full, method: operation.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) ?? 'null' };
    });
}

/**
 * ≥ 10,000 generated requests from GET /api/docs across every route, anonymous and signed in:
 * no 5xx, no restart, every error `{ success: false, error }`. On PostgreSQL too: it refuses
 * values SQLite stores without a word (a NUL character in text, an integer beyond 32 bits), and
 * such a value reaching a query unchecked is a 5xx there only.
 */
export const fuzzScenario: Scenario = {
  id: 'fuzz',
  title: 'OpenAPI fuzzing',
  dialects: ['sqlite', 'postgres'],
  async run(settings): Promise<Row[]> {
    const total = settings.mode === 'full' ? 12_000 : 400;
    const api = new ApiProcess({ database: settings.database });
    await api.start();
    const seeder = new Seeder(api);
    try {
      const member = await seeder.signedIn('fuzz@bench.example');
      const admin = await seeder.signedIn('fuzz-admin@bench.example', 'admin', ['admin', 'member']);
      const document = (await call(api.url, 'GET', '/api/docs')).json as unknown as OpenApiDocument;
      const operations = operationsOf(document).filter((operation) => operation.path.startsWith('/api/'));
      const perOperation = Math.ceil(total / operations.length);
      const pid = api.pid;
      const failures = new Map<string, string>();
      let sent = 0;
      let fiveHundreds = 0;
      let badShape = 0;
      const queue = operations.flatMap((operation, index) => fc.sample(requestArbitrary(operation), { numRuns: perOperation, seed: 8000 + index }).map((request) => ({ operation, request })));
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { operation, request } = next;
          sent += 1;
          // Alternate anonymous, member and admin; logout only anonymously (it would end the shared session).
          const who = operation.path === '/api/logout' ? undefined : [undefined, member.cookie, admin.cookie][sent % 3];
          let answer;
          try {
            answer = await call(api.url, request.method, request.url, { ...(who ? { cookie: who } : {}), headers: { ...request.headers, 'x-forwarded-for': nextClientAddress() }, ...(request.body !== undefined ? { raw: request.body } : {}) });
          } catch (error) {
            fiveHundreds += 1;
            failures.set(`${operation.method} ${operation.path} network`, (error as Error).message);
            continue;
          }
          if (answer.status >= 500) {
            fiveHundreds += 1;
            failures.set(`${operation.method} ${operation.path} ${answer.status}`, `${request.method} ${request.url.slice(0, 120)} → ${answer.body.slice(0, 120)}`);
          } else if (answer.status >= 400 && !(answer.json?.['success'] === false && typeof answer.json['error'] === 'string')) {
            badShape += 1;
            failures.set(`${operation.method} ${operation.path} shape ${answer.status}`, answer.body.slice(0, 120));
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      const restarted = !api.alive || api.pid !== pid;
      const sample = [...failures.entries()].slice(0, 20).map(([key, value]) => `${key}: ${value}`);
      return [
        {
          ...row(
            `fuzzing from the OpenAPI document (${operations.length} operations, anonymous/member/admin)`,
            `${sent.toLocaleString('en-US')} requests · 5xx: ${fiveHundreds} · errors not { success: false, error }: ${badShape} · restarts: ${restarted ? 1 : 0}`,
            `≥ ${total === 400 ? '10,000 (full run)' : '10,000'}, 0 5xx, 0 restarts`,
            sent >= total && fiveHundreds === 0 && badShape === 0 && !restarted,
            { requests: sent, fiveHundreds, badShape, restarts: restarted ? 1 : 0, operations: operations.length },
          ),
          ...(sample.length ? { details: sample.join('\n') } : {}),
        },
      ];
    } finally {
      await seeder.close();
      await api.dispose();
    }
  },
};
