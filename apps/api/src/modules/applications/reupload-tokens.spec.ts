import type { LightMyRequestResponse } from 'fastify';
import { adminApplicationDetailResponseSchema } from '@quorum/domain';
import { completeAnswers, SAMPLE_FILES } from '@quorum/testing';
import { randomSecret } from '../../crypto/hashing';
import { testClock } from '../../testing/build-test-app';
import { confirmAdmin, signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { REUPLOAD_TOKEN_TTL_MS } from './application-status';
import { post, submit, uploadForm } from './test-requests';

/*
 * Rule: POST /api/documents/reupload-request gives every token that opens nothing the same 403,
 * byte for byte, whether it was never issued, has been used, has expired or belongs to an
 * application since decided: the answer tells a guesser nothing about which tokens exist
 * (docs/security/account-enumeration.md). Enforced in modules/applications/documents.service.ts:
 * reuploadFor treats every such token alike and describeReupload answers them all with
 * REUPLOAD_LINK_INVALID. An answer that differs for any one of them fails this spec.
 */

const BASE = '/api/admin/applications';
const LOOKUP = '/api/documents/reupload-request';
/** Headers that differ from one answer to the next whatever the token: the rate limit's countdown and the date. */
const PER_REQUEST_HEADERS = /^(date|x-ratelimit-remaining|x-ratelimit-reset)$/;

describe('re-upload tokens that open nothing', () => {
  const clock = testClock();
  const testApp = useTestApp(() => ({ PUBLIC_URL: 'https://quorum.example.com' }), { clock });
  let admin: string;

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
  });

  const asAdmin = (url: string, payload: object = {}) => testApp.app.inject({ method: 'POST', url, payload, headers: { cookie: admin } });
  const lookUp = (token: string) => testApp.app.inject({ method: 'POST', url: LOOKUP, payload: { token } });
  const uploadPdf = (applicantId: string, documentType: string, extra: Record<string, string> = {}) =>
    post(testApp.app, '/api/documents/upload', uploadForm({ applicantId, documentType, ...extra }, [{ name: `${documentType}.pdf`, bytes: SAMPLE_FILES.pdf }]));

  /** An application with an id scan and a proof of address uploaded; answers its id, its address and the documents' ids by type. */
  const applyWithTwoDocuments = async (email: string, address: string) => {
    const submitted = await submit(testApp.app, completeAnswers('Individual', { email }), {}, address);
    const id = (submitted.json() as { submissionId: string }).submissionId;
    for (const type of ['idScan', 'proofOfAddress']) expect((await uploadPdf(id, type)).statusCode).toBe(200);
    const detail = adminApplicationDetailResponseSchema.parse((await testApp.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: { cookie: admin } })).json());
    return { id, email, documents: new Map(detail.application.documents.map((document) => [document.documentType, document.id])) };
  };

  /** Asks the applicant to upload a document again; answers the token of the emailed link. */
  const reuploadToken = async ({ id: applicationId, email }: { id: string; email: string }, documentId: string | undefined): Promise<string> => {
    expect((await asAdmin(`${BASE}/${applicationId}/documents/${documentId}/review`, { decision: 'reupload', reason: 'Please send a clearer copy' })).statusCode).toBe(200);
    const outbox = await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const { messages } = outbox.json() as { messages: Array<{ template: string; links: string[] }> };
    const link = messages.find((message) => message.template === 'document-reupload-requested')?.links[0];
    return new URL(link ?? 'http://missing.invalid').searchParams.get('token') ?? '';
  };

  /** What a client can see of an answer, less what changes with every request. */
  const visible = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_REQUEST_HEADERS.test(name))),
    // Latin-1 maps each byte to one character: equal texts are equal bytes, and a failure reads as text.
    body: response.rawPayload.toString('latin1'),
  });

  it('answers an unknown, a used, an expired and a decided application’s token with byte-identical 403s', async () => {
    const open = await applyWithTwoDocuments('open@example.com', '10.41.0.1');
    // Issued now and left alone: it expires.
    const expiring = await reuploadToken(open, open.documents.get('idScan'));
    expect((await lookUp(expiring)).statusCode).toBe(200);

    clock.advance(REUPLOAD_TOKEN_TTL_MS + 60_000);
    // Days on, the admin confirms with their passkey again (the admin pages ask every 12 hours).
    await confirmAdmin(testApp.app, admin, 'admin@example.com');
    // Issued after the first expired (as is the next), and spent on the upload it was for.
    const used = await reuploadToken(open, open.documents.get('proofOfAddress'));
    expect((await lookUp(used)).statusCode).toBe(200);
    expect((await uploadPdf(open.id, 'proofOfAddress', { reuploadToken: used })).statusCode).toBe(200);
    // Issued, and then its application rejected.
    const decided = await applyWithTwoDocuments('decided@example.com', '10.41.0.2');
    const ofDecided = await reuploadToken(decided, decided.documents.get('idScan'));
    expect((await lookUp(ofDecided)).statusCode).toBe(200);
    expect((await asAdmin(`${BASE}/${decided.id}/reject`, { reason: 'Outside our mandate' })).statusCode).toBe(200);

    const tokens = { unknown: randomSecret(32), used, expired: expiring, decided: ofDecided }; // unknown: the shape of a real token
    const seen: Record<string, ReturnType<typeof visible>> = {};
    for (const [kind, token] of Object.entries(tokens)) seen[kind] = visible(await lookUp(token));

    const reference = seen['unknown'];
    expect(reference?.status).toBe(403);
    expect(JSON.parse(reference?.body ?? '')).toEqual({ success: false, error: 'This re-upload link is not valid any more. Please contact us for a new one.' });
    expect(seen).toEqual({ unknown: reference, used: reference, expired: reference, decided: reference });
  });
});
