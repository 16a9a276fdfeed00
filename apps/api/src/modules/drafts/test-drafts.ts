import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DRAFT_KEY_HEADER, type DraftPayload } from '@quorum/domain';
import { sampleBytesFor } from '@quorum/testing';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { multipart } from '../applications/test-requests';

/** Requests the way the onboarding app makes them (test support only). */
export function samplePayload(overrides: Partial<DraftPayload> = {}): DraftPayload {
  return {
    savedAt: Date.parse('2026-06-01T12:00:00Z'),
    answers: { entityType: 'Individual', firstName: 'Ada', lastName: 'Lovelace', ssn: '123-45-6789' },
    lastAnsweredId: 'lastName',
    submitReady: false,
    idempotencyKey: 'idem_0123456789abcdef',
    referralCode: null,
    ...overrides,
  };
}

export const keyHeader = (deviceKey: string) => ({ [DRAFT_KEY_HEADER]: deviceKey, ...AS_QUORUM_CLIENT });

export async function createDraft(app: FastifyInstance, email: string, payload = samplePayload(), remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/drafts', remoteAddress, payload: { email, payload } });
}

/** The token of the newest continue-application email to `email`, from the dev outbox. */
export async function latestDraftLink(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const { messages } = response.json() as { messages: Array<{ template: string; links: string[] }> };
  const message = messages.find((entry) => entry.template === 'continue-application');
  return new URL(message?.links[0] ?? 'http://none/').searchParams.get('token') ?? '';
}

export async function attachFile(app: FastifyInstance, draftId: string, deviceKey: string, slot: string, name: string, bytes = sampleBytesFor(name), remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append('slot', slot);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const { payload, headers } = await multipart(form);
  return app.inject({ method: 'POST', url: `/api/drafts/${draftId}/files`, remoteAddress, payload, headers: { ...headers, ...keyHeader(deviceKey) } });
}
