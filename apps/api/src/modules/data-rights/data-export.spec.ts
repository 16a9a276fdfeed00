import { DATA_RIGHTS_MESSAGES, dataSubjectSummaryResponseSchema, KYC_IDENTIFIER_FIELDS, SEALED_FIELDS } from '@quorum/domain';
import { sampleBytesFor } from '@quorum/testing';
import { eq } from 'drizzle-orm';
import { createSoftAuthenticator } from '@quorum/testing/webauthn';
import { testClock } from '../../testing/build-test-app';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { seedDeals } from '../review-agent/testing/seed-deals';
import { applyWithDocuments, approvedMember, exportedJson, keyHeaders, latestEmail, openDataLink } from './testing/data-rights-people';

const MINUTE_MS = 60_000;

/** A copy of everything Quorum holds about a person (docs/flows/data-rights.md), for members and for applicants. */
describe('data export', () => {
  const clock = testClock();
  const testApp = useTestApp({}, { clock });
  let admin: string;

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
  });

  const exportAs = (cookie: string) => testApp.app.inject({ method: 'POST', url: '/api/member/data-export', headers: { cookie, ...AS_QUORUM_CLIENT } });
  const auditActions = async (action: string) => {
    const { auditLog } = testApp.app.db.tables;
    return testApp.app.db.query((q) => q.select().from(auditLog).where(eq(auditLog.action, action)));
  };

  it('gives a member a zip of their account, application with identifiers in full, documents, votes and deals', async () => {
    const { id, answers, cookie } = await approvedMember(testApp.app, admin, 'mara@example.com');
    const [dealId] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'mara@example.com' });
    const [otherDeal] = await seedDeals(testApp.app, { count: 1, memberVotes: 0, ownerEmail: 'someone-else@example.com' });
    expect((await testApp.app.inject({ method: 'POST', url: `/api/report/${otherDeal}/vote`, headers: { cookie, ...AS_QUORUM_CLIENT }, payload: { vote: 'Yes' } })).statusCode).toBe(200);
    const passkey = createSoftAuthenticator({ origin: 'http://localhost:3000' });
    const ceremony = (await testApp.app.inject({ method: 'POST', url: '/api/member/passkeys/options', headers: { cookie, ...AS_QUORUM_CLIENT } })).json() as { challengeId: string; options: { challenge: string; rp: { name: string }; user: { id: string; name: string; displayName: string } } };
    await testApp.app.inject({ method: 'POST', url: '/api/member/passkeys', headers: { cookie, ...AS_QUORUM_CLIENT }, payload: { challengeId: ceremony.challengeId, response: passkey.register(ceremony.options), name: 'Mara’s laptop' } });

    const response = await exportAs(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="quorum-data.zip"');
    expect(response.headers['cache-control']).toBe('no-store');
    const { entries, data } = await exportedJson(response.rawPayload);

    expect(data).toMatchObject({ format: 'quorum-personal-data/1', email: 'mara@example.com', member: { email: 'mara@example.com', role: 'member' } });
    const [application] = data.applications;
    expect(application).toMatchObject({ id, status: 'approved', email: 'mara@example.com' });
    // Identifiers in full: for the person they belong to, and nobody else.
    const identifiers = KYC_IDENTIFIER_FIELDS.filter((field) => typeof answers[field] === 'string');
    expect(identifiers.length).toBeGreaterThan(0);
    for (const field of identifiers) expect((application?.['answers'] as Record<string, unknown>)[field]).toBe(answers[field]);

    // Every uploaded document, byte for byte, under the name the JSON gives it.
    const documents = application?.['documents'] as Array<{ originalName: string; file: string; sha256: string }>;
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      expect(document.file).toMatch(new RegExp(`^applications/${id}/\\d{2}-`));
      expect(entries.get(document.file)?.equals(sampleBytesFor(document.originalName))).toBe(true);
    }
    expect(data['votes']).toEqual([expect.objectContaining({ dealId: otherDeal, vote: 'Yes' })]);
    expect(data['submittedDeals']).toEqual([expect.objectContaining({ id: dealId })]);
    // Her passkeys by name and use, exactly these fields: never the public key or the counter.
    expect(data['passkeys']).toEqual([{ name: 'Mara’s laptop', addedAt: expect.any(String), lastUsedAt: null, syncedToOtherDevices: false }]);
    expect(entries.has('README.txt')).toBe(true);
    // Whoever acted on the person's records is "an administrator", never another person's address.
    expect(JSON.stringify(data['auditLog'])).not.toContain('admin@example.com');
    expect(data['auditLog']).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'application.approved', actor: 'an administrator' })]));

    const logged = await auditActions('data.exported');
    expect(logged.at(-1)).toMatchObject({ actorEmail: 'mara@example.com', subjectType: 'data-subject', details: { via: 'profile', files: documents.length } });
    // The audit entry names the person by a keyed hash, never by address.
    expect(logged.at(-1)?.subjectId).not.toContain('mara');
  });

  it('decrypts every sealed value for the person it belongs to, people’s ID numbers included: no ciphertext in an export', async () => {
    // Every encrypted column of the schema is in the domain's one list of sealed fields.
    const encryptedColumns = Object.values(testApp.app.db.tables).flatMap((table) => Object.keys(table).filter((column) => column.endsWith('Encrypted')));
    expect(encryptedColumns.map((column) => column.replace(/Encrypted$/, ''))).toEqual([...SEALED_FIELDS.people]);
    for (const set of ['Corporation', 'Trust'] as const) {
      const email = `sealed-${set.toLowerCase()}@example.com`;
      const { answers } = await applyWithDocuments(testApp.app, email, set);
      const { accessKey } = await openDataLink(testApp.app, email);
      const exported = await testApp.app.inject({ method: 'POST', url: '/api/data-rights/export', headers: keyHeaders(accessKey) });
      const { data } = await exportedJson(exported.rawPayload);
      const text = JSON.stringify(data);
      expect(text).not.toMatch(/"v1:/);
      const [application] = data.applications;
      const submittedIds = Object.values(answers)
        .filter((value): value is Array<Record<string, unknown>> => Array.isArray(value))
        .flat()
        .map((person) => person[SEALED_FIELDS.people[0]])
        .filter((value): value is string => typeof value === 'string' && value !== '');
      expect(submittedIds.length).toBeGreaterThan(0);
      const exportedIds = (application?.['people'] as Array<{ idNumber: string | null }>).map((person) => person.idNumber);
      expect(exportedIds).toEqual(expect.arrayContaining(submittedIds));
    }
  });

  it('holds nothing of another person', async () => {
    await applyWithDocuments(testApp.app, 'stranger@example.com');
    const cookie = await memberWithRoles(testApp.app, 'quiet@example.com', 'member');
    const { entries, data } = await exportedJson((await exportAs(cookie)).rawPayload);
    expect(data.applications).toEqual([]);
    expect([...entries.keys()].sort()).toEqual(['README.txt', 'quorum-data.json']);
    expect(JSON.stringify(data)).not.toContain('stranger@example.com');
  });

  it('refuses the member export without a session', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: '/api/member/data-export', headers: AS_QUORUM_CLIENT })).statusCode).toBe(401);
  });

  it('emails an applicant a link that opens once and gives the page a key for half an hour', async () => {
    const { id } = await applyWithDocuments(testApp.app, 'iris@example.com');
    const { token, accessKey, summary } = await openDataLink(testApp.app, 'iris@example.com');
    expect(summary).toEqual({
      email: 'iris@example.com',
      member: false,
      applications: [expect.objectContaining({ id, status: 'submitted', withdrawable: true, label: expect.stringMatching(/^Individual application, submitted \d{4}-\d{2}-\d{2}$/) })],
      drafts: 0,
      erasureRequest: null,
    });
    const again = await testApp.app.inject({ method: 'POST', url: '/api/data-rights/open', payload: { token } });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ success: false, error: DATA_RIGHTS_MESSAGES.linkInvalid });

    const exported = await testApp.app.inject({ method: 'POST', url: '/api/data-rights/export', headers: keyHeaders(accessKey) });
    expect(exported.statusCode).toBe(200);
    expect((await exportedJson(exported.rawPayload)).data.applications.map((application) => application['id'])).toEqual([id]);
    expect((await auditActions('data.exported')).at(-1)).toMatchObject({ actorId: null, details: { via: 'emailed link' } });

    clock.advance(31 * MINUTE_MS);
    const expired = await testApp.app.inject({ method: 'GET', url: '/api/data-rights/summary', headers: keyHeaders(accessKey) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ success: false, error: DATA_RIGHTS_MESSAGES.accessExpired });
    expect((await testApp.app.inject({ method: 'POST', url: '/api/data-rights/export', headers: keyHeaders(accessKey) })).statusCode).toBe(410);
  });

  it('lets an emailed link expire after an hour unopened', async () => {
    await applyWithDocuments(testApp.app, 'late@example.com');
    await testApp.app.inject({ method: 'POST', url: '/api/data-rights/link', payload: { email: 'late@example.com' } });
    const token = new URL((await latestEmail(testApp.app, 'late@example.com', 'data-link'))?.links[0] ?? '').searchParams.get('token');
    clock.advance(61 * MINUTE_MS);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/data-rights/open', payload: { token } })).statusCode).toBe(410);
  });

  it('answers the same whether or not the address is known, and tells an unknown address so by email', async () => {
    const known = await testApp.app.inject({ method: 'POST', url: '/api/data-rights/link', payload: { email: 'iris@example.com' } });
    const unknown = await testApp.app.inject({ method: 'POST', url: '/api/data-rights/link', payload: { email: 'nobody@example.com' } });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: DATA_RIGHTS_MESSAGES.linkSent });
    expect(await latestEmail(testApp.app, 'nobody@example.com', 'data-nothing-held')).toBeDefined();
    expect(await latestEmail(testApp.app, 'nobody@example.com', 'data-link')).toBeUndefined();
  });

  it('limits links per address as sign-in links are', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 6; attempt += 1) codes.push((await testApp.app.inject({ method: 'POST', url: '/api/data-rights/link', payload: { email: 'busy@example.com' }, remoteAddress: `10.88.0.${attempt}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('lets an applicant withdraw an application still under review, once', async () => {
    const { id } = await applyWithDocuments(testApp.app, 'wren@example.com');
    const { accessKey } = await openDataLink(testApp.app, 'wren@example.com');
    const withdraw = () => testApp.app.inject({ method: 'POST', url: `/api/data-rights/applications/${id}/withdraw`, headers: keyHeaders(accessKey) });
    const first = await withdraw();
    expect(first.statusCode).toBe(200);
    expect(dataSubjectSummaryResponseSchema.parse(first.json()).summary.applications).toEqual([expect.objectContaining({ id, status: 'withdrawn', withdrawable: false })]);
    const second = await withdraw();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, error: DATA_RIGHTS_MESSAGES.notWithdrawable });
    const { applications } = testApp.app.db.tables;
    const [row] = await testApp.app.db.query((q) => q.select().from(applications).where(eq(applications.id, id)));
    expect(row).toMatchObject({ status: 'withdrawn', closedAt: clock.now() });
    expect((await auditActions('application.withdrawn')).map((entry) => entry.subjectId)).toContain(id);
  });

  it('never lets a key act on another address\u2019s application', async () => {
    const { id } = await applyWithDocuments(testApp.app, 'owner-of-it@example.com');
    await applyWithDocuments(testApp.app, 'intruder@example.com');
    const { accessKey } = await openDataLink(testApp.app, 'intruder@example.com');
    const response = await testApp.app.inject({ method: 'POST', url: `/api/data-rights/applications/${id}/withdraw`, headers: keyHeaders(accessKey) });
    expect(response.statusCode).toBe(404);
  });
});
