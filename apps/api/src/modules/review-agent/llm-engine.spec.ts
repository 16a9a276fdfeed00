import type { FullReportResponse } from '@quorum/domain';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { llmEnv, startFakeLlm, validAnalystAnswer } from './testing/fake-llm';
import { strongDeck } from './testing/fixture-decks';

/** The LLM engine against a chat-completions server the test runs (answers validated by zod, never invented output). */
describe('the LLM engine (LLM_BASE_URL + LLM_API_KEY)', () => {
  let mode: 'valid' | 'prose' | 'wrong-shape' = 'valid';
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;

  beforeAll(async () => {
    llm = await startFakeLlm((system) => (mode === 'valid' ? validAnalystAnswer(system) : mode === 'prose' ? 'Sure! The deal looks great, I vote yes.' : JSON.stringify({ score: 140, vote: 'Maybe' })));
  });

  const testApp = useTestApp(() => llmEnv(llm));

  const client = useMemberClient(testApp, 'llm-user@example.com');

  afterAll(async () => {
    await llm.close();
  });

  async function review() {
    const dossierId = await client.createDossier();
    await client.uploadPdf(dossierId, strongDeck());
    const reportId = await client.generate(dossierId);
    return { reportId, end: await client.pollToEnd(reportId) };
  }

  it('asks the three analysts with the key, the model, the strategy and the tagged material, and reports their votes', async () => {
    mode = 'valid';
    expect(testApp.app.reviewAgent.engine).toBe('llm');
    const { reportId, end } = await review();
    expect(end.status).toBe('done');
    expect(llm.prompts.slice(-3).map((prompt) => /You are the (\w+ Analyst)/.exec(prompt.system)?.[1]).sort()).toEqual(['Business Analyst', 'Product Analyst', 'Technical Analyst']);
    const prompt = llm.prompts.at(-1);
    expect(prompt).toMatchObject({ model: 'test-model', authorization: 'Bearer sk-test-key' });
    expect(prompt?.user).toContain('Early-stage technology companies');
    // Each source in a block whose tag carries this request's random boundary (docs/security/untrusted-material.md).
    expect(prompt?.user).toMatch(/<material-[0-9a-f]{32} id="pdf-1">/);

    const report = (await client.fullReport(reportId)) as unknown as FullReportResponse;
    expect(report.analyses.map((analysis) => [analysis.engine, analysis.vote])).toEqual([
      ['llm', 'Yes'],
      ['llm', 'No'],
      ['llm', 'Yes'],
    ]);
    expect(report.effectiveStatus).toBe('accepted');
    const traction = report.analyses[0]?.factors[0];
    // The invented quotation is dropped, and the report says so.
    expect(traction?.evidence).toEqual([{ text: 'We reached $2.4M ARR in March, growing 18% month over month.', sourceId: 'pdf-1' }]);
    expect(traction?.explanation).toContain('1 quotation not found in the material left out');
  });

  it('ends in error, with a message and no report, when the answer is not JSON', async () => {
    mode = 'prose';
    const { reportId, end } = await review();
    expect(end).toMatchObject({ status: 'error', statusMessage: expect.stringContaining('the language model answer was not valid JSON') });
    const full = await client.call('GET', `/api/report/${reportId}/full-report`);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ success: false, error: end.statusMessage });
  });

  it('ends in error when the JSON does not match the report format', async () => {
    mode = 'wrong-shape';
    const { end } = await review();
    expect(end).toMatchObject({ status: 'error', statusMessage: expect.stringMatching(/did not match the report format \((score|vote|recommendation|factors)/) });
  });
});
