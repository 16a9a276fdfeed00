import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QUORUM_CLIENT_HEADER } from '@quorum/domain';
import { startLoopbackServer, type LoopbackServer } from '../lib/safe-fetch/test-servers';
import { memberClient } from '../modules/review-agent/testing/deal-client';
import { buildTestApp } from '../testing/build-test-app';
import { MODULE_LOG_HOOK, startBuiltApi, type BuiltApi } from '../testing/built-api';
import { startOtlpReceiver, type ReceivedSpan } from '../testing/otlp-receiver';
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from '../testing/postgres-server';
import { useTestApp } from '../testing/use-test-app';
import { waitUntil } from '../testing/wait-until';

/** Each test builds the API and starts it in a process of its own: seconds on an idle machine, several times that on a busy one. */
const PROCESS_TEST_MS = 120_000;
/** What a caller that traces sends: its trace, and its own span as the parent. */
const CALLER = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
/** OpenTelemetry's SDK and exporter packages, as a module path or URL names them. */
const SDK_MODULE = /@opentelemetry[\\/](sdk-|exporter-|otlp-|resources)/;
const SERVER = 2;
const CLIENT = 3;
/** What must never reach a span: a token in a query, an email address, a session cookie's value. */
const SECRETS = ['query-token-4f9a2c', 'traced-person@example.com', 'cookie-value-77e1b0'];
const INTERNAL = 1;

function moduleLog(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

describe('traces (OpenTelemetry), from the built API', () => {
  let dataDir: string;
  let api: BuiltApi | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-traces-'));
  });
  afterEach(async () => {
    await api?.stop();
    api = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });
  const baseEnv = () => ({ DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'no-web'), QUORUM_MODULE_LOG: path.join(dataDir, 'modules.log') });

  it(
    'are off without OTEL_EXPORTER_OTLP_ENDPOINT: no module of the SDK is loaded',
    async () => {
      api = await startBuiltApi(baseEnv(), ['--import', MODULE_LOG_HOOK]);
      expect((await fetch(`${api.url}/api/auth/session`)).status).toBe(200);
      await api.stop();
      const loaded = moduleLog(path.join(dataDir, 'modules.log'));
      // The log saw the process's packages (so an SDK module would have shown), and none of the SDK.
      expect(loaded.some((entry) => entry.includes(`${path.sep}fastify${path.sep}`) || entry.includes('/fastify/'))).toBe(true);
      expect(loaded.filter((entry) => SDK_MODULE.test(entry))).toEqual([]);
    },
    PROCESS_TEST_MS,
  );

  describe.each(['sqlite', 'postgres'] as const)('on %s', (dialect) => {
    let postgres: PostgresServer | undefined;
    let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;

    beforeAll(async () => {
      receiver = await startOtlpReceiver();
      if (dialect === 'postgres') postgres = await startPostgres();
    }, POSTGRES_START_TIMEOUT_MS);
    afterAll(async () => {
      await receiver.close();
      await postgres?.stop();
    });

    it(
      'send each request’s span (the caller’s as its parent) with its database statements as children, and nothing secret',
      async () => {
        const database: Record<string, string> = postgres ? { DATABASE_URL: await postgres.createDatabase('traces') } : {};
        // Spans leave in batches: a short delay, so the test waits on the receiver, not the batch timer.
        api = await startBuiltApi({ ...baseEnv(), ...database, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '50' }, ['--import', MODULE_LOG_HOOK]);
        const { url } = api;

        const asked = await fetch(`${url}/api/auth/magic-link`, {
          method: 'POST',
          // Flagged "not sampled", with a tracestate of the caller's own: neither is the caller's to decide for our spans.
          headers: { 'content-type': 'application/json', [QUORUM_CLIENT_HEADER]: 'test', traceparent: `00-${CALLER.traceId}-${CALLER.spanId}-00`, tracestate: 'caller=steer-7c3a', baggage: 'member=caller-baggage-91' },
          body: JSON.stringify({ email: SECRETS[1] }),
        });
        expect(asked.status).toBe(200);
        // A session cookie is looked up before the route runs (the access plugin's hook).
        const session = await fetch(`${url}/api/auth/session?token=${SECRETS[0]}`, { headers: { cookie: `quorum_session=${SECRETS[2]}` } });
        expect(session.status).toBe(200);

        const serverSpan = (route: string) => receiver.spans.find((span) => span.kind === SERVER && span.attributes['http.route'] === route);
        const childrenOf = (span: ReceivedSpan | undefined) => receiver.spans.filter((child) => span && child.parentSpanId === span.spanId && child.traceId === span.traceId);
        await waitUntil('both requests’ spans, each with a statement beneath it', () => childrenOf(serverSpan('/api/auth/magic-link')).length > 0 && childrenOf(serverSpan('/api/auth/session')).length > 0, {
          describe: () => JSON.stringify(receiver.spans.map((span) => [span.name, span.kind, span.parentSpanId])),
        });

        const magicLink = serverSpan('/api/auth/magic-link') as ReceivedSpan;
        expect(magicLink).toMatchObject({ name: 'POST /api/auth/magic-link', traceId: CALLER.traceId, parentSpanId: CALLER.spanId, service: 'quorum-api', attributes: { 'http.request.method': 'POST', 'http.response.status_code': 200 } });
        const statements = childrenOf(magicLink);
        expect(statements.length).toBeGreaterThan(0);
        for (const statement of statements) expect(statement).toMatchObject({ name: 'db statement', kind: CLIENT, attributes: { 'db.system.name': dialect === 'postgres' ? 'postgresql' : 'sqlite' } });
        // Its request id is the one the request's log lines carry.
        const requestId = String(magicLink.attributes['quorum.request_id']);
        expect(requestId).not.toBe('');
        expect(api.output()).toContain(`"reqId":"${requestId}"`);

        const sessionSpan = serverSpan('/api/auth/session') as ReceivedSpan;
        expect(sessionSpan.name).toBe('GET /api/auth/session');
        expect(sessionSpan.parentSpanId).toBe('');
        expect(childrenOf(sessionSpan).every((span) => span.name === 'db statement')).toBe(true);

        const everything = JSON.stringify(receiver.spans);
        for (const secret of [...SECRETS, 'steer-7c3a', 'caller-baggage-91']) expect(everything).not.toContain(secret);
        expect(receiver.refused()).toBe(0);
        // The check of the test above sees the SDK when it is on.
        expect(moduleLog(path.join(dataDir, 'modules.log')).some((entry) => SDK_MODULE.test(entry))).toBe(true);
      },
      PROCESS_TEST_MS,
    );
  });
});

