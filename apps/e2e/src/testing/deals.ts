import { expect, type APIRequestContext } from '@playwright/test';
import { AS_QUORUM_CLIENT } from './client-header';
import { makePdf } from '@quorum/testing';
import { STRONG_DECK } from './strong-deck';

/**
 * Creates a deal through the deals API in the order the members app uses (docs/flows/deal-submission.md): dossier, PDF deck,
 * the founder's contact when given, vehicle settings, generate; then waits until the review agent is done. Returns the report id.
 */
export async function createDeal(request: APIRequestContext, email: string, options: { name?: string; pages?: readonly (readonly string[])[]; founder?: { name: string; email: string }; webhooks?: { onComplete?: string; onError?: string } } = {}): Promise<string> {
  const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const dossier = await ok(await request.post('/api/dossiers', { data: { userId: email, user: { email } } }));
  const dossierId = (dossier['dossier'] as { dossierId: string }).dossierId;
  await ok(
    await request.post(`/api/dossiers/${dossierId}/pitchDeck`, {
      headers: AS_QUORUM_CLIENT,
      multipart: { dossierId, userId: email, file: { name: `${options.name ?? 'deck'}.pdf`, mimeType: 'application/pdf', buffer: makePdf(options.pages ?? STRONG_DECK) } },
    }),
  );
  if (options.founder) {
    await ok(await request.post(`/api/dossiers/${dossierId}/team`, { data: { teamMembers: [{ name: options.founder.name, contactType: 'Email', contactValue: options.founder.email }], userEmail: email } }));
  }
  await ok(await request.post(`/api/dossiers/${dossierId}/vehicle-settings`, { data: { vehicleSettings: { vehicleId: 'quorum-main', carryPercent: 10 }, userEmail: email } }));
  const created = await ok(await request.post('/api/report/create', { data: { dossierId, userEmail: email, vehicleId: 'quorum-main', ...(options.webhooks ? { webhooks: options.webhooks } : {}) } }));
  const reportId = created['reportId'] as string;
  await expect
    .poll(async () => ((await (await request.get(`/api/report/status?reportId=${reportId}`)).json()) as { status: string }).status, { timeout: 20_000 })
    .toMatch(/^(done|error)$/);
  return reportId;
}
