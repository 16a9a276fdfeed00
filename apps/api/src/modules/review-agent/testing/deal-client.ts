import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AS_QUORUM_CLIENT } from '../../../testing/client-header';
import { memberWithRoles } from '../../../testing/members';
import { signIn } from '../../../testing/sign-in';
import { readUntil } from '../../../testing/wait-until';

export type DealClient = ReturnType<typeof dealClient>;

/** A deal client for a member with these roles, added if they are not yet a member, and signed in. */
export async function memberClient(app: FastifyInstance, email: string, role = 'member', allRoles: string[] = [role]): Promise<DealClient> {
  return dealClient(app, await memberWithRoles(app, email, role, allRoles), email);
}

/** A deal client for someone who is already a member (the seeded admin, or a member after a restart), signed in. */
export async function signedInClient(app: FastifyInstance, email: string): Promise<DealClient> {
  return dealClient(app, await signIn(app, email), email);
}

/** Test-only: the members app's calls, in the members app's order, through app.inject with a session cookie. */
export function dealClient(app: FastifyInstance, cookie: string, email: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { cookie, ...AS_QUORUM_CLIENT }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const ok = async (response: Promise<LightMyRequestResponse>) => {
    const answer = await response;
    if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body}`);
    return answer.json() as Record<string, unknown> & { success: true };
  };

  return {
    call,
    async createDossier(): Promise<string> {
      const body = await ok(call('POST', '/api/dossiers', { userId: email, user: { email } }));
      return (body['dossier'] as { dossierId: string }).dossierId;
    },
    uploadPdf(dossierId: string, file: Buffer, options: { name?: string; type?: string; userId?: string | null; field?: string } = {}) {
      const parts: Array<{ name: string; value: Buffer | string; filename?: string; type?: string }> = [
        { name: options.field ?? 'file', value: file, filename: options.name ?? 'deck.pdf', type: options.type ?? 'application/pdf' },
        { name: 'dossierId', value: dossierId },
      ];
      if (options.userId !== null) parts.push({ name: 'userId', value: options.userId ?? email });
      return app.inject({ method: 'POST', url: `/api/dossiers/${dossierId}/pitchDeck`, headers: { cookie, ...multipart(parts).headers }, payload: multipart(parts).body });
    },
    setUrl: (dossierId: string, url: string) => ok(call('POST', `/api/dossiers/${dossierId}/url`, { url, email })),
    addSecondaryUrl: (dossierId: string, url: string) => ok(call('POST', `/api/dossiers/${dossierId}/secondary-url`, { url, description: 'More about the company', user: { email } })),
    setNote: (dossierId: string, note: string) => ok(call('POST', `/api/dossiers/${dossierId}/note`, { note, email })),
    setFounders: (dossierId: string, teamMembers: unknown[]) => ok(call('POST', `/api/dossiers/${dossierId}/team`, { teamMembers, userEmail: email })),
    setVehicle: (dossierId: string) => ok(call('POST', `/api/dossiers/${dossierId}/vehicle-settings`, { vehicleSettings: { vehicleId: 'quorum-main', carryPercent: 10 }, userEmail: email })),
    async generate(dossierId: string, webhooks?: { onComplete?: string; onError?: string }): Promise<string> {
      const body = await ok(call('POST', '/api/report/create', { dossierId, userEmail: email, vehicleId: 'quorum-main', ...(webhooks ? { webhooks } : {}) }));
      return body['reportId'] as string;
    },
    /** Polls the status as the processing dialog does (docs/flows/deal-submission.md), faster, until done or error. */
    async pollToEnd(reportId: string): Promise<{ status: string; statusMessage: string; seen: string[] }> {
      const seen: string[] = [];
      const read = async () => {
        const body = await ok(call('GET', `/api/report/status?reportId=${reportId}`));
        const status = body['status'] as string;
        if (seen.at(-1) !== status) seen.push(status);
        return { status, statusMessage: body['statusMessage'] as string, seen };
      };
      return readUntil(`report ${reportId} to end`, read, ({ status }) => status === 'done' || status === 'error');
    },
    fullReport: (reportId: string) => ok(call('GET', `/api/report/${reportId}/full-report`)),
  };
}

/** A multipart/form-data body as a browser's FormData sends it, with the headers the apps' client adds. */
export function multipart(parts: ReadonlyArray<{ name: string; value: Buffer | string; filename?: string; type?: string }>) {
  const boundary = '----quorum-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.type !== undefined && part.filename !== undefined ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...AS_QUORUM_CLIENT }, body: Buffer.concat(chunks) };
}
