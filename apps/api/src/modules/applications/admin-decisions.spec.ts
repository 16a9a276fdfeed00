import { adminApplicationDetailResponseSchema, authResponseSchema } from '@quorum/domain';
import { completeAnswers, SAMPLE_FILES } from '@quorum/testing';
import { testClock } from '../../testing/build-test-app';
import { useTestApp } from '../../testing/use-test-app';
import { confirmAdmin, signIn } from '../../testing/sign-in';
import { post, submit, uploadForm } from './test-requests';

const BASE = '/api/admin/applications';
const DAY_MS = 24 * 60 * 60_000;

/** Document review, re-upload links, approval (a member who can sign in) and rejection, with valid transitions only. */
describe('admin decisions on an application', () => {
  let cookie: string;
  const clock = testClock();

  const storedMember = async (email: string) => (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.members))).find((row) => row.email === email);
  const postJson = (url: string, payload: object = {}) => testApp.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const detail = async (id: string) => adminApplicationDetailResponseSchema.parse((await testApp.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: { cookie } })).json()).application;
  const emails = async (to: string, template: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    return (response.json() as { messages: Array<{ template: string; text: string; links: string[] }> }).messages.filter((message) => message.template === template);
  };
  const apply = async (set: Parameters<typeof completeAnswers>[0], email: string, overrides?: Record<string, unknown>) =>
    (await submit(testApp.app, completeAnswers(set, { email, ...(overrides ? { overrides } : {}) }), {}, `10.3.0.${Math.floor(Math.random() * 250) + 1}`)).json().submissionId as string;
  const uploadPdf = (applicantId: string, documentType: string, extra: Record<string, string> = {}) =>
    post(testApp.app, '/api/documents/upload', uploadForm({ applicantId, documentType, ...extra }, [{ name: `${documentType}.pdf`, bytes: SAMPLE_FILES.pdf }]));

  beforeEach(async () => {
    clock.set(new Date('2026-06-01T12:00:00Z'));
  });

  const testApp = useTestApp(() => ({ PUBLIC_URL: 'https://quorum.example.com' }), { clock }, 'test');

  beforeEach(async () => {
    cookie = await signIn(testApp.app, 'admin@example.com');
  });

  it('accepts a document, and asks for a re-upload with a reason and a one-document link that works once', async () => {
    const id = await apply('Individual', 'ada@example.com');
    await uploadPdf(id, 'idScan');
    await uploadPdf(id, 'proofOfAddress');
    const [idScan, proof] = (await detail(id)).documents;

    const accepted = await postJson(`${BASE}/${id}/documents/${idScan?.id}/review`, { decision: 'accepted' });
    expect(accepted.json()).toMatchObject({ success: true, status: 'submitted', document: { reviewStatus: 'accepted' } });
    const noReason = await postJson(`${BASE}/${id}/documents/${proof?.id}/review`, { decision: 'reupload' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Please tell the applicant why the document must be uploaded again' });

    const reupload = await postJson(`${BASE}/${id}/documents/${proof?.id}/review`, { decision: 'reupload', reason: 'The bill is older than 3 months' });
    expect(reupload.json()).toMatchObject({ success: true, status: 'revisions_requested', document: { reviewStatus: 'reupload_requested', reviewNote: 'The bill is older than 3 months' } });
    const [mail] = await emails('ada@example.com', 'document-reupload-requested');
    expect(mail?.text).toContain('The bill is older than 3 months');
    const link = new URL(mail?.links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://quorum.example.com/apply/reupload');
    const token = link.searchParams.get('token') ?? '';

    const lookup = await testApp.app.inject({ method: 'POST', url: '/api/documents/reupload-request', payload: { token } });
    expect(lookup.json()).toMatchObject({ success: true, applicantId: id, documentType: 'proofOfAddress', reason: 'The bill is older than 3 months', maxFiles: 3 });

    clock.advance(8 * DAY_MS); // past the 7-day window: only the link lets this document in
    // Days on, the admin confirms with their passkey again (the admin pages ask every 12 hours).
    await confirmAdmin(testApp.app, cookie, 'admin@example.com');
    expect((await uploadPdf(id, 'proofOfAddress')).statusCode).toBe(403);
    expect((await uploadPdf(id, 'idScan', { reuploadToken: token })).json().error).toBe('This re-upload link is for another document');
    const replaced = await uploadPdf(id, 'proofOfAddress', { reuploadToken: token });
    expect(replaced.statusCode).toBe(200);
    expect((await uploadPdf(id, 'proofOfAddress', { reuploadToken: token })).statusCode).toBe(403); // spent

    const after = await detail(id);
    expect(after.documents.map((doc) => [doc.documentType, doc.reviewStatus])).toEqual([
      ['idScan', 'accepted'],
      ['proofOfAddress', 'replaced'],
      ['proofOfAddress', 'pending'],
    ]);
    expect(after.audit.map((entry) => entry.action)).toEqual([
      'application.submitted',
      'document.uploaded',
      'document.uploaded',
      'document.accepted',
      'document.reupload_requested',
      'document.uploaded',
    ]);
    expect(after.audit.find((entry) => entry.action === 'document.reupload_requested')).toMatchObject({ actorEmail: 'admin@example.com' });
  });

  it('approves: creates a member with role member who can then sign in, and emails the invitation', async () => {
    const id = await apply('Individual', 'ada@example.com', { accreditationBasis: 'income' });
    expect((await postJson(`${BASE}/${id}/start-review`)).json()).toEqual({ success: true, status: 'in_review' });
    const approved = await postJson(`${BASE}/${id}/approve`);
    expect(approved.json()).toMatchObject({ success: true, status: 'approved', memberEmail: 'ada@example.com' });

    const member = await storedMember('ada@example.com');
    expect(member).toMatchObject({ role: 'member', allRoles: ['member'], memberType: 'Individual', firstName: 'Ada', lastName: 'Lovelace', applicationId: id, representativeEmail: null });
    expect(member?.accreditationExpiresAt?.toISOString()).toBe('2027-06-01T12:00:00.000Z'); // income evidence: one year

    const [invitation] = await emails('ada@example.com', 'application-approved');
    expect(invitation?.links).toEqual(['https://quorum.example.com/login']);
    const session = await signIn(testApp.app, 'ada@example.com');
    const state = authResponseSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: session } })).json());
    expect(state).toMatchObject({ success: true, role: 'member', allRoles: ['member'], memberType: 'Individual' });

    expect((await postJson(`${BASE}/${id}/approve`)).statusCode).toBe(409);
    expect((await detail(id)).audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['application.submitted', null],
      ['application.review_started', 'admin@example.com'],
      ['application.approved', 'admin@example.com'],
    ]);
  });

  it('approves an entity: the representative becomes the member, evidence of assets expires in 90 days', async () => {
    const id = await apply('Partnership', 'rep@acme.example.com');
    expect((await postJson(`${BASE}/${id}/approve`)).statusCode).toBe(200);
    const member = await storedMember('rep@acme.example.com');
    expect(member).toMatchObject({ memberType: 'Entity', representativeEmail: 'rep@acme.example.com', firstName: 'Grace', lastName: 'Hopper' });
    expect(member?.accreditationExpiresAt?.toISOString()).toBe('2026-08-30T12:00:00.000Z');
  });

  it('refuses to approve when a member with that email exists', async () => {
    const first = await apply('Individual', 'twice@example.com');
    const second = await apply('Individual', 'twice@example.com');
    expect((await postJson(`${BASE}/${first}/approve`)).statusCode).toBe(200);
    const again = await postJson(`${BASE}/${second}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: 'A member with this email address already exists' });
    expect((await detail(second)).status).toBe('submitted');
  });

  it('rejects with a reason the applicant is emailed, and then allows nothing else', async () => {
    const id = await apply('LLC', 'rep@llc.example.com');
    await uploadPdf(id, 'articlesOfOrganization');
    expect((await postJson(`${BASE}/${id}/reject`, {})).json()).toMatchObject({ success: false, errors: { reason: 'Please give the applicant a reason for the rejection' } });
    expect((await postJson(`${BASE}/${id}/reject`, { reason: 'We could not verify the accreditation evidence' })).json()).toEqual({ success: true, status: 'rejected' });
    const [mail] = await emails('rep@llc.example.com', 'application-rejected');
    expect(mail?.text).toContain('Reason: We could not verify the accreditation evidence');
    const { documents, decisionReason } = await detail(id);
    expect(decisionReason).toBe('We could not verify the accreditation evidence');

    for (const action of ['approve', 'start-review']) {
      const response = await postJson(`${BASE}/${id}/${action}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatch(/^This application is rejected and cannot be/);
    }
    expect((await postJson(`${BASE}/${id}/reject`, { reason: 'again' })).statusCode).toBe(409);
    expect((await postJson(`${BASE}/${id}/documents/${documents[0]?.id}/review`, { decision: 'accepted' })).statusCode).toBe(409);
    expect((await uploadPdf(id, 'operatingAgreement')).statusCode).toBe(409);
  });

  it('sends an application back for revisions: it cannot be approved until the review starts again', async () => {
    const id = await apply('Corporation', 'rep@corp.example.com');
    await uploadPdf(id, 'bylaws');
    const [bylaws] = (await detail(id)).documents;
    await postJson(`${BASE}/${id}/documents/${bylaws?.id}/review`, { decision: 'reupload', reason: 'Unsigned' });
    const refused = await postJson(`${BASE}/${id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This application is revisions requested and cannot be approved');
    expect((await postJson(`${BASE}/${id}/start-review`)).json()).toEqual({ success: true, status: 'in_review' });
    expect((await postJson(`${BASE}/${id}/approve`)).json()).toMatchObject({ success: true, status: 'approved' });
  });

  it('answers unknown applications and documents with 404', async () => {
    expect((await postJson(`${BASE}/app_missing/approve`)).statusCode).toBe(404);
    expect((await postJson(`${BASE}/app_missing/documents/doc/review`, { decision: 'accepted' })).statusCode).toBe(404);
  });
});
