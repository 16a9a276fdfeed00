import { useMemberClient, useTestApp } from '../../../testing/use-test-app';
import { llmEnv, validAnalystAnswer } from '../testing/fake-llm';
import { chatCompletion, startSite } from '../testing/loopback-services';
import { watchRequestThread } from '../../../testing/request-thread-stall';

const EMAIL = 'limits-user@example.com';

type Mode = 'fenced' | 'endless' | 'whitespace' | 'many-quotes' | 'long-explanation' | 'huge-points';

/** What the fake model says in each mode: a model steered by the material can say anything. */
function answerFor(mode: Mode, system: string): string {
  const valid = JSON.parse(validAnalystAnswer(system)) as { factors: Array<Record<string, unknown>> };
  const factor = valid.factors[0] ?? {};
  switch (mode) {
    case 'fenced':
      return `\`\`\`json\n${JSON.stringify(valid)}\n\`\`\``;
    case 'whitespace':
      // Not JSON, and shaped to make a backtracking fence-stripping pattern quadratic.
      return `{${' '.repeat(200_000)}x`;
    case 'many-quotes':
      return JSON.stringify({ ...valid, factors: [{ ...factor, evidence: Array.from({ length: 500 }, () => ({ text: 'Rocketly', sourceId: 'note-1' })) }] });
    case 'long-explanation':
      return JSON.stringify({ ...valid, factors: [{ ...factor, explanation: 'x'.repeat(100_000) }] });
    case 'huge-points':
      return JSON.stringify({ ...valid, factors: [{ ...factor, points: 1e300, maxPoints: 1e300 }] });
    default:
      return JSON.stringify(valid);
  }
}

/**
 * The LLM's answer is outside input too (docs/security/untrusted-material.md): read under a byte
 * cap as it streams, parsed without backtracking patterns, and checked by zod with caps on every
 * field before anything is stored. The LLM is a real server on loopback.
 */
describe('the LLM answer is validated and size-capped', () => {
  let mode: Mode = 'fenced';
  let llm: Awaited<ReturnType<typeof startSite>>;
  const timers = new Set<NodeJS.Timeout>();

  beforeAll(async () => {
    llm = await startSite({
      '/v1/chat/completions': (_request, response, body) => {
        const system = (JSON.parse(body) as { messages: Array<{ content: string }> }).messages[0]?.content ?? '';
        if (mode !== 'endless') return void response.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(answerFor(mode, system)));
        // An answer that never ends: 64 KB every few milliseconds until the client hangs up.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"choices":[{"message":{"content":"');
        const timer = setInterval(() => (response.destroyed ? clearInterval(timer) : response.write('a'.repeat(64 * 1024))), 2);
        timers.add(timer);
        response.on('close', () => clearInterval(timer));
      },
    });
  });

  afterAll(async () => {
    for (const timer of timers) clearInterval(timer);
  });

  const testApp = useTestApp(() => llmEnv(llm));

  const client = useMemberClient(testApp, EMAIL);

  afterAll(async () => {
    await llm.close();
  });

  async function review() {
    const dossierId = await client.createDossier();
    // A kept DocSend link (no converter here): something to review that needs no network.
    expect((await client.call('POST', `/api/dossiers/${dossierId}/docsend`, { url: 'https://docsend.com/view/rocketly', email: EMAIL })).statusCode).toBe(200);
    await client.setNote(dossierId, 'Rocketly books launches for satellite operators. We reached $2.4M ARR in March, growing 18% month over month.');
    const reportId = await client.generate(dossierId);
    return client.pollToEnd(reportId);
  }

  it('still accepts a valid answer wrapped in a code fence', async () => {
    mode = 'fenced';
    expect((await review()).status).toBe('done');
  });

  it('stops reading an answer that never ends at the cap, and ends in error', async () => {
    mode = 'endless';
    const started = Date.now();
    const end = await review();
    expect(end).toMatchObject({ status: 'error', statusMessage: expect.stringContaining('the language model answered too much') });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses whitespace-padded text without stalling the event loop', async () => {
    mode = 'whitespace';
    const thread = watchRequestThread();
    const end = await review();
    const stalledMs = thread.stop();
    expect(end).toMatchObject({ status: 'error', statusMessage: expect.stringContaining('the language model answer was not valid JSON') });
    expect(stalledMs).toBeLessThan(1_000);
  });

  it.each([
    ['many-quotes', /did not match the report format \(factors\.0\.evidence/],
    ['long-explanation', /did not match the report format \(factors\.0\.explanation/],
    ['huge-points', /did not match the report format \(factors\.0\.(points|maxPoints)/],
  ] as const)('refuses an answer with %s', async (answerMode, message) => {
    mode = answerMode;
    expect(await review()).toMatchObject({ status: 'error', statusMessage: expect.stringMatching(message) });
  });
});
