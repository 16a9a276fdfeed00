import type { InjectOptions } from 'fastify';
import { adminApplicationDetailResponseSchema } from '@quorum/domain';
import { randomSecret, sha256Hex } from '../crypto/hashing';
import { completeAnswers } from '@quorum/testing';
import { submit } from '../modules/applications/test-requests';
import { createMembersRepository } from '../modules/members/members.repository';
import { createPasskeysRepository } from '../modules/passkeys/passkeys.repository';
import { dealClient, multipart } from '../modules/review-agent/testing/deal-client';
import { strongDeck } from '../modules/review-agent/testing/fixture-decks';
import { useTestApp } from '../testing/use-test-app';
import { memberWithRoles } from '../testing/members';
import { signIn } from '../testing/sign-in';
import { NOT_OUR_CLIENT_ERROR } from './cross-site-guard';

const BASE = '/api/admin/applications';
const MISSING_REPORT = 'rpt_does_not_exist';

/**
 * A state-changing request that carries the session cookie must be JSON or carry X-Quorum-Client,
 * whatever its method and whether or not it has a body (docs/security/cross-site-requests.md).
 */
describe('cookie-authenticated state-changing requests come from our client', () => {
  let admin: string;
  let member: string;
  let dossierId: string;
  let applicants = 0;

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const apply = async () => {
    applicants += 1;
    const answers = completeAnswers('Individual', { email: `applicant-${applicants}@example.com` });
    return (await submit(testApp.app, answers, {}, `10.8.0.${applicants}`)).json().submissionId as string;
  };
  const statusOf = async (id: string) =>
    adminApplicationDetailResponseSchema.parse((await inject({ method: 'GET', url: `${BASE}/${id}`, headers: { cookie: admin } })).json()).application.status;
  const pitchDecks = async () => (await inject({ method: 'GET', url: `/api/dossiers/${dossierId}/pitchDeck`, headers: { cookie: member } })).json().materials as unknown[];
  const deckUpload = () => {
    const form = multipart([
      { name: 'file', value: strongDeck(), filename: 'deck.pdf', type: 'application/pdf' },
      { name: 'userId', value: 'founder@example.com' },
    ]);
    return { payload: form.body, contentType: form.headers['content-type'] };
  };

  const testApp = useTestApp();

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
    member = await memberWithRoles(testApp.app, 'founder@example.com', 'member');
    dossierId = await dealClient(testApp.app, member, 'founder@example.com').createDossier();
  });

  it.each<[string, { headers?: Record<string, string>; payload?: string }]>([
    ['no body and no header', {}],
    ['a text/plain body', { headers: { 'content-type': 'text/plain' }, payload: 'start' }],
    ['a form body', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' }],
    ['JSON named only as a parameter of text/plain', { headers: { 'content-type': 'text/plain; application/json' }, payload: '{}' }],
    ['a JSON look-alike type', { headers: { 'content-type': 'application/jsonp' }, payload: '{}' }],
    ['an empty client header', { headers: { 'x-quorum-client': '' } }],
  ])('refuses an admin’s POST with %s, and the application stays as it was', async (_name, request) => {
    const id = await apply();
    const answer = await inject({ method: 'POST', url: `${BASE}/${id}/start-review`, ...request, headers: { cookie: admin, ...request.headers } });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ success: false, error: NOT_OUR_CLIENT_ERROR });
    expect(await statusOf(id)).toBe('submitted');
  });

  it.each([
    ['the client header, no body', { headers: { 'x-quorum-client': 'web' } }],
    ['the client header and a text/plain body', { headers: { 'x-quorum-client': 'web', 'content-type': 'text/plain' }, payload: 'start' }],
  ] as const)('lets an admin’s POST with %s through', async (_name, request) => {
    const id = await apply();
    const answer = await inject({ method: 'POST', url: `${BASE}/${id}/start-review`, ...request, headers: { cookie: admin, ...request.headers } });
    expect(answer.json()).toEqual({ success: true, status: 'in_review' });
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON ; charset=UTF-8'])('lets a JSON body (%s) through without the header', async (contentType) => {
    const id = await apply();
    const answer = await inject({ method: 'POST', url: `${BASE}/${id}/reject`, headers: { cookie: admin, 'content-type': contentType }, payload: JSON.stringify({ reason: 'Not accredited' }) });
    expect(answer.json()).toEqual({ success: true, status: 'rejected' });
  });

  it('refuses a bodyless DELETE without the header and lets it through with it', async () => {
    const refused = await inject({ method: 'DELETE', url: `/api/report/${MISSING_REPORT}/vote`, headers: { cookie: member } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: NOT_OUR_CLIENT_ERROR });
    const allowed = await inject({ method: 'DELETE', url: `/api/report/${MISSING_REPORT}/vote`, headers: { cookie: member, 'x-quorum-client': 'web' } });
    expect(allowed.statusCode).toBe(404); // the handler's answer: there is no such deal
    expect(allowed.json().error).not.toBe(NOT_OUR_CLIENT_ERROR);
  });

  it('refuses a multipart upload without the header (it cannot be JSON) and stores nothing; the header lets it in', async () => {
    const { payload, contentType } = deckUpload();
    const refused = await inject({ method: 'POST', url: `/api/dossiers/${dossierId}/pitchDeck`, headers: { cookie: member, 'content-type': contentType }, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: NOT_OUR_CLIENT_ERROR });
    expect(await pitchDecks()).toHaveLength(0);

    const allowed = await inject({ method: 'POST', url: `/api/dossiers/${dossierId}/pitchDeck`, headers: { cookie: member, 'content-type': contentType, 'x-quorum-client': 'web' }, payload });
    expect(allowed.json()).toMatchObject({ success: true, message: 'Pitch deck uploaded' });
    expect(await pitchDecks()).toHaveLength(1);
  });

  it('refuses a PUT whose text body looks like JSON', async () => {
    const answer = await inject({ method: 'PUT', url: `/api/dossiers/${dossierId}`, headers: { cookie: member, 'content-type': 'text/plain' }, payload: JSON.stringify({ dossierName: 'Renamed by a form' }) });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ success: false, error: NOT_OUR_CLIENT_ERROR });
  });

  it('asks nothing of a request without the session cookie: there is no ambient credential to abuse', async () => {
    const id = await apply();
    for (const headers of [{}, { cookie: 'theme=dark' }, { cookie: 'quorum_session=' }]) {
      const answer = await inject({ method: 'POST', url: `${BASE}/${id}/start-review`, headers });
      expect(answer.statusCode).toBe(401); // the access check answers, not this rule
    }
    const { payload, contentType } = deckUpload();
    expect((await inject({ method: 'POST', url: `/api/dossiers/${dossierId}/pitchDeck`, headers: { 'content-type': contentType }, payload })).statusCode).toBe(401);
  });

  it('never answers the preflight a custom header causes, so no other origin can send it', async () => {
    const answer = await inject({
      method: 'OPTIONS',
      url: `${BASE}/some-id/approve`,
      headers: { origin: 'https://uploads.quorum.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-quorum-client' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-headers']).toBeUndefined();
  });
});

/** Production names the cookie __Host-quorum_session (Secure, host-only): the rule follows the name in use. */
describe('the rule in production', () => {
  let admin: string;

  // Production has no outbox to sign in through: a session is stored the way a sign-in stores one.
  const testApp = useTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://quorum.example.com' });

  beforeAll(async () => {
    const seeded = await createMembersRepository(testApp.app.db).findByEmail('admin@example.com');
    const secret = randomSecret(32);
    const now = testApp.app.clock.now();
    // An admin acts as one with a passkey, in a session it confirmed: as a passkey sign-in stores them.
    await createPasskeysRepository(testApp.app.db).add({ id: 'credential-1', memberId: seeded?.id ?? '', publicKey: Buffer.from([1]), counter: 0, transports: '[]', deviceType: 'singleDevice', backedUp: false, aaguid: '', name: 'Laptop', createdAt: now, lastUsedAt: null });
    await testApp.app.sessions.create({ idHash: sha256Hex(secret), memberId: seeded?.id ?? '', email: 'admin@example.com', createdAt: now, expiresAt: new Date(now.getTime() + 60 * 60_000), confirmedAt: now });
    admin = `${testApp.app.sessionCookie.name}=${secret}`;
  });

  it('refuses a bodyless POST carrying __Host-quorum_session without the header, and lets the client through', async () => {
    expect(admin.startsWith('__Host-quorum_session=')).toBe(true);
    const url = `${BASE}/unknown-application/start-review`;
    const refused = await testApp.app.inject({ method: 'POST', url, headers: { cookie: admin } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: NOT_OUR_CLIENT_ERROR });
    const allowed = await testApp.app.inject({ method: 'POST', url, headers: { cookie: admin, 'x-quorum-client': 'web' } });
    expect(allowed.statusCode).toBe(404); // signed in as admin, and the handler looked for the application
  });
});
