import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { waitUntil } from '../../testing/wait-until';
import { startFakeLlm, validAnalystAnswer } from './testing/fake-llm';
import { companySite } from './testing/fixture-decks';
import { reviewHeldInAnalysis } from './testing/held-review';
import { chatCompletion, html, startSite, status } from './testing/loopback-services';

/**
 * An instance that lost a job's lease (it paused past the lease, and another instance
 * took the job over) stops quietly: whether its renewal notices first or one of its guarded writes
 * does, it writes nothing more (no analysis, no votes, no email, no webhook) and leaves the job to
 * its new holder.
 */
describe('a job whose lease another instance took over', () => {
  const ELSEWHERE = 'another-instance';

  async function setUp(leaseMs: number) {
    const llm = await startFakeLlm(validAnalystAnswer);
    const site = await startSite({ '/': html(companySite('Rocketly', ['We reached $2.4M ARR, growing 18% month over month.'])) });
    const receiver = await startSite({ '/hook': status(200) });
    const testApp: TestApp = await buildTestApp({ LLM_BASE_URL: llm.url('/v1'), LLM_API_KEY: 'sk-test', QUORUM_TEST_FETCH_ALLOW: `${site.hostPort},${receiver.hostPort}`, REVIEW_JOB_LEASE_MS: String(leaseMs) });
    const { reportId } = await reviewHeldInAnalysis(testApp.app, llm, { email: 'lease@example.com', siteUrl: site.url('/'), webhook: receiver.url('/hook') });
    const { db } = testApp.app;
    const { reviewJobs } = db.tables;
    // What the other instance's claim leaves behind: its name, and a lease far from over.
    await db.query((q) => q.update(reviewJobs).set({ leaseOwner: ELSEWHERE, leaseUntil: new Date(Date.now() + 60 * 60_000) }).where(eq(reviewJobs.reportId, reportId)));
    return {
      llm,
      testApp,
      reportId,
      close: async () => {
        await testApp.close();
        await Promise.all([llm.close(), site.close(), receiver.close()]);
      },
      async expectNothingWritten() {
        await testApp.app.reviewAgent.idle();
        const { reports, reportVotes, webhookDeliveries } = db.tables;
        expect(await db.first((q) => q.select({ status: reports.status }).from(reports).where(eq(reports.id, reportId)))).toEqual({ status: 'analyzing' });
        expect(await db.first((q) => q.select().from(reviewJobs).where(eq(reviewJobs.reportId, reportId)))).toMatchObject({ leaseOwner: ELSEWHERE, analyses: null, attempts: 1 });
        expect(await db.query((q) => q.select().from(reportVotes).where(eq(reportVotes.reportId, reportId)))).toEqual([]);
        expect(await db.query((q) => q.select().from(webhookDeliveries))).toEqual([]);
        expect((await testApp.app.outbox.latest(50, 'lease@example.com')).map((message) => message.template)).not.toContain('report-ready');
        expect(receiver.requests).toEqual([]);
      },
    };
  }

  it('stops at the next renewal, abandoning the analysts’ calls', async () => {
    const run = await setUp(600);
    try {
      // The renewal (every 200 ms) finds the lease gone and aborts the run: the analysts' calls are dropped.
      await waitUntil('the run to stop and drop the analysts’ calls', () => run.llm.held.every((response) => response.socket === null || response.socket.destroyed));
      run.llm.release();
      await run.expectNothingWritten();
    } finally {
      await run.close();
    }
  });

  it('writes nothing when the analysts answer before any renewal: the guarded write refuses', async () => {
    const run = await setUp(60_000);
    try {
      const waiting = run.llm.held.splice(0);
      const prompts = run.llm.prompts.slice(-waiting.length);
      waiting.forEach((response, index) => response.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(validAnalystAnswer(prompts[index]?.system ?? ''))));
      run.llm.release();
      await run.expectNothingWritten();
    } finally {
      await run.close();
    }
  });
});
