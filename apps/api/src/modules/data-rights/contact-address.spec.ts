import { adminErasureRequestsResponseSchema, dataSubjectSummaryResponseSchema, KYC_IDENTIFIER_FIELDS } from '@quorum/domain';
import { eq } from 'drizzle-orm';
import { signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { createMembersRepository } from '../members/members.repository';
import { applyWithDocuments, asAdmin, exportedJson, keyHeaders, openDataLink } from './testing/data-rights-people';

const REPRESENTATIVE = 'rep@acme.example.com';
const OFFICE = 'office@acme.example.com';

/**
 * Data rights follow the person (docs/flows/data-rights.md): an entity's contact address, often a
 * shared office@ mailbox, is not the person its representative's and owners' identifiers and ID
 * scans are about. Its link shows only that an application names it; it cannot withdraw the
 * application; and its erasure removes the address, never locking or purging the record the active
 * member (the representative) depends on.
 */
describe('an entity’s contact address and its data rights', () => {
  const testApp = useTestApp();
  let admin: string;
  let applicationId: string;
  let answers: Record<string, unknown>;

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
    ({ id: applicationId, answers } = await applyWithDocuments(testApp.app, REPRESENTATIVE, 'Corporation', { contactEmail: OFFICE }));
    expect((await asAdmin(testApp.app, admin, 'POST', `/api/admin/applications/${applicationId}/approve`)).statusCode).toBe(200);
  });

  const stored = async () => {
    const { applications } = testApp.app.db.tables;
    return testApp.app.db.first((q) => q.select().from(applications).where(eq(applications.id, applicationId)));
  };

  it('gets a link that shows only that an application names it: no identifiers, people or documents of others', async () => {
    const { accessKey, summary } = await openDataLink(testApp.app, OFFICE);
    expect(dataSubjectSummaryResponseSchema.shape.summary.parse(summary).applications).toEqual([]);
    const exported = await testApp.app.inject({ method: 'POST', url: '/api/data-rights/export', headers: keyHeaders(accessKey) });
    expect(exported.statusCode).toBe(200);
    const { entries, data } = await exportedJson(exported.rawPayload);
    expect(data.applications).toEqual([]);
    expect(data['namedAsContact']).toEqual([expect.objectContaining({ organizationName: answers['organizationName'], contactEmail: OFFICE, status: 'approved' })]);
    const text = JSON.stringify(data);
    for (const field of KYC_IDENTIFIER_FIELDS) if (typeof answers[field] === 'string') expect(text).not.toContain(answers[field]);
    expect([...entries.keys()].filter((name) => name.startsWith('applications/'))).toEqual([]);
    // Nor may it take the application back.
    const withdrawn = await testApp.app.inject({ method: 'POST', url: `/api/data-rights/applications/${applicationId}/withdraw`, headers: keyHeaders(accessKey) });
    expect(withdrawn.statusCode).toBe(404);
  });

  it('erasing the contact address removes it from the application, and never locks the record the member depends on', async () => {
    const { accessKey } = await openDataLink(testApp.app, OFFICE);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/data-rights/erasure', headers: keyHeaders(accessKey), payload: {} })).statusCode).toBe(200);
    const requests = adminErasureRequestsResponseSchema.parse((await asAdmin(testApp.app, admin, 'GET', '/api/admin/data-requests')).json()).requests;
    const pending = requests.find((request) => request.email === OFFICE);
    expect(pending?.plan.kept).toEqual([]);
    expect((await asAdmin(testApp.app, admin, 'POST', `/api/admin/data-requests/${pending?.id}/erase`)).statusCode).toBe(200);

    const after = await stored();
    expect(after).toMatchObject({ status: 'approved', retainedUntil: null, contactEmail: null });
    expect(after?.answers['contactEmail']).toBeUndefined();
    expect(JSON.stringify(after)).not.toContain(OFFICE);
    // The representative is still an active member whose application opens for admins.
    expect((await createMembersRepository(testApp.app.db).findByEmail(REPRESENTATIVE))?.state).toBe('active');
    expect((await asAdmin(testApp.app, admin, 'GET', `/api/admin/applications/${applicationId}`)).statusCode).toBe(200);
  });
});
