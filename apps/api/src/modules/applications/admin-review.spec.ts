import { adminApplicationDetailResponseSchema, adminApplicationListResponseSchema } from '@quorum/domain';
import { completeAnswers, SAMPLE_FILES } from '@quorum/testing';
import { testClock } from '../../testing/build-test-app';
import { useTestApp } from '../../testing/use-test-app';
import { signIn } from '../../testing/sign-in';
import { post, submit, uploadForm } from './test-requests';

const BASE = '/api/admin/applications';

/** The admin opens applications with identifiers masked; every reveal and download is audit-logged. */
describe('admin review: list, detail, reveal, download', () => {
  let cookie: string;
  const ids: Record<string, string> = {};
  const clock = testClock();

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  const postJson = (url: string, payload: object = {}) => testApp.app.inject({ method: 'POST', url, payload, headers: { cookie } });

  const testApp = useTestApp({}, { clock });

  beforeAll(async () => {
    for (const [set, email] of [['Individual', 'ada@example.com'], ['LLC', 'grace@acme.example.com'], ['Trust', 'trustee@example.com']] as const) {
      ids[set] = (await submit(testApp.app, completeAnswers(set, { email }))).json().submissionId;
      clock.advance(60_000);
    }
    const upload = uploadForm({ applicantId: ids['Individual'] ?? '', documentType: 'idScan' }, [{ name: 'pässport;scan.pdf', bytes: SAMPLE_FILES.pdf }]);
    expect((await post(testApp.app, '/api/documents/upload', upload)).statusCode).toBe(200);
    cookie = await signIn(testApp.app, 'admin@example.com');
  });

  it('lists applications newest first with counts per status and document counts', async () => {
    const response = await get(BASE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = adminApplicationListResponseSchema.parse(response.json());
    expect(body.applications.map((row) => row.id)).toEqual([ids['Trust'], ids['LLC'], ids['Individual']]);
    expect(body.total).toBe(3);
    expect(body.counts).toEqual({ submitted: 3, in_review: 0, revisions_requested: 0, approved: 0, rejected: 0, withdrawn: 0 });
    expect(body.applications.find((row) => row.id === ids['Individual'])).toMatchObject({ entityType: 'Individual', name: 'Ada Lovelace', email: 'ada@example.com', documentCount: 1, organizationName: null });
    expect(body.applications.find((row) => row.id === ids['LLC'])).toMatchObject({ entityType: 'Entity', organizationType: 'LLC', name: 'Grace Hopper', organizationName: 'Acme Holdings' });
  });

  it('filters by status and by a search, and pages', async () => {
    expect((await postJson(`${BASE}/${ids['LLC']}/start-review`)).json()).toEqual({ success: true, status: 'in_review' });
    const inReview = adminApplicationListResponseSchema.parse((await get(`${BASE}?status=in_review`)).json());
    expect(inReview.applications.map((row) => row.id)).toEqual([ids['LLC']]);
    expect(inReview.counts).toMatchObject({ submitted: 2, in_review: 1 });
    const search = adminApplicationListResponseSchema.parse((await get(`${BASE}?q=${encodeURIComponent('ADA@')}`)).json());
    expect(search.applications.map((row) => row.id)).toEqual([ids['Individual']]);
    expect(adminApplicationListResponseSchema.parse((await get(`${BASE}?q=%25`)).json()).total).toBe(0); // % is literal
    const page = adminApplicationListResponseSchema.parse((await get(`${BASE}?limit=1&offset=1`)).json());
    expect(page.applications.map((row) => row.id)).toEqual([ids['LLC']]);
    expect(page.total).toBe(3);
    expect((await get(`${BASE}?status=pending`)).statusCode).toBe(400);
  });

  it('opens an application with every identifier masked, its people, documents and audit trail', async () => {
    const response = await get(`${BASE}/${ids['Trust']}`);
    const { application } = adminApplicationDetailResponseSchema.parse(response.json());
    expect(application.answers).toMatchObject({ grantorPassportId: '•••• 2233', trustTaxId: '•••• 4321', trustAuthorizedRepresentativePassportId: '•••• 8899', organizationName: 'Acme Holdings' });
    expect(application.maskedFields.sort()).toEqual(['grantorPassportId', 'trustAuthorizedRepresentativePassportId', 'trustTaxId']);
    expect(JSON.stringify(application)).not.toMatch(/G11122233|98-7654321|TR-7704-1|v1:/);
    expect(application.people.map((person) => [person.role, person.idNumber])).toEqual([
      ['beneficiary', '•••• 15-1'],
      ['beneficiary', '•••• 15-2'],
      ['grantor', '•••• 2233'],
      ['trustee', '•••• 04-1'],
      ['trustee', '•••• 04-2'],
    ]);
    expect(application.audit.map((entry) => entry.action)).toEqual(['application.submitted']);
    expect((await get(`${BASE}/app_nope`)).statusCode).toBe(404);
  });

  it('reveals one identifier at a time and audit-logs who revealed which (never the value)', async () => {
    const field = await postJson(`${BASE}/${ids['Individual']}/reveal`, { field: 'passportIdNumber' });
    expect(field.json()).toEqual({ success: true, field: 'passportIdNumber', value: '987-65-4321' });
    // A secret beside what the request named: kept by no cache, and so never compressed (plugins/compression.ts).
    expect(field.headers['cache-control']).toBe('no-store');
    const detail = adminApplicationDetailResponseSchema.parse((await get(`${BASE}/${ids['Trust']}`)).json()).application;
    const trustee = detail.people.find((person) => person.role === 'trustee');
    const person = await postJson(`${BASE}/${ids['Trust']}/reveal`, { personId: trustee?.id });
    expect(person.json()).toEqual({ success: true, personId: trustee?.id, value: 'TR-7704-1' });

    const audit = adminApplicationDetailResponseSchema.parse((await get(`${BASE}/${ids['Individual']}`)).json()).application.audit;
    const reveal = audit.find((entry) => entry.action === 'application.identifier_revealed');
    expect(reveal).toMatchObject({ actorEmail: 'admin@example.com', details: { field: 'passportIdNumber' } });
    expect(JSON.stringify(audit)).not.toContain('987-65-4321');

    expect((await postJson(`${BASE}/${ids['Individual']}/reveal`, { field: 'fullName' })).statusCode).toBe(404);
    expect((await postJson(`${BASE}/${ids['Individual']}/reveal`, { personId: 'someone' })).statusCode).toBe(404);
    expect((await postJson(`${BASE}/${ids['Individual']}/reveal`, {})).statusCode).toBe(400);
  });

  it('downloads a document as an attachment with its stored type, and logs the download', async () => {
    const detail = adminApplicationDetailResponseSchema.parse((await get(`${BASE}/${ids['Individual']}`)).json()).application;
    const document = detail.documents[0];
    expect(document).toMatchObject({ documentType: 'idScan', originalName: 'pässport;scan.pdf', mimeType: 'application/pdf', reviewStatus: 'pending', reviewNote: null });
    const response = await get(`${BASE}/${ids['Individual']}/documents/${document?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="p_ssport_scan.pdf"; filename*=UTF-8''p%C3%A4ssport%3Bscan.pdf`);
    expect(response.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    const audit = adminApplicationDetailResponseSchema.parse((await get(`${BASE}/${ids['Individual']}`)).json()).application.audit;
    expect(audit.at(-1)).toMatchObject({ action: 'document.downloaded', actorEmail: 'admin@example.com', details: { documentId: document?.id } });

    expect((await get(`${BASE}/${ids['LLC']}/documents/${document?.id}`)).statusCode).toBe(404); // another application's document
    expect((await get(`${BASE}/${ids['Individual']}/documents/..%2F..%2Fquorum.db`)).statusCode).toBe(404);
  });
});
