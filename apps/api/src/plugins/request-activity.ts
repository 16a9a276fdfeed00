import fp from 'fastify-plugin';
import { createMinuteCounts, type MinuteCounts } from '../lib/metrics/minute-counts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's answers by the minute over the last hour: the admins' System page draws them. */
    requestActivity: Pick<MinuteCounts, 'lastMinutes'>;
  }
}

/** A load balancer's or Prometheus's checks, every few seconds: not what people asked of the service. */
const PROBES = new Set(['/api/health', '/api/health/ready', '/metrics']);

/**
 * A probe as its prober sends it: the exact path, answered. A probe path refused or failing is
 * counted like any other answer: a stranger guessing METRICS_TOKEN (401s), a method the path does
 * not take, a readiness check that finds no database (503s) stay on the chart.
 */
const isProbe = (url: string, status: number) => status < 400 && PROBES.has(url);

/**
 * Counts every answer by the minute, whether or not METRICS_TOKEN is set: an admin asking whether
 * the service is well should not need a Prometheus server to see the last hour. Two array writes
 * an answer; the probes answered are left out, or a load balancer's checks would be most of the chart.
 */
export const requestActivity = fp(
  async (app) => {
    const counts = createMinuteCounts(60);
    app.decorate('requestActivity', { lastMinutes: counts.lastMinutes });
    app.addHook('onResponse', (request, reply, done) => {
      if (!isProbe(request.url, reply.statusCode)) counts.count(Date.now(), reply.statusCode);
      done();
    });
  },
  { name: 'request-activity' },
);
