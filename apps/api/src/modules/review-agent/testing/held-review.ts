import type { FastifyInstance } from 'fastify';
import { memberClient, type DealClient } from './deal-client';
import type { startFakeLlm } from './fake-llm';

type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;

/**
 * Test-only: a member's review of the company site at `siteUrl`, stopped in its analyzing phase
 * (the fake LLM holds the three analysts' requests until `llm.release()`): what the restart and
 * lease specs need in hand before they take the app away.
 */
export async function reviewHeldInAnalysis(
  app: FastifyInstance,
  llm: FakeLlm,
  review: { email: string; siteUrl: string; webhook?: string },
): Promise<{ client: DealClient; reportId: string }> {
  const client = await memberClient(app, review.email);
  const dossierId = await client.createDossier();
  await client.setUrl(dossierId, review.siteUrl);
  llm.hold();
  const reportId = await client.generate(dossierId, review.webhook ? { onComplete: review.webhook, onError: review.webhook } : undefined);
  await llm.untilHeld();
  return { client, reportId };
}
