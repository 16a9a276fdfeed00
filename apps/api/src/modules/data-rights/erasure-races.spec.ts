import { writeFile } from 'node:fs/promises';
import { adminErasureRequestsResponseSchema, screeningHitsResponseSchema } from '@quorum/domain';
import { completeAnswers } from '@quorum/testing';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { whileHeld } from '../../testing/held-transaction';
import { signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { newId } from '../../lib/ids';
import { createApplicationsRepository } from '../applications/applications.repository';
import { createDocumentsRepository } from '../applications/documents.repository';
import { submit } from '../applications/test-requests';
import { holdsAdminRole } from '../members/admin-roles';
import { holdingAdminRoster } from '../members/admin-roster';
import { createMembersRepository } from '../members/members.repository';
import { screenApplication } from '../screening/screen-subjects';
import { matcher } from '../screening/screening-engine';
import { createScreeningRepository } from '../screening/screening.repository';
import { importList, ofacSdnXml, rescreeningAfter, type ListedPerson } from '../screening/testing/list-files';
import { plantedHit } from '../screening/testing/screening-subjects';
import { applyWithDocuments, asAdmin, keyHeaders, openDataLink } from './testing/data-rights-people';

const PETROV: ListedPerson = { id: '9101', firstName: 'Viktor', lastName: 'Petrov', birthDate: '17 May 1980' };

/**
 * An erasure decides from what it counts (docs/flows/data-rights.md): what it must keep, what it
 * deletes, whether the person is the last admin; an approval decides from the application's open
 * hits. Each test commits a change to one of those at the instant the decision runs (held open until
 * the decision is seen waiting for it, on PostgreSQL), and the decision must be made on the change,
 * not past it.
 */
describe('an erasure (or an approval) racing a change to what it decides on', () => {
  const testApp = useTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
  });

  /** The pending erasure request of `email`, asked through an emailed data link. */
  const requestErasure = async (email: string) => {
    const { accessKey } = await openDataLink(testApp.app, email);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/data-rights/erasure', headers: keyHeaders(accessKey), payload: {} })).statusCode).toBe(200);
    return adminErasureRequestsResponseSchema.parse((await asAdmin(testApp.app, admin, 'GET', '/api/admin/data-requests')).json()).requests.find((request) => request.email === email);
  };

  it('deletes with the record a document committing meanwhile, file and all', async () => {
    const { app } = testApp;
    const email = 'racing.upload@example.com';
    const { id } = await applyWithDocuments(app, email);
    const pending = await requestErasure(email);
    // The applicant's upload as documents.service stores it: the file in place, then its row under the application's lock.
    const temp = app.storage.newTempPath();
    await writeFile(temp, Buffer.from('%PDF-1.4 a passport scan\n%%EOF\n'));
    const storedName = await app.storage.commit(temp);
    const erased = await whileHeld(
      app,
      async (tx) => {
        expect(await createApplicationsRepository(tx).findForWrite(id)).toBeDefined();
        await createDocumentsRepository(tx).insertMany([{ id: newId(), applicationId: id, documentType: 'idScan', originalName: 'passport.pdf', storedName, mimeType: 'application/pdf', size: 40, sha256: 'a'.repeat(64), reviewStatus: 'pending', createdAt: new Date() }]);
      },
      () => asAdmin(app, admin, 'POST', `/api/admin/data-requests/${pending?.id}/erase`),
    );
    expect(erased.statusCode).toBe(200);
    expect(await app.storage.storedNames()).not.toContain(storedName);
  });

  it('keeps a record whose screening hit is confirmed as a true match meanwhile', async () => {
    const { app } = testApp;
    const imported = await importList(app, admin, 'ofac-sdn', [{ name: 'sdn.xml', bytes: ofacSdnXml('11/20/2026', [PETROV]) }]);
    await rescreeningAfter(app, admin, imported);
    const email = 'petrov.confirmed@example.com';
    const submitted = await submit(app, completeAnswers('Individual', { email, overrides: { fullName: 'Viktor Petrov', dateOfBirth: '1980-05-17' } }), {}, '10.9.2.1');
    const applicationId = (submitted.json() as { submissionId: string }).submissionId;
    const hit = screeningHitsResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/admin/screening/hits?status=open', headers: { cookie: admin, ...AS_QUORUM_CLIENT } })).json()).hits.find((open) => open.subjectId === applicationId);
    expect(hit).toBeDefined();
    const pending = await requestErasure(email);
    expect(pending?.plan.kept).toEqual([]);
    // One admin confirms the match while another carries out the erasure.
    const erased = await whileHeld(
      app,
      async (tx) => {
        expect(await createScreeningRepository(tx).resolveHit(hit?.id ?? '', { status: 'true_match', note: 'Confirmed against the list entry', resolvedBy: 'admin@example.com', resolvedAt: new Date() })).toBe(true);
      },
      () => asAdmin(app, admin, 'POST', `/api/admin/data-requests/${pending?.id}/erase`),
    );
    expect(erased.statusCode).toBe(200);
    expect(await createApplicationsRepository(app.db).findById(applicationId)).toBeDefined();
    expect((await createScreeningRepository(app.db).hitsOf('application', applicationId)).map((kept) => kept.status)).toEqual(['true_match']);
  });

  it('keeps an application from approval while a re-screening writes a hit on it', async () => {
    const { app } = testApp;
    const { id } = await applyWithDocuments(app, 'screened.meanwhile@example.com');
    const hit = plantedHit('hit_meanwhile', { type: 'application', id, ref: 'applicant', name: 'Ada Meanwhile' });
    // A re-screening run writes a new hit on the application (holding its row, as it does) when an admin approves it.
    const approved = await whileHeld(
      app,
      async (tx) => {
        expect(await createApplicationsRepository(tx).findForWrite(id)).toBeDefined();
        expect(await createScreeningRepository(tx).upsertHit(hit)).toBe(true);
      },
      () => asAdmin(app, admin, 'POST', `/api/admin/applications/${id}/approve`),
    );
    expect(approved.statusCode).toBe(409);
    expect((await createApplicationsRepository(app.db).findById(id))?.status).not.toBe('approved');
  });

  it('screens the person as a member when their application is approved while a re-screening screens it, never leaving a hit on the approved application', async () => {
    const { app } = testApp;
    const email = 'approved.meanwhile@example.com';
    const submitted = await submit(app, completeAnswers('Individual', { email, overrides: { fullName: 'Ivan Draganov', dateOfBirth: '1971-03-02' } }), {}, '10.9.2.7');
    const applicationId = (submitted.json() as { submissionId: string }).submissionId;
    // A list naming them made active without a run of its own: the run under test is the one below.
    const screening = createScreeningRepository(app.db);
    const listId = newId();
    const entryId = newId();
    await screening.insertList({ id: listId, source: 'un-consolidated', name: 'UN', version: 'race', publishedAt: null, entryCount: 1, sha256: 'b'.repeat(64), active: false, importedAt: new Date(), importedBy: 'admin@example.com' });
    await screening.addEntries(
      [{ id: entryId, listId, externalId: 'R1', kind: 'person', name: 'Ivan Draganov', aliases: [], birthDates: ['1971-03-02'], nationalities: [], topics: ['sanction'], details: {} }],
      matcher.nameKeys('Ivan Draganov').map((key) => ({ key, entryId })),
    );
    await screening.activate({ id: listId, source: 'un-consolidated' });
    // The approval commits (the application approved, its member made) while the run, having read the application as submitted, waits to write.
    const screened = await whileHeld(
      app,
      async (tx) => {
        expect(await createApplicationsRepository(tx).findForWrite(applicationId)).toBeDefined();
        expect(await createApplicationsRepository(tx).transition(applicationId, ['submitted', 'in_review'], 'approved', new Date())).toBe(true);
        await createMembersRepository(tx).create({ email, role: 'member', allRoles: ['member'], firstName: 'Ivan', lastName: 'Draganov', memberType: 'Individual', applicationId }, new Date());
      },
      () => screenApplication(app.db, applicationId, new Date()),
    );
    expect(screened).toEqual({ screened: false });
    expect(await screening.hitsOf('application', applicationId)).toEqual([]);
    const member = await createMembersRepository(app.db).findByEmail(email);
    expect((await screening.hitsOf('member', member?.id ?? '')).map((hit) => [hit.status, hit.personName])).toEqual([['open', 'Ivan Draganov']]);
  });

  it('never leaves the network without an admin when two admins are removed at once', async () => {
    const { app } = testApp;
    const members = createMembersRepository(app.db);
    const other = await members.create({ email: 'second.admin@example.com', role: 'admin', allRoles: ['admin'], firstName: 'Second', lastName: 'Admin' }, new Date());
    expect((await app.inject({ method: 'POST', url: '/api/member/data-erasure', headers: { cookie: admin, ...AS_QUORUM_CLIENT }, payload: {} })).statusCode).toBe(200);
    const mine = adminErasureRequestsResponseSchema.parse((await asAdmin(app, admin, 'GET', '/api/admin/data-requests')).json()).requests.find((request) => request.email === 'admin@example.com');
    expect(mine?.plan.blockedBy).toBeNull();
    // The other admin's own erasure is committing when this one runs (an erasure holds the admin roster).
    const erased = await whileHeld(
      app,
      async (tx) => {
        await holdingAdminRoster(tx);
        await createMembersRepository(tx).erase(other.id, `erased-${other.id}@erased.invalid`, new Date());
      },
      () => asAdmin(app, admin, 'POST', `/api/admin/data-requests/${mine?.id}/erase`),
    );
    expect(erased.statusCode).toBe(409);
    expect((await members.list()).filter((member) => member.state === 'active' && holdsAdminRole(member))).not.toEqual([]);
  });

  it('never lets an admin being erased take the last other admin’s role away', async () => {
    const { app } = testApp;
    const members = createMembersRepository(app.db);
    const acting = await members.create({ email: 'acting.admin@example.com', role: 'admin', allRoles: ['admin'], firstName: 'Acting', lastName: 'Admin' }, new Date());
    const cookie = await signIn(app, 'acting.admin@example.com');
    // Everyone else stops being an admin first, so the two below are the network's last.
    for (const member of await members.list()) if (member.id !== acting.id && holdsAdminRole(member) && member.email !== 'last.admin@example.com') await members.setRoles(member.id, 'member', ['member'], new Date());
    const last = await members.create({ email: 'last.admin@example.com', role: 'admin', allRoles: ['admin'], firstName: 'Last', lastName: 'Admin' }, new Date());
    // The acting admin's erasure is committing (holding the admin roster) when their demotion of the other arrives.
    const demoted = await whileHeld(
      app,
      async (tx) => {
        await holdingAdminRoster(tx);
        await createMembersRepository(tx).erase(acting.id, `erased-${acting.id}@erased.invalid`, new Date());
      },
      () => app.inject({ method: 'PUT', url: `/api/admin/members/${last.id}/roles`, headers: { cookie, ...AS_QUORUM_CLIENT }, payload: { role: 'member', allRoles: ['member'] } }),
    );
    expect(demoted.statusCode).not.toBe(200);
    expect(holdsAdminRole((await members.findById(last.id)) ?? { role: 'member', allRoles: [] })).toBe(true);
  });
});
