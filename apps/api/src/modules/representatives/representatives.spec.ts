import { REPRESENTATIVE_MESSAGES, representativeRequestResponseSchema, representativeRequestsResponseSchema } from '@quorum/domain';
import { completeAnswers } from '@quorum/testing';
import type { LightMyRequestResponse } from 'fastify';
import { randomSecret, sha256Hex } from '../../crypto/hashing';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { latestSignIn, sessionCookieOf, signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { submit } from '../applications/test-requests';
import { createLoginTokensRepository } from '../auth/login-tokens.repository';
import { exportedJson } from '../data-rights/testing/data-rights-people';
import { createRepresentativesService, ERASURE_HANDED_OVER } from './representatives.service';

const APPLICATIONS = '/api/admin/applications';
const OWN_REQUEST = '/api/member/representative-request';

/**
 * An entity's representative: an admin hands the entity to a new person, or does so when its current
 * representative asks. The new address signs in as the same member; the old one no longer acts for it.
 */
describe("an entity's representative", () => {
  const testApp = useTestApp(() => ({ PUBLIC_URL: 'https://quorum.example.com' }), {}, 'test');
  let admin: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie, ...AS_QUORUM_CLIENT }, ...(payload ? { payload } : {}) });
  const emails = async (to: string, template: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    return (response.json() as { messages: Array<{ template: string; subject: string; text: string; links: string[] }> }).messages.filter((message) => message.template === template);
  };
  const storedMember = async (id: string) => (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.members))).find((row) => row.id === id);
  const auditOf = async (memberId: string) => (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.auditLog))).filter((entry) => entry.subjectType === 'member' && entry.subjectId === memberId);

  /** An LLC applies through the wizard's API and an admin approves it: the member its representative signs in as. */
  const approvedEntity = async (email: string): Promise<string> => {
    const id = (await submit(testApp.app, completeAnswers('LLC', { email }))).json().submissionId as string;
    expect((await call('POST', `${APPLICATIONS}/${id}/start-review`, admin, {})).statusCode).toBe(200);
    expect((await call('POST', `${APPLICATIONS}/${id}/approve`, admin, {})).json()).toMatchObject({ success: true, status: 'approved' });
    const member = (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.members))).find((row) => row.email === email);
    if (!member) throw new Error('approval made no member');
    return member.id;
  };

  /** A signed-in representative: their cookie and the mobile token the sign-in answer carries. */
  const signInWithToken = async (email: string): Promise<{ cookie: string; mobileToken: string }> => {
    await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email } });
    const link = await latestSignIn(testApp.app, email);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: link?.token } });
    expect(login.statusCode).toBe(200);
    return { cookie: sessionCookieOf(login), mobileToken: (login.json() as { mobileToken: string }).mobileToken };
  };
  const sessionOf = async (cookie: string) => (await testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json() as { success: boolean; email?: string; id?: string };
  const tokenWorks = async (token: string) => ((await testApp.app.inject({ method: 'POST', url: '/api/validate-token', payload: { token } })).json() as { success: boolean }).success;
  const newRepresentative = { name: 'Katherine Johnson', title: 'Managing Member', email: 'katherine@acme.example.com' };

  beforeEach(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
  });

  it('an admin hands the entity to a new person: the old address stops acting for it at once, the new one signs in as the same member', async () => {
    const memberId = await approvedEntity('grace@acme.example.com');
    const old = await signInWithToken('grace@acme.example.com');
    // A sign-in link the old representative asked for and has not opened yet.
    await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 'grace@acme.example.com' } });
    const unspent = await latestSignIn(testApp.app, 'grace@acme.example.com');

    const changed = await call('PUT', `/api/admin/members/${memberId}/representative`, admin, { ...newRepresentative, reason: 'Grace left the company' });
    expect(changed.json()).toMatchObject({ success: true, member: { id: memberId, email: 'katherine@acme.example.com', name: 'Katherine Johnson', memberType: 'Entity', organizationName: 'Acme Holdings' } });

    expect((await sessionOf(old.cookie)).success).toBe(false);
    expect(await tokenWorks(old.mobileToken)).toBe(false);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: unspent?.token } })).statusCode).not.toBe(200);
    // The old address is nobody's now: asking for a link sends none that signs in.
    await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 'grace@acme.example.com' } });
    const afterwards = await latestSignIn(testApp.app, 'grace@acme.example.com');
    if (afterwards) expect((await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken: afterwards.token } })).statusCode).not.toBe(200);

    const katherine = await signIn(testApp.app, 'katherine@acme.example.com');
    expect(await sessionOf(katherine)).toMatchObject({ success: true, email: 'katherine@acme.example.com' });
    expect(await storedMember(memberId)).toMatchObject({ email: 'katherine@acme.example.com', representativeEmail: 'katherine@acme.example.com', firstName: 'Katherine', lastName: 'Johnson', memberType: 'Entity' });

    const [welcome] = await emails('katherine@acme.example.com', 'representative-now');
    expect(welcome?.subject).toBe('You now represent Acme Holdings in Quorum');
    expect(welcome?.links).toEqual(['https://quorum.example.com/login']);
    expect((await emails('grace@acme.example.com', 'representative-replaced'))[0]?.subject).toBe('You no longer represent Acme Holdings in Quorum');

    const [entry] = (await auditOf(memberId)).filter((row) => row.action === 'member.representative_changed');
    expect(entry).toMatchObject({ actorEmail: 'admin@example.com', details: { from: 'grace@acme.example.com', to: 'katherine@acme.example.com', name: 'Katherine Johnson', title: 'Managing Member', reason: 'Grace left the company' } });
  });

  it('refuses what it cannot do, and changes nothing', async () => {
    const memberId = await approvedEntity('grace@acme.example.com');
    const individual = await signIn(testApp.app, 'ann@example.com').catch(async () => memberWithRoles(testApp.app, 'ann@example.com', 'member'));
    const ann = (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.members))).find((row) => row.email === 'ann@example.com');
    const put = (id: string, body: object, cookie = admin) => call('PUT', `/api/admin/members/${id}/representative`, cookie, body);
    const body = { ...newRepresentative, reason: 'A new managing member' };
    const refusals: Array<[LightMyRequestResponse, number, string | undefined]> = [
      [await put(memberId, body, individual), 403, undefined],
      [await put('nobody', body), 404, REPRESENTATIVE_MESSAGES.memberNotFound],
      [await put(ann?.id ?? '', body), 409, REPRESENTATIVE_MESSAGES.notAnOrganisation],
      [await put(memberId, { ...body, email: 'GRACE@acme.example.com' }), 409, REPRESENTATIVE_MESSAGES.sameRepresentative],
      [await put(memberId, { ...body, email: 'ann@example.com' }), 409, REPRESENTATIVE_MESSAGES.emailTaken],
    ];
    for (const [response, status, message] of refusals) {
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json()).toEqual({ success: false, error: message });
    }
    for (const bad of [{ ...newRepresentative }, { ...body, reason: '   ' }, { ...body, email: 'not an address' }, { ...body, name: '' }, { ...body, role: 'admin' }, { ...body, name: 'x'.repeat(201) }]) {
      expect((await put(memberId, bad)).statusCode).toBe(400);
    }
    expect(await storedMember(memberId)).toMatchObject({ email: 'grace@acme.example.com' });
    expect((await auditOf(memberId)).filter((row) => row.action === 'member.representative_changed')).toEqual([]);
  });

  it('the representative asks, an admin declines with a reason, then approves the next request', async () => {
    const memberId = await approvedEntity('grace@acme.example.com');
    const grace = await signInWithToken('grace@acme.example.com');
    expect((await call('GET', OWN_REQUEST, grace.cookie)).json()).toEqual({ success: true, request: null });

    const asked = await call('POST', OWN_REQUEST, grace.cookie, { ...newRepresentative, note: 'Katherine runs the fund from June' });
    expect(representativeRequestResponseSchema.parse(asked.json()).request).toMatchObject({ status: 'pending', memberId, organizationName: 'Acme Holdings', currentEmail: 'grace@acme.example.com', email: 'katherine@acme.example.com' });
    const again = await call('POST', OWN_REQUEST, grace.cookie, newRepresentative);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: REPRESENTATIVE_MESSAGES.requestPending });

    const pending = representativeRequestsResponseSchema.parse((await call('GET', '/api/admin/representative-requests', admin)).json()).requests;
    expect(pending.map((request) => [request.memberId, request.email, request.note])).toEqual([[memberId, 'katherine@acme.example.com', 'Katherine runs the fund from June']]);
    const requestId = pending[0]?.id ?? '';

    expect((await call('POST', `/api/admin/representative-requests/${requestId}/decline`, admin, {})).statusCode).toBe(400);
    const declined = await call('POST', `/api/admin/representative-requests/${requestId}/decline`, admin, { reason: 'Please send Katherine’s ID first' });
    expect(declined.json()).toMatchObject({ success: true, request: { status: 'declined', declineReason: 'Please send Katherine’s ID first' } });
    expect((await emails('grace@acme.example.com', 'representative-request-declined'))[0]?.text).toContain('Reason: Please send Katherine’s ID first');
    expect((await call('POST', `/api/admin/representative-requests/${requestId}/approve`, admin)).statusCode).toBe(409);
    expect((await sessionOf(grace.cookie)).success).toBe(true);

    const second = representativeRequestResponseSchema.parse((await call('POST', OWN_REQUEST, grace.cookie, newRepresentative)).json()).request;
    const approved = await call('POST', `/api/admin/representative-requests/${second?.id}/approve`, admin);
    expect(approved.json()).toMatchObject({ success: true, request: { status: 'approved', currentEmail: 'katherine@acme.example.com' } });
    expect((await sessionOf(grace.cookie)).success).toBe(false);
    expect(await tokenWorks(grace.mobileToken)).toBe(false);
    // The new representative does not see the request the one before made (its note was theirs).
    const katherine = await signIn(testApp.app, 'katherine@acme.example.com');
    expect((await call('GET', OWN_REQUEST, katherine)).json()).toEqual({ success: true, request: null });
    expect((await auditOf(memberId)).map((row) => row.action)).toEqual(
      expect.arrayContaining(['member.representative_change_requested', 'member.representative_request_declined', 'member.representative_changed']),
    );
    expect((await auditOf(memberId)).find((row) => row.action === 'member.representative_changed')?.details).toMatchObject({ reason: "Asked for by the entity's representative", requestId: second?.id });
  });

  it('a request can be withdrawn while it waits; an admin acting first supersedes it; an individual has no representative to change', async () => {
    const memberId = await approvedEntity('grace@acme.example.com');
    const grace = await signIn(testApp.app, 'grace@acme.example.com');
    await call('POST', OWN_REQUEST, grace, newRepresentative);
    expect((await call('DELETE', OWN_REQUEST, grace)).json()).toMatchObject({ success: true, request: { status: 'withdrawn' } });
    expect((await call('DELETE', OWN_REQUEST, grace)).statusCode).toBe(409);

    await call('POST', OWN_REQUEST, grace, newRepresentative);
    const changed = await call('PUT', `/api/admin/members/${memberId}/representative`, admin, { name: 'Dorothy Vaughan', title: 'CEO', email: 'dorothy@acme.example.com', reason: 'Board resolution' });
    expect(changed.statusCode).toBe(200);
    const superseded = (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.representativeRequests))).filter((row) => row.memberId === memberId).map((row) => row.status);
    expect(superseded).toEqual(['withdrawn', 'superseded']);
    const dorothy = await signIn(testApp.app, 'dorothy@acme.example.com');
    expect((await call('GET', OWN_REQUEST, dorothy)).json()).toEqual({ success: true, request: null });
    expect(representativeRequestsResponseSchema.parse((await call('GET', '/api/admin/representative-requests', admin)).json()).requests).toEqual([]);

    const individual = await memberWithRoles(testApp.app, 'ann@example.com', 'member');
    const refused = await call('POST', OWN_REQUEST, individual, newRepresentative);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: REPRESENTATIVE_MESSAGES.notAnOrganisation });
  });

  it('asking says nothing of whether the address is a member’s; the entity’s export lists its requests and its erasure deletes them', async () => {
    const memberId = await approvedEntity('grace@acme.example.com');
    await memberWithRoles(testApp.app, 'ann@example.com', 'member');
    const grace = await signIn(testApp.app, 'grace@acme.example.com');
    // A member's address is asked for like any other: only the admin, deciding, learns it is taken.
    const asked = await call('POST', OWN_REQUEST, grace, { ...newRepresentative, email: 'ann@example.com' });
    expect(asked.json()).toMatchObject({ success: true, request: { status: 'pending', email: 'ann@example.com' } });
    const approve = await call('POST', `/api/admin/representative-requests/${asked.json().request.id}/approve`, admin);
    expect(approve.json()).toEqual({ success: false, error: REPRESENTATIVE_MESSAGES.emailTaken });

    const exported = await call('POST', '/api/member/data-export', grace);
    expect(exported.statusCode).toBe(200);
    const { data } = await exportedJson(exported.rawPayload);
    expect(data['representativeRequests']).toEqual([expect.objectContaining({ name: 'Katherine Johnson', email: 'ann@example.com', status: 'pending' })]);

    expect((await call('POST', '/api/member/data-erasure', grace, {})).statusCode).toBe(200);
    const erasures = (await call('GET', '/api/admin/data-requests', admin)).json() as { requests: Array<{ id: string; email: string | null }> };
    const erasure = erasures.requests.find((request) => request.email === 'grace@acme.example.com');
    expect((await call('POST', `/api/admin/data-requests/${erasure?.id}/erase`, admin)).statusCode).toBe(200);
    const left = (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.representativeRequests))).filter((row) => row.memberId === memberId);
    expect(left).toEqual([]);
  });

  it('a session or mobile token issued to the old address after the change (what a sign-in racing it leaves) never acts for the entity', async () => {
    const memberId = await approvedEntity('grace@acme.example.com');
    expect((await call('PUT', `/api/admin/members/${memberId}/representative`, admin, { ...newRepresentative, reason: 'Grace left' })).statusCode).toBe(200);
    // A sign-in that read the member before the change committed stores its session after the change revoked the others.
    const secret = randomSecret(32);
    const now = testApp.app.clock.now();
    await testApp.app.sessions.create({ idHash: sha256Hex(secret), memberId, email: 'grace@acme.example.com', createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
    expect((await sessionOf(`${testApp.app.sessionCookie.name}=${secret}`)).success).toBe(false);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/member/profile', headers: { cookie: `${testApp.app.sessionCookie.name}=${secret}` } })).statusCode).toBe(401);
    const token = randomSecret(24);
    await createLoginTokensRepository(testApp.app.db).createMobileToken({ tokenHash: sha256Hex(token), memberId, email: 'grace@acme.example.com', createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
    expect(await tokenWorks(token)).toBe(false);
    // The same, issued to the entity's address now, works: the check is the address, not the member.
    const fresh = randomSecret(32);
    await testApp.app.sessions.create({ idHash: sha256Hex(fresh), memberId, email: 'katherine@acme.example.com', createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
    expect(await sessionOf(`${testApp.app.sessionCookie.name}=${fresh}`)).toMatchObject({ success: true, email: 'katherine@acme.example.com' });
  });

  it('a request the replaced representative sends as the change commits is refused, not left waiting under the new one', async () => {
    const memberId = await approvedEntity('grace@acme.example.com');
    const grace = await signIn(testApp.app, 'grace@acme.example.com');
    const session = (await testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: grace } })).json() as { memberId: string; email: string };
    expect((await call('PUT', `/api/admin/members/${memberId}/representative`, admin, { ...newRepresentative, reason: 'Grace left' })).statusCode).toBe(200);
    // The session was read before the change: the service gets the member as the request saw them.
    const representatives = createRepresentativesService({ db: testApp.app.db, clock: testApp.app.clock, mailer: testApp.app.mailer, publicUrl: testApp.app.config.publicUrl, log: testApp.app.log });
    const asOld = { id: session.memberId, email: session.email, firstName: 'Grace', lastName: 'Hopper', role: 'member', allRoles: ['member'], state: 'active', status: 'approved', memberType: 'Entity' };
    const asked = await representatives.ask(asOld, { name: 'Mallory Doe', title: 'Friend', email: 'mallory@example.com' });
    expect(asked).toEqual({ ok: false, status: 403, error: REPRESENTATIVE_MESSAGES.noLongerRepresenting });
    expect(representativeRequestsResponseSchema.parse((await call('GET', '/api/admin/representative-requests', admin)).json()).requests).toEqual([]);
  });

  it('never takes an address that receives no mail (an erased member’s tombstone is one), nor a name of invisible characters', async () => {
    const memberId = await approvedEntity('grace@acme.example.com');
    const grace = await signIn(testApp.app, 'grace@acme.example.com');
    for (const email of [`erased-${memberId}@erased.invalid`, 'someone@anything.invalid']) {
      const changed = await call('PUT', `/api/admin/members/${memberId}/representative`, admin, { ...newRepresentative, email, reason: 'x' });
      expect(changed.statusCode).toBe(400);
      expect(JSON.stringify(changed.json())).toContain(REPRESENTATIVE_MESSAGES.undeliverable);
      expect((await call('POST', OWN_REQUEST, grace, { ...newRepresentative, email })).statusCode).toBe(400);
    }
    for (const name of ['\u200b\u200b', '\u200d', '\u2060\u200b']) {
      const changed = await call('PUT', `/api/admin/members/${memberId}/representative`, admin, { ...newRepresentative, name, reason: 'x' });
      expect(changed.statusCode).toBe(400);
      expect((await call('PUT', `/api/admin/members/${memberId}/representative`, admin, { ...newRepresentative, title: name, reason: 'x' })).statusCode).toBe(400);
    }
    // An applicant cannot take one either: an approval would make a member of it.
    const applied = await submit(testApp.app, completeAnswers('Individual', { email: 'erased-someone@erased.invalid' }));
    expect(applied.statusCode).toBe(400);
    expect(await storedMember(memberId)).toMatchObject({ email: 'grace@acme.example.com' });
  });

  it('hands the new representative nothing of the old one’s: contact details, requests and their notes, an erasure they asked for', async () => {
    await approvedEntity('grace@acme.example.com');
    const grace = await signIn(testApp.app, 'grace@acme.example.com');
    expect((await call('PUT', '/api/member/profile', grace, { phone: '+1 555 010 2000', socialProfiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/grace' }], preferences: { preferredContact: 'phone' } })).statusCode).toBe(200);
    expect(((await call('GET', '/api/member/profile', grace)).json() as { profile: { phone?: string } }).profile.phone).toBe('+1 555 010 2000');
    const asked = await call('POST', OWN_REQUEST, grace, { ...newRepresentative, note: 'PRIVATE: I am leaving because of the audit' });
    expect(asked.statusCode).toBe(200);
    expect((await call('POST', '/api/member/data-erasure', grace, {})).statusCode).toBe(200);
    const approved = await call('POST', `/api/admin/representative-requests/${asked.json().request.id}/approve`, admin);
    expect(approved.statusCode).toBe(200);

    const katherine = await signIn(testApp.app, 'katherine@acme.example.com');
    const profile = (await call('GET', '/api/member/profile', katherine)).json() as { profile: { phone?: string | null; socialProfiles: unknown[]; preferences: Record<string, unknown> } };
    expect(profile.profile.phone ?? null).toBeNull();
    expect(profile.profile).toMatchObject({ socialProfiles: [], preferences: {} });
    expect((await call('GET', OWN_REQUEST, katherine)).json()).toEqual({ success: true, request: null });
    expect((await call('GET', '/api/member/data-erasure', katherine)).json()).toEqual({ success: true, request: null });
    // The admins see it declined, no longer the entity's: carrying it out would have erased the entity under Katherine.
    const erasures = (await call('GET', '/api/admin/data-requests', admin)).json() as { requests: Array<{ email: string | null; status: string; member: boolean; declineReason: string | null }> };
    expect(erasures.requests.filter((request) => request.email === 'grace@acme.example.com')).toEqual([expect.objectContaining({ status: 'declined', member: false, declineReason: ERASURE_HANDED_OVER })]);
    const exported = await call('POST', '/api/member/data-export', katherine);
    const { data } = await exportedJson(exported.rawPayload);
    expect(data['applications']).toEqual([]);
    expect(data['madeByAPreviousRepresentative']).toEqual([expect.objectContaining({ organizationName: 'Acme Holdings', status: 'approved' })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('R55544433'); // the previous representative's passport number
    expect(text).not.toContain('grace@acme.example.com');
    expect(text).not.toContain('PRIVATE');
    expect(text).not.toContain('555 010 2000');
    // The person replaced is told the erasure they asked for was not carried out, and where to ask again.
    const [told] = await emails('grace@acme.example.com', 'representative-replaced');
    expect(told?.text).toContain('so it was not carried out');
    expect(told?.links).toEqual(['https://quorum.example.com/apply/my-data']);
  });

  it('an approval and an admin’s own change racing: they apply one after the other, never over each other', async () => {
    const memberId = await approvedEntity('grace@acme.example.com');
    const grace = await signIn(testApp.app, 'grace@acme.example.com');
    const requestId = representativeRequestResponseSchema.parse((await call('POST', OWN_REQUEST, grace, newRepresentative)).json()).request?.id;
    const [approval, change] = await Promise.all([
      call('POST', `/api/admin/representative-requests/${requestId}/approve`, admin),
      call('PUT', `/api/admin/members/${memberId}/representative`, admin, { name: 'Dorothy Vaughan', title: 'CEO', email: 'dorothy@acme.example.com', reason: 'Board resolution' }),
    ]);
    // The admin's change always applies; the approval applies only if it came first (afterwards the request was superseded).
    expect(change.statusCode).toBe(200);
    expect([200, 409]).toContain(approval.statusCode);
    expect((await storedMember(memberId))?.email).toBe('dorothy@acme.example.com');
    const changes = (await auditOf(memberId)).filter((row) => row.action === 'member.representative_changed').map((row) => row.details as { from: string; to: string; requestId?: string });
    expect(changes.map((details) => [details.from, details.to])).toEqual(
      approval.statusCode === 200
        ? [
            ['grace@acme.example.com', 'katherine@acme.example.com'],
            ['katherine@acme.example.com', 'dorothy@acme.example.com'],
          ]
        : [['grace@acme.example.com', 'dorothy@acme.example.com']],
    );
    const request = (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.representativeRequests))).find((row) => row.id === requestId);
    expect(request?.status).toBe(approval.statusCode === 200 ? 'approved' : 'superseded');
  });
});
