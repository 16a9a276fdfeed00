import { applicationScreeningResponseSchema, SCREENING_MESSAGES, screeningHitsResponseSchema, type ScreeningHit } from '@quorum/domain';
import { completeAnswers } from '@quorum/testing';
import { eq } from 'drizzle-orm';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { memberWithRoles } from '../../testing/members';
import { signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { submit } from '../applications/test-requests';
import { importList, ofacSdnXml, openSanctionsCsv, rescreeningAfter, unConsolidatedXml, type ListedPerson } from './testing/list-files';

const PETROV: ListedPerson = { id: '9001', firstName: 'Viktor', lastName: 'Petrov', aliases: [{ firstName: 'Wiktor', lastName: 'Pietrow' }], birthDate: '17 May 1980', nationality: 'Russia' };
const HADDAD: ListedPerson = { id: '9002', firstName: 'Amina', lastName: 'Haddad', birthDate: '1975' };
const LATER: ListedPerson & { dataset: string } = { id: 'NK-77', firstName: 'Oskar', lastName: 'Lindqvist', birthDate: '1969-03-02', dataset: 'Every Politician' };

/** Screening at submission, the review of hits, the approval block, and a member's suspension (docs/flows/screening.md). */
describe('screening applications and members', () => {
  const testApp = useTestApp();
  let admin: string;
  let address = 0;

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
  });

  const apply = async (set: Parameters<typeof completeAnswers>[0], email: string, overrides: Record<string, unknown>) => {
    address += 1;
    const response = await submit(testApp.app, completeAnswers(set, { email, overrides }), {}, `10.9.0.${address}`);
    expect(response.statusCode).toBe(200);
    return response.json().submissionId as string;
  };
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie: admin, ...AS_QUORUM_CLIENT }, ...(payload ? { payload } : {}) });
  const screeningOf = async (id: string) => applicationScreeningResponseSchema.parse((await asAdmin('GET', `/api/admin/applications/${id}/screening`)).json());
  const openHits = async () => screeningHitsResponseSchema.parse((await asAdmin('GET', '/api/admin/screening/hits?status=open')).json()).hits;
  const resolve = (hit: ScreeningHit | undefined, resolution: string, note: string) => asAdmin('POST', `/api/admin/screening/hits/${hit?.id}/resolve`, { resolution, note });
  const audit = async (action: string) => (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.auditLog))).filter((entry) => entry.action === action);

  it('before any list is imported, a submitted application is unscreened', async () => {
    const id = await apply('Individual', 'early@example.com', { fullName: 'Viktor Petrov', dateOfBirth: '1980-05-17' });
    expect(await screeningOf(id)).toEqual({ success: true, hits: [], pepAnswer: 'yes', screenedAt: null, blocksApproval: false });
  });

  it('an import re-screens the undecided applications', async () => {
    const imported = await importList(testApp.app, admin, 'ofac-sdn', [{ name: 'sdn.xml', bytes: ofacSdnXml('11/20/2026', [PETROV, HADDAD]) }]);
    expect(imported.json()).toMatchObject({ success: true, list: { rescreening: { state: 'pending' } } });
    expect(await rescreeningAfter(testApp.app, admin, imported)).toMatchObject({ applications: 1, newHits: 1, failed: 0 });
  });

  it('flags the applicant whose name and date of birth match, with the list, the entry, the matched fields and the score', async () => {
    const id = await apply('Individual', 'viktor@example.com', { fullName: 'Viktor Petrov', dateOfBirth: '1980-05-17', pepStatus: 'no' });
    const screening = await screeningOf(id);
    expect(screening).toMatchObject({ pepAnswer: 'no', blocksApproval: true, screenedAt: expect.any(String) });
    expect(screening.hits).toHaveLength(1);
    expect(screening.hits[0]).toMatchObject({
      subjectType: 'application',
      subjectId: id,
      personName: 'Viktor Petrov',
      personRole: 'applicant',
      list: { source: 'ofac-sdn', version: '2026-11-20' },
      entry: { externalId: '9001', name: expect.stringMatching(/Viktor/), aliases: [expect.stringMatching(/Wiktor/)], birthDates: ['1980-05-17'] },
      matchedFields: { birthDate: 'match' },
      status: 'open',
    });
    expect(screening.hits[0]?.score).toBeGreaterThan(0);
  });

  it('does not flag a namesake born in another year, nor an unrelated name', async () => {
    const namesake = await apply('Individual', 'namesake@example.com', { fullName: 'Viktor Petrov', dateOfBirth: '1992-01-09' });
    expect((await screeningOf(namesake)).hits).toEqual([]);
    const unrelated = await apply('Individual', 'other@example.com', { fullName: 'Margaret Whitfield', dateOfBirth: '1980-05-17' });
    expect(await screeningOf(unrelated)).toMatchObject({ hits: [], blocksApproval: false, screenedAt: expect.any(String) });
  });

  it('matches across accents, transliteration and word order, and leaves a near-miss alone', async () => {
    const listed: ListedPerson = { id: 'UN-31', firstName: 'Jürgen', lastName: 'Müller', birthDate: '1971-02-03' };
    await rescreeningAfter(testApp.app, admin, await importList(testApp.app, admin, 'un-consolidated', [{ name: 'consolidated.xml', bytes: unConsolidatedXml('2026-11-20T00:00:00.000Z', [listed]) }]));
    const reordered = await apply('Individual', 'jurgen@example.com', { fullName: 'Muller Jurgen', dateOfBirth: '1971-02-03' });
    expect((await screeningOf(reordered)).hits.map((hit) => hit.entry.externalId)).toEqual(['UN-31']);
    const nearMiss = await apply('Individual', 'jordan@example.com', { fullName: 'Jordan Millner', dateOfBirth: '1971-02-03' });
    expect((await screeningOf(nearMiss)).hits).toEqual([]);
  });

  it('screens each person an entity names: a beneficial owner listed under an alias is flagged in their role', async () => {
    const owner = { name: 'Wiktor Pietrow', ownershipPercentage: 40, idNumber: 'BO-1', idDocuments: [{ name: 'owner.png', size: 2048, type: 'image/png' }] };
    const id = await apply('Corporation', 'corp@example.com', { beneficialOwners: [owner] });
    const { hits, blocksApproval } = await screeningOf(id);
    expect(blocksApproval).toBe(true);
    expect(hits.map((hit) => [hit.personName, hit.personRole, hit.entry.externalId])).toEqual([['Wiktor Pietrow', 'beneficial_owner', '9001']]);
  });

  it('an open hit blocks approval with the reason; resolving it as a false positive, audit-logged with the note, lets the approval through', async () => {
    const id = await apply('Individual', 'blocked@example.com', { fullName: 'Viktor Petrov', dateOfBirth: '1980-05-17' });
    const refused = await asAdmin('POST', `/api/admin/applications/${id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: SCREENING_MESSAGES.approvalBlocked });

    const [hit] = (await screeningOf(id)).hits;
    expect((await resolve(hit, 'maybe', 'Not sure')).statusCode).toBe(400);
    const resolved = await resolve(hit, 'false_positive', 'Passport shows a different person');
    expect(resolved.json()).toMatchObject({ success: true, hit: { id: hit?.id, status: 'false_positive', note: 'Passport shows a different person', resolvedBy: 'admin@example.com' } });
    expect((await resolve(hit, 'true_match', 'Changed my mind')).statusCode).toBe(409);
    // Filed under the application the hit is about (its erasure takes the note: screening-erasure.spec).
    const entries = (await audit('screening.hit_resolved')).filter((entry) => entry.details['screeningHitId'] === hit?.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: 'admin@example.com', subjectType: 'application', subjectId: id, details: { resolution: 'false_positive', note: 'Passport shows a different person' } });
    expect(JSON.stringify(entries[0]?.details)).not.toMatch(/Petrov/);

    expect((await screeningOf(id)).blocksApproval).toBe(false);
    expect((await asAdmin('POST', `/api/admin/applications/${id}/approve`)).json()).toMatchObject({ success: true, status: 'approved' });
  });

  it('re-screening refreshes a hit’s snapshot and keeps a resolved hit resolved', async () => {
    const id = await apply('Individual', 'again@example.com', { fullName: 'Viktor Petrov', dateOfBirth: '1980-05-17' });
    const [hit] = (await screeningOf(id)).hits;
    await resolve(hit, 'false_positive', 'Different person, checked the passport');
    const imported = await importList(testApp.app, admin, 'ofac-sdn', [{ name: 'sdn.xml', bytes: ofacSdnXml('11/21/2026', [PETROV, HADDAD]) }]);
    expect(await rescreeningAfter(testApp.app, admin, imported)).toMatchObject({ state: 'done' });
    expect((await screeningOf(id)).hits).toEqual([expect.objectContaining({ id: hit?.id, status: 'false_positive', list: expect.objectContaining({ version: '2026-11-21' }) })]);
    // The approved applicant is a member now, screened as one: their own hit is new and open.
    expect((await openHits()).filter((found) => found.subjectType === 'member').map((found) => found.personName)).toEqual(['Viktor Petrov']);
  });

  describe('a member newly listed', () => {
    let memberCookie: string;
    let memberId: string;

    beforeAll(async () => {
      memberCookie = await memberWithRoles(testApp.app, 'oskar@example.com', 'member');
      const saved = await testApp.app.inject({ method: 'PUT', url: '/api/member/profile', headers: { cookie: memberCookie, ...AS_QUORUM_CLIENT }, payload: { firstName: 'Oskar', lastName: 'Lindqvist' } });
      expect(saved.statusCode).toBe(200);
    });

    // The member an earlier approval made (Viktor Petrov) has hits of their own: only Oskar's count here.
    const oskarsOpenHits = async () => (await openHits()).filter((hit) => hit.subjectType === 'member' && hit.personName === 'Oskar Lindqvist');
    const memberRoute = () => testApp.app.inject({ method: 'GET', url: '/api/deals/portfolio', headers: { cookie: memberCookie } });

    it('is found when the next list is imported (ongoing monitoring)', async () => {
      expect(await oskarsOpenHits()).toEqual([]);
      const imported = await importList(testApp.app, admin, 'opensanctions', [{ name: 'targets.simple.csv', bytes: openSanctionsCsv('2026-11-22T08:00:00', [LATER]) }]);
      expect(await rescreeningAfter(testApp.app, admin, imported)).toMatchObject({ members: expect.any(Number), newHits: 1 });
      const [hit] = await oskarsOpenHits();
      expect(hit).toMatchObject({ personName: 'Oskar Lindqvist', personRole: 'member', list: { source: 'opensanctions' }, entry: { externalId: 'NK-77' } });
      memberId = hit?.subjectId ?? '';
    });

    it('a true match suspends their access (audit-logged); only an explicit reactivation restores it', async () => {
      expect((await memberRoute()).statusCode).toBe(200);
      const [hit] = await oskarsOpenHits();
      expect((await resolve(hit, 'true_match', 'Confirmed against the passport')).json()).toMatchObject({ hit: { status: 'true_match' } });
      expect((await memberRoute()).statusCode).toBe(403);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/member/profile', headers: { cookie: memberCookie } })).statusCode).toBe(403);
      expect((await memberRoute()).json()).toEqual({ success: false, error: SCREENING_MESSAGES.memberSuspended });
      expect(await audit('member.suspended')).toEqual([expect.objectContaining({ subjectType: 'member', subjectId: memberId, details: { screeningHitId: hit?.id } })]);

      // A later import finds the same entry again: the resolved hit stays resolved and the member stays suspended.
      await rescreeningAfter(testApp.app, admin, await importList(testApp.app, admin, 'opensanctions', [{ name: 'targets.simple.csv', bytes: openSanctionsCsv('2026-11-23T08:00:00', [LATER]) }]));
      expect(await oskarsOpenHits()).toEqual([]);
      expect((await memberRoute()).statusCode).toBe(403);

      const reactivated = await asAdmin('POST', `/api/admin/members/${memberId}/reactivate`);
      expect(reactivated.json()).toEqual({ success: true, memberId, state: 'active' });
      expect((await memberRoute()).statusCode).toBe(200);
      expect(await audit('member.reactivated')).toEqual([expect.objectContaining({ subjectId: memberId, actorEmail: 'admin@example.com' })]);
      expect((await asAdmin('POST', `/api/admin/members/${memberId}/reactivate`)).statusCode).toBe(409);
      expect((await asAdmin('POST', '/api/admin/members/nobody/reactivate')).statusCode).toBe(404);
    });
  });

  describe('a suspended member', () => {
    it('is told why on every route that needs a signed-in member, and keeps the public ones', async () => {
      const { members } = testApp.app.db.tables;
      const paused = await memberWithRoles(testApp.app, 'paused@example.com', 'member');
      // Written straight to the column: the route under test is the access check, not the resolution that suspends.
      await testApp.app.db.query((q) => q.update(members).set({ state: 'suspended' }).where(eq(members.email, 'paused@example.com')));
      const as = (method: 'GET' | 'POST', url: string) => testApp.app.inject({ method, url, headers: { cookie: paused, ...AS_QUORUM_CLIENT } });

      for (const [method, url] of [['GET', '/api/deals'], ['GET', '/api/member/profile'], ['GET', '/api/admin/screening/lists']] as const) {
        const refused = await as(method, url);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ success: false, error: SCREENING_MESSAGES.memberSuspended });
      }
      // The decision follows the matched route, not the path as written: an unknown path stays a 404.
      expect((await as('GET', '/api/not-a-route')).statusCode).toBe(404);
      // The session answer and sign-out are public: the app learns the state and can sign the person out.
      expect((await as('GET', '/api/auth/session')).json()).toMatchObject({ success: true, email: 'paused@example.com', state: 'suspended' });
      expect((await as('POST', '/api/logout')).statusCode).toBe(200);
    });

    it('a member in another inactive state gets the generic refusal, not the screening message', async () => {
      const { members } = testApp.app.db.tables;
      const closed = await memberWithRoles(testApp.app, 'closed@example.com', 'member');
      await testApp.app.db.query((q) => q.update(members).set({ state: 'closed' }).where(eq(members.email, 'closed@example.com')));
      const refused = await testApp.app.inject({ method: 'GET', url: '/api/deals', headers: { cookie: closed } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, error: 'You do not have access to this' });
    });
  });
});