/**
 * Background work in the app itself (the SDK registered in this file's own globals): a review that a
 * request starts, its fetch and its webhooks, each in a trace of its own.
 */
describe('traces of background work', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    // The SDK reads its batch delay from the environment: spans leave soon, so the test waits on them, not on a timer.
    process.env['OTEL_BSP_SCHEDULE_DELAY'] = '50';
  });
  const testApp = useTestApp(() => ({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }));
  afterAll(async () => {
    delete process.env['OTEL_BSP_SCHEDULE_DELAY'];
    await receiver.close();
  });

  it('put a review job, its fetch and its webhook deliveries in traces of their own, which the request that started it cannot steer', async () => {
    const client = await memberClient(testApp.app, 'traced-member@example.com');
    const dossierId = await client.createDossier();
    // A private address the guarded fetcher refuses: the fetch fails without any traffic leaving.
    await client.setUrl(dossierId, 'http://127.0.0.1:9/private-path-3e8f');
    const created = await client.call('POST', '/api/report/create', { dossierId, userEmail: 'traced-member@example.com', vehicleId: 'quorum-main', webhooks: { onError: 'http://127.0.0.1:9/hook-path-5d2b', onComplete: 'http://127.0.0.1:9/hook-path-5d2b' } });
    expect(created.statusCode).toBe(200);
    const reportId = String((created.json() as { reportId: string }).reportId);
    await client.pollToEnd(reportId);

    // A delivery's span ends with its last attempt, after back-offs: its posts' spans, one an attempt, say where it stands.
    const named = (name: string) => receiver.spans.filter((span) => span.name === name);
    await waitUntil('the job’s, the fetch’s and a webhook post’s spans', () => named('review job').length > 0 && named('fetch').length > 0 && named('webhook').length > 0, {
      describe: () => JSON.stringify(receiver.spans.map((span) => span.name)),
    });
    const request = receiver.spans.find((span) => span.attributes['http.route'] === '/api/report/create');
    const [job] = named('review job');
    expect(job).toMatchObject({ kind: INTERNAL, parentSpanId: '', attributes: { 'quorum.job_id': reportId } });
    expect(job?.traceId).not.toBe(request?.traceId);
    // The fetch belongs to the job; it failed (the address is private), and names the host only.
    const fetches = named('fetch').filter((span) => span.traceId === job?.traceId);
    expect(fetches.length).toBeGreaterThan(0);
    expect(fetches[0]).toMatchObject({ kind: CLIENT, parentSpanId: job?.spanId, statusCode: 2, attributes: { 'server.address': '127.0.0.1:9' } });
    // Each delivery is a trace of its own too: its posts are in neither the request's trace nor the job's.
    for (const post of named('webhook')) {
      expect(post).toMatchObject({ kind: CLIENT, statusCode: 2, attributes: { 'server.address': '127.0.0.1:9' } });
      expect([request?.traceId, job?.traceId]).not.toContain(post.traceId);
      expect(post.parentSpanId).not.toBe('');
    }
    const everything = JSON.stringify(receiver.spans);
    for (const path of ['private-path-3e8f', 'hook-path-5d2b', 'traced-member@example.com']) expect(everything).not.toContain(path);
  });
});


describe('a collector that takes the connection and never answers', () => {
  let silent: LoopbackServer;
  beforeAll(async () => {
    silent = await startLoopbackServer((request) => request.resume());
  });
  afterAll(() => silent.close());

  it('holds the shutdown for at most the 2 s the last spans are given (the exporter alone waited 10 s)', async () => {
    const { app, close } = await buildTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: silent.url('').replace(/\/$/, '') });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const started = performance.now();
    await close();
    // Within the wait plus the rest of a close, with room for a busy machine; the exporter's own timeout is 10 s.
    expect(performance.now() - started).toBeLessThan(8_000);
    // It had the request's span to send, and tried.
    expect(silent.requests.length).toBeGreaterThan(0);
  }, 30_000);
});
