import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { PostgresStore } from '../db/postgres-store';
import { SeriesHistogram, type HistogramSeries } from '../lib/metrics/series-histogram';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The instance's metrics (prom-client). Modules add their own families here, whether or not
     * metrics are served: counting costs next to nothing, and gauges read the database only when
     * scraped. Served at GET /metrics only when METRICS_TOKEN is set.
     */
    metrics: Registry;
  }
}

/** Where Prometheus scrapes: outside /api, the path every scraper defaults to. */
export const METRICS_PATH = '/metrics';
export const METRICS_MESSAGES = {
  off: 'Metrics are off on this server: set METRICS_TOKEN to serve them',
  token: 'A valid bearer token is required for the metrics',
} as const;

// From a cached read (a millisecond) to a slow upload; the bench's budgets sit inside.
const REQUEST_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATEMENT_SECONDS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The Authorization header holds the token: compared as digests, in constant time. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), expected);
}

/**
 * Prometheus metrics: per-route request counts and times (labelled by the route's pattern, so an
 * id in the path adds no series), the event loop's delay, memory, the database's statement time
 * and, on PostgreSQL, its pool; the modules add theirs to `app.metrics`. Off unless METRICS_TOKEN
 * is set: then nothing is measured per request, and GET /metrics says they are off.
 */
export const metrics = fp(
  async (app) => {
    const registry = new Registry();
    app.decorate('metrics', registry);
    const token = app.config.metricsToken;
    if (!token) {
      app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) => reply.code(404).send({ success: false, error: METRICS_MESSAGES.off }));
      return;
    }

    collectDefaultMetrics({ register: registry });
    const requestSeconds = new SeriesHistogram<'method' | 'route' | 'status'>(
      'quorum_http_request_duration_seconds',
      'Time to answer a request, by method, route pattern and status (its _count is the number of requests)',
      REQUEST_SECONDS,
      registry,
    );
    // Each route is given its own onResponse hook as it is registered (the routes come after this
    // plugin), holding its pattern and its series by method and status: a request then observes
    // with two small map reads, without building the route's options (Fastify makes a new object
    // at each read of request.routeOptions). The series are bounded by the routes: a path's own
    // text never becomes a label.
    app.addHook('onRoute', (route) => {
      const pattern = route.url;
      const byMethod = new Map<string, Map<number, HistogramSeries>>();
      const observe = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        const status = reply.statusCode;
        let byStatus = byMethod.get(request.method);
        if (!byStatus) byMethod.set(request.method, (byStatus = new Map()));
        let series = byStatus.get(status);
        if (!series) byStatus.set(status, (series = requestSeconds.series({ method: request.method, route: pattern, status: String(status) })));
        series.observe(reply.elapsedTime / 1000);
        done();
      };
      route.onResponse = route.onResponse ? [route.onResponse].flat().concat(observe) : [observe];
    });

    const statementSeconds = new SeriesHistogram<never>(
      'quorum_db_statement_duration_seconds',
      'Time the database took to answer a statement (on PostgreSQL, waiting for a pooled connection included)',
      STATEMENT_SECONDS,
      registry,
    );
    const statements = statementSeconds.series({});
    app.db.observeStatements((seconds) => statements.observe(seconds));
    if (app.db.dialect === 'postgres') {
      const { pool } = app.db as PostgresStore;
      new Gauge({
        name: 'quorum_db_pool_connections',
        help: 'PostgreSQL connections of this instance, by state',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }

    const expected = digest(token);
    let pending: Promise<string> | undefined;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request, expected)) return reply.code(401).header('www-authenticate', 'Bearer').send({ success: false, error: METRICS_MESSAGES.token });
      // Scrapes that arrive together (two Prometheus replicas) share one reading of the database.
      const text = await (pending ??= registry.metrics().finally(() => (pending = undefined)));
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
    app.addHook('onClose', async () => registry.clear());
  },
  { name: 'metrics', dependencies: ['app-context'] },
);
