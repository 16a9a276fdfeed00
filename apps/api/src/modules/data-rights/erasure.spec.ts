import { existsSync } from 'node:fs';
import path from 'node:path';
import { adminErasureRequestsResponseSchema, DATA_RIGHTS_MESSAGES, erasureRequestResponseSchema, LAST_ADMIN_BLOCK, type AdminErasureRequest } from '@quorum/domain';
import { eq } from 'drizzle-orm';
import { createSoftAuthenticator } from '@quorum/testing/webauthn';
import { testClock } from '../../testing/build-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { storedData } from '../../testing/stored-data';
import { signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { createMembersRepository } from '../members/members.repository';
import { seedDeals } from '../review-agent/testing/seed-deals';
import { applyWithDocuments, approvedMember, asAdmin, keyHeaders, latestEmail, openDataLink } from './testing/data-rights-people';

/** Erasure requests, the admin's review of them, and what an erasure deletes, keeps nameless and locks (docs/flows/data-rights.md). */
describe('erasure', () => {
  const clock = testClock(new Date('2026-11-27T09:00:00.000Z'));
  const testApp = useTestApp({}, { clock });
  let admin: string;

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
  });

  const requests = async () => adminErasureRequestsResponseSchema.parse((await asAdmin(testApp.app, admin, 'GET', '/api/admin/data-requests')).json()).requests;
  const requestFor = async (email: string): Promise<AdminErasureRequest> => {
    const found = (await requests()).find((request) => request.email === email);
    if (!found) throw new Error(`no request for ${email}`);
    return found;
  };
  const storedNamesOf = async (applicationId: string) => {
    const { documents } = testApp.app.db.tables;
    return (await testApp.app.db.query((q) => q.select().from(documents).where(eq(documents.applicationId, applicationId)))).map((row) => row.storedName);
  };
  const storedFile = (storedName: string) => path.join(testApp.dataDir, 'files', storedName);
  const auditOf = async (action: string) => {
    const { auditLog } = testApp.app.db.tables;
    return testApp.app.db.query((q) => q.select().from(auditLog).where(eq(auditLog.action, action)));
  };

  it('deletes everything of an applicant with an undecided application, files and emails included, and leaves a tombstone', async () => {
    const name = 'Quintessa Ravenscroft';
    const { id } = await applyWithDocuments(testApp.app, 'quintessa@example.com', 'Individual', { fullName: name });
    const files = await storedNamesOf(id);
    expect(files.length).toBeGreaterThan(0);
    const { accessKey } = await openDataLink(testApp.app, 'quintessa@example.com');
    const asked = await testApp.app.inject({ method: 'POST', url: '/api/data-rights/erasure', headers: keyHeaders(accessKey), payload: { note: 'Please delete everything' } });
    expect(erasureRequestResponseSchema.parse(asked.json()).request).toMatchObject({ status: 'pending' });
    expect(await latestEmail(testApp.app, 'quintessa@example.com', 'erasure-received')).toBeDefined();

    const pending = await requestFor('quintessa@example.com');
    expect(pending).toMatchObject({
      status: 'pending',
      note: 'Please delete everything',
      member: false,
      plan: {
        blockedBy: null,
        deleted: ['1 application, with its answers and the people named in it', `${files.length} uploaded documents`, expect.stringMatching(/^records of \d+ emails sent to the address$/)],
        anonymised: [],
        kept: [],
      },
    });

    const erased = await asAdmin(testApp.app, admin, 'POST', `/api/admin/data-requests/${pending.id}/erase`);
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ request: { status: 'completed', email: null, note: null } });

    expect(await storedNamesOf(id)).toEqual([]);
    for (const file of files) expect(existsSync(storedFile(file))).toBe(false);
    const { applications } = testApp.app.db.tables;
    expect(await testApp.app.db.query((q) => q.select().from(applications).where(eq(applications.id, id)))).toEqual([]);
    const done = await latestEmail(testApp.app, 'quintessa@example.com', 'erasure-done');
    expect(done?.text).toContain('Deleted:\n- 1 application');
    // The tombstone says what was done and by whom, never to whom.
    const [tombstone] = await auditOf('data.erased');
    expect(tombstone).toMatchObject({ subjectType: 'data-request', subjectId: pending.id, actorEmail: 'admin@example.com' });
    expect(JSON.stringify(tombstone)).not.toMatch(/quintessa|Ravenscroft/i);
    // Nothing else: the data link, the request's address and note, the emails before the last one.
    const stored = (await storedData(testApp)).toString('latin1');
    expect(stored).not.toContain(name);
    expect(stored).not.toContain('Please delete everything');
    expect(stored.split('quintessa@example.com').length - 1).toBeLessThanOrEqual(1);
  });

  it('keeps a member\u2019s approved application locked for five years, anonymises their votes and deals, and ends their sessions', async () => {
    const { id, cookie } = await approvedMember(testApp.app, admin, 'milo@example.com');
    const [ownDeal] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'milo@example.com' });
    const [votedDeal] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'other-owner@example.com' });
    await testApp.app.inject({ method: 'POST', url: `/api/report/${votedDeal}/vote`, headers: { cookie, ...AS_QUORUM_CLIENT }, payload: { vote: 'No', comment: 'Too early for us' } });
    const passkey = createSoftAuthenticator({ origin: 'http://localhost:3000' });
    const ceremony = (await testApp.app.inject({ method: 'POST', url: '/api/member/passkeys/options', headers: { cookie, ...AS_QUORUM_CLIENT } })).json() as { challengeId: string; options: { challenge: string; rp: { name: string }; user: { id: string; name: string; displayName: string } } };
    const added = await testApp.app.inject({ method: 'POST', url: '/api/member/passkeys', headers: { cookie, ...AS_QUORUM_CLIENT }, payload: { challengeId: ceremony.challengeId, response: passkey.register(ceremony.options) } });
    expect(added.statusCode).toBe(200);

    const asked = await testApp.app.inject({ method: 'POST', url: '/api/member/data-erasure', headers: { cookie, ...AS_QUORUM_CLIENT }, payload: {} });
    expect(asked.statusCode).toBe(200);
    // Asking twice answers the pending request; there is one.
    const twice = await testApp.app.inject({ method: 'POST', url: '/api/member/data-erasure', headers: { cookie, ...AS_QUORUM_CLIENT }, payload: {} });
    expect(twice.json()).toEqual(asked.json());
    expect((await requests()).filter((request) => request.email === 'milo@example.com')).toHaveLength(1);

    const pending = await requestFor('milo@example.com');
    expect(pending.plan).toMatchObject({
      deleted: [expect.stringMatching(/^the member account/), expect.stringMatching(/emails sent to the address$/)],
      anonymised: ['1 vote on deals: kept in the network\u2019s tallies, as a former member\u2019s', '1 deal submitted to the network: kept, without the submitter\u2019s name or email (the carry of any round raised on them is given up)'],
      kept: [{ applicationId: id, label: expect.stringMatching(/^Individual application/), reason: expect.stringMatching(/anti-money-laundering/), purgeAt: '2031-11-27T09:00:00.000Z' }],
    });
    expect((await asAdmin(testApp.app, admin, 'POST', `/api/admin/data-requests/${pending.id}/erase`)).statusCode).toBe(200);

    // Signed out everywhere, and the address no longer signs in.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/member/profile', headers: { cookie } })).statusCode).toBe(401);
    const { members, reportVotes, reports, applications, passkeys } = testApp.app.db.tables;
    const [member] = await testApp.app.db.query((q) => q.select().from(members).where(eq(members.applicationId, id)));
    expect(member).toMatchObject({ email: `erased-${member?.id}@erased.invalid`, firstName: null, lastName: null, state: 'erased', allRoles: [] });
    // Their passkeys are gone with the account: none signs anyone in again.
    expect(await testApp.app.db.query((q) => q.select().from(passkeys).where(eq(passkeys.memberId, member?.id ?? '')))).toEqual([]);
    const vote = (await testApp.app.db.query((q) => q.select().from(reportVotes).where(eq(reportVotes.reportId, votedDeal ?? '')))).find((row) => row.role === 'member');
    expect(vote).toMatchObject({ memberId: member?.id, voterName: 'Former member', vote: 'No', recommendation: '' });
    const [deal] = await testApp.app.db.query((q) => q.select().from(reports).where(eq(reports.id, ownDeal ?? '')));
    expect(deal?.ownerEmail).toBe(`erased-${member?.id}@erased.invalid`);

    // The KYC record stays, locked: out of the review lists, refused to admins, listed with its purge date.
    const [kept] = await testApp.app.db.query((q) => q.select().from(applications).where(eq(applications.id, id)));
    expect(kept).toMatchObject({ retainedUntil: new Date('2031-11-27T09:00:00.000Z'), retentionReason: 'member-kyc' });
    const detail = await asAdmin(testApp.app, admin, 'GET', `/api/admin/applications/${id}`);
    expect(detail.statusCode).toBe(423);
    expect(detail.json()).toEqual({ success: false, error: DATA_RIGHTS_MESSAGES.applicationRetained });
    const list = (await asAdmin(testApp.app, admin, 'GET', '/api/admin/applications?limit=100')).json() as { applications: Array<{ id: string }> };
    expect(list.applications.map((application) => application.id)).not.toContain(id);
    const overview = (await asAdmin(testApp.app, admin, 'GET', '/api/admin/retention')).json() as { retained: Array<{ applicationId: string; purgeAt: string }> };
    expect(overview.retained).toEqual([expect.objectContaining({ applicationId: id, purgeAt: '2031-11-27T09:00:00.000Z' })]);
    // The person is told what was kept and until when.
    expect((await latestEmail(testApp.app, 'milo@example.com', 'erasure-done'))?.text).toMatch(/Individual application, submitted \d{4}-\d{2}-\d{2}: until 2031-11-27/);
  });

  it('will not erase the network\u2019s only admin', async () => {
    const asked = await testApp.app.inject({ method: 'POST', url: '/api/member/data-erasure', headers: { cookie: admin, ...AS_QUORUM_CLIENT }, payload: {} });
    expect(asked.statusCode).toBe(200);
    const pending = await requestFor('admin@example.com');
    expect(pending.plan.blockedBy).toBe(LAST_ADMIN_BLOCK);
    const refused = await asAdmin(testApp.app, admin, 'POST', `/api/admin/data-requests/${pending.id}/erase`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: LAST_ADMIN_BLOCK });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/member/profile', headers: { cookie: admin } })).statusCode).toBe(200);
  });

  it('declines with a reason the person is told, once', async () => {
    const pending = await requestFor('admin@example.com');
    const declined = await asAdmin(testApp.app, admin, 'POST', `/api/admin/data-requests/${pending.id}/decline`, { reason: 'Make another admin first' });
    expect(declined.json()).toMatchObject({ request: { status: 'declined', declineReason: 'Make another admin first', decidedBy: 'admin@example.com' } });
    expect((await latestEmail(testApp.app, 'admin@example.com', 'erasure-declined'))?.text).toContain('Reason: Make another admin first');
    expect((await asAdmin(testApp.app, admin, 'POST', `/api/admin/data-requests/${pending.id}/decline`, { reason: 'again' })).statusCode).toBe(409);
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/member/data-erasure', headers: { cookie: admin } });
    expect(mine.json()).toMatchObject({ request: { status: 'declined', declineReason: 'Make another admin first' } });
    expect((await auditOf('data.erasure_declined')).map((entry) => entry.subjectId)).toEqual([pending.id]);
  });

  it('keeps an application with a confirmed sanctions match, whatever its status', async () => {
    const { id } = await applyWithDocuments(testApp.app, 'sanctioned@example.com');
    const { screeningHits } = testApp.app.db.tables;
    await testApp.app.db.query((q) =>
      q.insert(screeningHits).values({
        id: 'hit-confirmed',
        subjectType: 'application',
        subjectId: id,
        personRef: 'applicant',
        personName: 'Listed Person',
        personRole: 'applicant',
        listId: 'list-1',
        listSource: 'ofac-sdn',
        listName: 'OFAC SDN',
        listVersion: '2026-11-20',
        entryExternalId: '1',
        entry: {},
        score: 97,
        matchedFields: {},
        status: 'true_match',
        createdAt: clock.now(),
      }),
    );
    const { accessKey } = await openDataLink(testApp.app, 'sanctioned@example.com');
    await testApp.app.inject({ method: 'POST', url: '/api/data-rights/erasure', headers: keyHeaders(accessKey), payload: {} });
    const pending = await requestFor('sanctioned@example.com');
    expect(pending.plan.kept).toEqual([expect.objectContaining({ applicationId: id, reason: expect.stringMatching(/sanctions/) })]);
    expect((await asAdmin(testApp.app, admin, 'POST', `/api/admin/data-requests/${pending.id}/erase`)).statusCode).toBe(200);
    expect((await storedNamesOf(id)).length).toBeGreaterThan(0);
    expect(await testApp.app.db.query((q) => q.select().from(screeningHits).where(eq(screeningHits.subjectId, id)))).toHaveLength(1);
  });

  it('lets only admins see and carry out requests', async () => {
    const member = (await approvedMember(testApp.app, admin, 'plain@example.com')).cookie;
    expect((await asAdmin(testApp.app, member, 'GET', '/api/admin/data-requests')).statusCode).toBe(403);
    expect((await asAdmin(testApp.app, member, 'GET', '/api/admin/retention')).statusCode).toBe(403);
    expect((await asAdmin(testApp.app, member, 'POST', '/api/admin/data-requests/whatever/erase')).statusCode).toBe(403);
  });
});

