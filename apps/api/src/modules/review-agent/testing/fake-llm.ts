import type { ServerResponse } from 'node:http';
import { waitUntil } from '../../../testing/wait-until';
import { chatCompletion, startSite } from './loopback-services';

/** Test-only: an OpenAI-compatible chat-completions server on loopback, answering what the test says. */
export async function startFakeLlm(answer: (prompt: string) => string) {
  const held: ServerResponse[] = [];
  const prompts: Array<{ model: string; system: string; user: string; authorization: string | undefined }> = [];
  let holding = false;
  const server = await startSite({
    '/v1/chat/completions': (request, response, body) => {
      const parsed = JSON.parse(body) as { model: string; messages: Array<{ content: string }> };
      prompts.push({ model: parsed.model, system: parsed.messages[0]?.content ?? '', user: parsed.messages[1]?.content ?? '', authorization: request.headers.authorization });
      if (holding) held.push(response);
      else response.writeHead(200, { 'content-type': 'application/json' }).end(chatCompletion(answer(parsed.messages[0]?.content ?? '')));
    },
  });
  return Object.assign(server, {
    prompts,
    held,
    /** Keeps every request open until release(): the analyzing phase stays in progress. */
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const response of held.splice(0)) if (!response.destroyed) response.destroy();
    },
    /** Waits until the held requests number `count` (a review's three analysts by default): the review is in its analyzing phase. */
    async untilHeld(count = 3) {
      await waitUntil(`${count} held requests to the language model (the analysts asking it)`, () => held.length >= count, { describe: () => `${held.length} held` });
    },
  });
}

/** The settings that point the app's LLM engine at a fake server on loopback. */
export function llmEnv(server: { url(path: string): string }): Record<string, string> {
  return { LLM_BASE_URL: server.url('/v1'), LLM_API_KEY: 'sk-test-key', LLM_MODEL: 'test-model' };
}

/** A valid analyst answer quoting the strong deck, plus one quotation the deck does not contain. */
export function validAnalystAnswer(system: string): string {
  const agent = /You are the (\w+) Analyst/.exec(system)?.[1] ?? 'Product';
  return JSON.stringify({
    score: agent === 'Technical' ? 45 : 78,
    vote: agent === 'Technical' ? 'No' : 'Yes',
    recommendation: `${agent}: strong revenue growth; see the traction page.`,
    factors: [
      {
        dimension: 'traction',
        points: 25,
        maxPoints: 30,
        explanation: 'Revenue and growth are stated with figures.',
        evidence: [
          { text: 'We reached $2.4M ARR in March, growing 18% month over month.', sourceId: 'pdf-1' },
          { text: 'Rocketly is profitable since 2019.', sourceId: 'pdf-1' },
        ],
      },
    ],
  });
}
