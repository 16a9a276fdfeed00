import { memberClient } from '../modules/review-agent/testing/deal-client';
import { captureLogs, loggedStrings } from '../testing/log-capture';
import { useTestApp } from '../testing/use-test-app';
import { METRICS_MESSAGES } from './metrics';

const TOKEN = 'scrape-token-0123456789abcdefghijklmnop';

/**
 * One sample of the text format: a name, optional labels, a number. Prometheus reads the number
 * with Go's ParseFloat, which takes NaN and Inf in any case (prom-client writes "Nan").
 */
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*",?)*\})? (-?[0-9.e+-]+|nan|[+-]inf)$/i;
const COMMENT = /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/;

/** The exposition text as its samples; throws at the first line the format does not allow. */
function parseExposition(text: string): Array<{ name: string; labels: string; value: number }> {
  const samples: Array<{ name: string; labels: string; value: number }> = [];
  for (const line of text.split('\n')) {
    if (line === '' || COMMENT.test(line)) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not the Prometheus text format: ${line}`);
    samples.push({ name: match[1] ?? '', labels: match[2] ?? '', value: Number(match[3]) });
  }
  return samples;
}

describe('metrics, off by default', () => {
  const testApp = useTestApp();

  it('are not served, and say how to turn them on', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: METRICS_MESSAGES.off });
    // Nothing is measured per request either.
    await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(await testApp.app.metrics.getSingleMetric('quorum_http_request_duration_seconds')).toBeUndefined();
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  const logs = captureLogs();
  const testApp = useTestApp({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }, { logStream: logs.stream });
  const scrape = (authorization?: string) => testApp.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('are refused without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, 'Bearer ']) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ success: false, error: METRICS_MESSAGES.token });
      expect(response.body).not.toContain('quorum_');
    }
  });

  it('serve the text format with the request, process and database families', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/health' });
    await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = parseExposition(response.body);
    const names = new Set(samples.map((sample) => sample.name));
    for (const family of [
      'quorum_http_request_duration_seconds_bucket',
      'quorum_http_request_duration_seconds_count',
      'quorum_db_statement_duration_seconds_count',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect(names).toContain(family);
    }
    const health = samples.find((sample) => sample.name === 'quorum_http_request_duration_seconds_count' && sample.labels === '{method="GET",route="/api/health",status="200"}');
    expect(health?.value).toBeGreaterThanOrEqual(1);
    const statements = samples.find((sample) => sample.name === 'quorum_db_statement_duration_seconds_count');
    expect(statements?.value).toBeGreaterThan(0);
    if (testApp.app.db.dialect === 'postgres') expect(samples.filter((sample) => sample.name === 'quorum_db_pool_connections').map((sample) => sample.labels)).toEqual(['{state="total"}', '{state="idle"}', '{state="waiting"}']);
  });

  it('label requests by the route’s pattern: an id in the path adds no series', async () => {
    const ids = ['0194f3a0-0000-7000-8000-00000000a001', '0194f3a0-0000-7000-8000-00000000b002'];
    for (const id of ids) await testApp.app.inject({ method: 'GET', url: `/api/deals/${id}` });
    await testApp.app.inject({ method: 'GET', url: `/api/no-such-route/${ids[0]}` });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const id of ids) expect(text).not.toContain(id);
    const dealSeries = parseExposition(text).filter((sample) => sample.name === 'quorum_http_request_duration_seconds_count' && sample.labels.includes('/api/deals/'));
    expect(dealSeries).toEqual([{ name: 'quorum_http_request_duration_seconds_count', labels: '{method="GET",route="/api/deals/:id",status="401"}', value: 2 }]);
  });

  it('carry the review jobs, webhook deliveries, emails, upload quota and re-screening after work of each kind', async () => {
    const client = await memberClient(testApp.app, 'metrics-member@example.com');
    const dossierId = await client.createDossier();
    // A private address the guarded fetcher refuses: the review ends without any traffic leaving.
    await client.setUrl(dossierId, 'http://127.0.0.1:9/');
    // The receiver does not exist: the delivery stays owed or fails, and is counted either way.
    const reportId = await client.generate(dossierId, { onComplete: 'http://127.0.0.1:9/hook', onError: 'http://127.0.0.1:9/hook' });
    await client.pollToEnd(reportId);
    const samples = parseExposition((await scrape(`Bearer ${TOKEN}`)).body);
    const valueOf = (name: string, labels: string) => samples.find((sample) => sample.name === name && sample.labels === labels)?.value;
    const sumOf = (name: string) => samples.filter((sample) => sample.name === name).reduce((sum, sample) => sum + sample.value, 0);

    expect(samples.filter((sample) => sample.name === 'quorum_review_jobs').map((sample) => sample.labels)).toEqual(['{state="running"}', '{state="waiting"}']);
    expect(samples.filter((sample) => sample.name === 'quorum_review_job_duration_seconds_count').reduce((sum, sample) => sum + sample.value, 0)).toBe(1);
    expect(sumOf('quorum_webhook_deliveries')).toBe(1);
    // The sign-in link and the report's email, in the embedded outbox.
    expect(valueOf('quorum_emails', '{state="unsent"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf('quorum_emails', '{state="in_flight"}')).toBe(0);
    expect(valueOf('quorum_public_uploads', '{unit="bytes",of="quota"}')).toBe(testApp.app.publicUploads.limits.quotaBytes);
    expect(valueOf('quorum_public_uploads', '{unit="files",of="stored"}')).toBe(0);
    expect(valueOf('quorum_screening_rescreen_subjects', '{subject="members",state="total"}')).toBe(0);
    expect(valueOf('quorum_screening_rescreen_waiting_lists', '')).toBe(0);
  });

  it('never write the token to the log', async () => {
    await scrape(`Bearer ${TOKEN}`);
    await scrape('Bearer wrong-token-guess');
    expect(logs.raw.length).toBeGreaterThan(0);
    expect(loggedStrings(logs.lines()).filter((value) => value.includes(TOKEN) || value.includes('wrong-token-guess'))).toEqual([]);
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused when short enough to guess', async () => {
    const { loadConfig } = await import('../config/env');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN: must be at least 32 characters');
    expect(loadConfig({ METRICS_TOKEN: `  ${TOKEN}  ` }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });
});