/** With a mail server, the outbox keeps delivery records: the erasure's last email must not leave one behind. */
describe('erasure with SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  const testApp = useTestApp(() => ({ SMTP_URL: sink.url }));
  // After the app's own close (hooks run in the order they are registered): the app's pooled
  // connections end first, so the sink has none left to wait for.
  afterAll(async () => {
    await sink.close();
  });

  it('sends the last email, then forgets that it was sent: no row anywhere names the address', async () => {
    const email = 'smtp-person@example.com';
    await applyWithDocuments(testApp.app, email);
    await testApp.app.inject({ method: 'POST', url: '/api/data-rights/link', payload: { email } });
    const link = await sink.waitFor((mail) => mail.to.includes(email) && mail.subject === 'Your data at Quorum');
    const token = /token=([A-Za-z0-9_-]+)/.exec(link.text)?.[1];
    const opened = await testApp.app.inject({ method: 'POST', url: '/api/data-rights/open', payload: { token } });
    const { accessKey } = opened.json() as { accessKey: string };
    await testApp.app.inject({ method: 'POST', url: '/api/data-rights/erasure', headers: keyHeaders(accessKey), payload: {} });

    // The admin acts through the service: with SMTP there is no dev outbox to sign in from.
    const admin = await createMembersRepository(testApp.app.db).findByEmail('admin@example.com');
    if (!admin) throw new Error('no seeded admin');
    const [pending] = await testApp.app.dataRights.erasure.list();
    const erased = await testApp.app.dataRights.erasure.erase(pending?.id ?? '', admin);
    expect(erased.ok).toBe(true);
    const last = await sink.waitFor((mail) => mail.to.includes(email) && mail.subject === 'Your data has been erased from Quorum');
    expect(last.text).toContain('Deleted:');
    await testApp.app.dataRights.idle();

    expect((await testApp.app.outbox.latest(50, email)).length).toBe(0);
    expect((await storedData(testApp)).includes(email)).toBe(false);
  });
});
