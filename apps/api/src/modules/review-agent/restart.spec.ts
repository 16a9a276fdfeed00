import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FullReportResponse } from '@quorum/domain';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInClient } from './testing/deal-client';
import { startFakeLlm, validAnalystAnswer } from './testing/fake-llm';
import { companySite } from './testing/fixture-decks';
import { reviewHeldInAnalysis } from './testing/held-review';
import { html, startSite, status } from './testing/loopback-services';

/**
 * A restart during the analyzing phase: the app is closed while the analysts wait on the
 * language model, a new app starts on the same DATA_DIR, and the job resumes to done without
 * reading the website again (the processing phase's result was saved). Webhooks arrive once.
 */
describe('restart during analyzing', () => {
  it('resumes the unfinished job at the next start and finishes it', async () => {
    const llm = await startFakeLlm(validAnalystAnswer);
    const site = await startSite({ '/': html(companySite('Rocketly', ['We reached $2.4M ARR, growing 18% month over month.'])) });
    const receiver = await startSite({ '/done': status(200) });
    const env = { LLM_BASE_URL: llm.url('/v1'), LLM_API_KEY: 'sk-test', QUORUM_TEST_FETCH_ALLOW: `${site.hostPort},${receiver.hostPort}` };
    const first: TestApp = await buildTestApp(env);
    let second: TestApp | undefined;
    try {
      const email = 'restart@example.com';
      const { client, reportId } = await reviewHeldInAnalysis(first.app, llm, { email, siteUrl: site.url('/'), webhook: receiver.url('/done') });
      expect((await client.call('GET', `/api/report/status?reportId=${reportId}`)).json()).toMatchObject({ status: 'analyzing', statusMessage: 'Product, Technical, and Business Analysis' });

      await first.app.close(); // the process goes away mid-job
      llm.release();
      // The same data: its DATA_DIR, and in the PostgreSQL run its database.
      const database = first.app.config.database;
      second = await buildTestApp({ ...env, DATA_DIR: first.dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });
      const again = await signedInClient(second.app, email);
      const end = await again.pollToEnd(reportId);
      expect(end.status).toBe('done');
      await second.app.reviewAgent.idle();

      const report = (await again.fullReport(reportId)) as unknown as FullReportResponse;
      expect(report.analyses.map((analysis) => analysis.engine)).toEqual(['llm', 'llm', 'llm']);
      expect(site.requests.filter((request) => request.url === '/')).toHaveLength(1);
      expect(receiver.requests.filter((request) => request.url === '/done')).toHaveLength(1);
    } finally {
      if (second) await second.close();
      else await first.app.close();
      rmSync(first.dataDir, { recursive: true, force: true });
      await Promise.all([llm.close(), site.close(), receiver.close()]);
    }
  });
});

/**
 * A crash leaves the job's lease in the database. One SQLite file has one API process, so the
 * next start frees it and resumes at once, instead of when the lease would have run out.
 */
describe('restart after a crash (SQLite)', () => {
  it('resumes a job whose lease a crashed run left behind at once', async () => {
    const llm = await startFakeLlm(validAnalystAnswer);
    const site = await startSite({ '/': html(companySite('Rocketly', ['We reached $2.4M ARR, growing 18% month over month.'])) });
    // The SQLite file in both Jest runs: the freeing holds for one process per database only.
    const env = { DATABASE_URL: '', LLM_BASE_URL: llm.url('/v1'), LLM_API_KEY: 'sk-test', QUORUM_TEST_FETCH_ALLOW: site.hostPort, REVIEW_JOB_LEASE_MS: String(60 * 60_000) };
    const first: TestApp = await buildTestApp(env);
    let second: TestApp | undefined;
    try {
      const email = 'crash@example.com';
      const { reportId } = await reviewHeldInAnalysis(first.app, llm, { email, siteUrl: site.url('/') });
      await first.app.close();
      llm.release();
      // What a crash leaves (a clean close gives the lease back): the job held by a process that is gone, for another hour.
      const sqlite = new Database(path.join(first.dataDir, 'quorum.db'));
      expect(sqlite.prepare('UPDATE review_jobs SET lease_owner = ?, lease_until = ? WHERE report_id = ?').run('crashed:1:x', Date.now() + 60 * 60_000, reportId).changes).toBe(1);
      sqlite.close();

      const started = Date.now();
      second = await buildTestApp({ ...env, DATA_DIR: first.dataDir });
      const again = await signedInClient(second.app, email);
      expect((await again.pollToEnd(reportId)).status).toBe('done');
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      if (second) await second.close();
      else await first.app.close();
      rmSync(first.dataDir, { recursive: true, force: true });
      await Promise.all([llm.close(), site.close()]);
    }
  });
});
