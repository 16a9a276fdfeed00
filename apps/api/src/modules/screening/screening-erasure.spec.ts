import { adminErasureRequestsResponseSchema, screeningHitsResponseSchema } from '@quorum/domain';
import { completeAnswers } from '@quorum/testing';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { signIn } from '../../testing/sign-in';
import { whileHeld } from '../../testing/held-transaction';
import { useTestApp } from '../../testing/use-test-app';
import { createAuditRepository } from '../audit/audit.repository';
import { submit } from '../applications/test-requests';
import { keyHeaders, openDataLink } from '../data-rights/testing/data-rights-people';
import { rescreenEveryone } from './rescreen-run';
import { createScreeningRepository } from './screening.repository';
import { importList, ofacSdnXml, rescreeningAfter, type ListedPerson } from './testing/list-files';
import { namedMembers } from './testing/screening-subjects';

const PETROV: ListedPerson = { id: '9101', firstName: 'Viktor', lastName: 'Petrov', birthDate: '17 May 1980' };
const NOTE = 'Not the listed Viktor Petrov: petrov.v@example.com, passport X-7731, born in Tallinn';

/**
 * An admin's note on a screening hit often names the person (docs/flows/screening.md). It is filed
 * under the record the hit is about, so the person's erasure takes it with the rest; entries filed
 * under the hit itself before that go too (docs/flows/data-rights.md).
 */
describe('screening notes and the person’s erasure', () => {
  const testApp = useTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
    const imported = await importList(testApp.app, admin, 'ofac-sdn', [{ name: 'sdn.xml', bytes: ofacSdnXml('11/20/2026', [PETROV]) }]);
    await rescreeningAfter(testApp.app, admin, imported);
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) => testApp.app.inject({ method, url, headers: { cookie: admin, ...AS_QUORUM_CLIENT }, ...(payload ? { payload } : {}) });
  const auditText = async () => JSON.stringify(await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.auditLog)));

  it('leaves no resolution note about an erased applicant in the audit log', async () => {
    const submitted = await submit(testApp.app, completeAnswers('Individual', { email: 'petrov.v@example.com', overrides: { fullName: 'Viktor Petrov', dateOfBirth: '1980-05-17' } }), {}, '10.9.1.1');
    expect(submitted.statusCode).toBe(200);
    const [hit] = screeningHitsResponseSchema.parse((await asAdmin('GET', '/api/admin/screening/hits?status=open')).json()).hits;
    expect((await asAdmin('POST', `/api/admin/screening/hits/${hit?.id}/resolve`, { resolution: 'false_positive', note: NOTE })).statusCode).toBe(200);
    expect(await auditText()).toContain('X-7731');

    const { accessKey } = await openDataLink(testApp.app, 'petrov.v@example.com');
    expect((await testApp.app.inject({ method: 'POST', url: '/api/data-rights/erasure', headers: keyHeaders(accessKey), payload: {} })).statusCode).toBe(200);
    const pending = adminErasureRequestsResponseSchema.parse((await asAdmin('GET', '/api/admin/data-requests')).json()).requests.find((request) => request.email === 'petrov.v@example.com');
    expect((await asAdmin('POST', `/api/admin/data-requests/${pending?.id}/erase`)).statusCode).toBe(200);

    const after = await auditText();
    for (const trace of ['X-7731', 'petrov.v@example.com', 'Tallinn']) expect(after).not.toContain(trace);
  });

  it('never writes a hit naming a member erased while a re-screening run that had read them goes on', async () => {
    const { app } = testApp;
    const email = 'viktor.member@example.com';
    const [memberId = ''] = await namedMembers(app.db, [{ email, firstName: 'Viktor', lastName: 'Petrov' }], new Date());
    const screening = createScreeningRepository(app.db);
    const { accessKey } = await openDataLink(app, email);
    expect((await app.inject({ method: 'POST', url: '/api/data-rights/erasure', headers: keyHeaders(accessKey), payload: {} })).statusCode).toBe(200);
    const pending = adminErasureRequestsResponseSchema.parse((await asAdmin('GET', '/api/admin/data-requests')).json()).requests.find((request) => request.email === email);

    // A monitoring run has read every member; the erasure happens in its pause before the first subject.
    let erased = false;
    const run = await rescreenEveryone(app.db, new Date(), {
      onProgress: () => undefined,
      pace: async () => {
        if (erased) return;
        erased = true;
        expect((await asAdmin('POST', `/api/admin/data-requests/${pending?.id}/erase`)).statusCode).toBe(200);
      },
      stopped: () => false,
      log: { error: () => undefined },
    });
    expect(run.completed).toBe(true);
    expect(await screening.hitsOf('member', memberId)).toEqual([]);
  });

  it('leaves no note of a resolution that commits while the erasure runs: it lands before the erasure, or finds no hit', async () => {
    const email = 'petrov.racing@example.com';
    expect((await submit(testApp.app, completeAnswers('Individual', { email, overrides: { fullName: 'Viktor Petrov', dateOfBirth: '1980-05-17' } }), {}, '10.9.1.2')).statusCode).toBe(200);
    const [hit] = screeningHitsResponseSchema.parse((await asAdmin('GET', '/api/admin/screening/hits?status=open')).json()).hits;
    expect(hit).toBeDefined();
    const { accessKey } = await openDataLink(testApp.app, email);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/data-rights/erasure', headers: keyHeaders(accessKey), payload: {} })).statusCode).toBe(200);
    const pending = adminErasureRequestsResponseSchema.parse((await asAdmin('GET', '/api/admin/data-requests')).json()).requests.find((request) => request.email === email);

    // An admin's resolution is writing (the hit updated, its note recorded, not yet committed) when another admin erases the person.
    const racingNote = 'Not the listed Viktor Petrov: passport Q-1187';
    const erased = await whileHeld(
      testApp.app,
      async (tx) => {
        const now = new Date();
        expect(await createScreeningRepository(tx).resolveHit(hit?.id ?? '', { status: 'false_positive', note: racingNote, resolvedBy: 'admin@example.com', resolvedAt: now })).toBe(true);
        await createAuditRepository(tx).record({ actor: null, action: 'screening.hit_resolved', subjectType: hit?.subjectType ?? '', subjectId: hit?.subjectId ?? '', details: { screeningHitId: hit?.id, note: racingNote } }, now);
      },
      () => asAdmin('POST', `/api/admin/data-requests/${pending?.id}/erase`),
    );
    expect(erased.statusCode).toBe(200);
    expect(await auditText()).not.toContain('Q-1187');
  });
});
