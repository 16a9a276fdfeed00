import { existsSync } from 'node:fs';
import path from 'node:path';
import { retentionOverviewResponseSchema } from '@quorum/domain';
import { eq } from 'drizzle-orm';
import { testClock } from '../../testing/build-test-app';
import { confirmAdmin, signIn } from '../../testing/sign-in';
import { useTestApp } from '../../testing/use-test-app';
import { createAuditRepository } from '../audit/audit.repository';
import { createScreeningRepository } from '../screening/screening.repository';
import { plantedHit } from '../screening/testing/screening-subjects';
import { createRetentionService } from './retention.service';
import { applyWithDocuments, approvedMember, asAdmin, keyHeaders, openDataLink } from './testing/data-rights-people';
import { AS_QUORUM_CLIENT } from '../../testing/client-header';
import { whileHeld } from '../../testing/held-transaction';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily retention run (docs/flows/data-rights.md): closed applications' documents after the
 * policy's days, kept KYC records on their purge date, once a day across instances. The test
 * clock moves; nothing sleeps.
 */
describe('retention', () => {
  const clock = testClock(new Date('2026-11-27T09:00:00.000Z'));
  const testApp = useTestApp({}, { clock });
  let admin: string;

  // The clock moves months: sessions (30 days) end, so the admin signs in afresh for each test.
  beforeEach(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
  });

  const documentsOf = async (applicationId: string) => {
    const { documents } = testApp.app.db.tables;
    return testApp.app.db.query((q) => q.select().from(documents).where(eq(documents.applicationId, applicationId)));
  };
  const applicationRow = async (id: string) => {
    const { applications } = testApp.app.db.tables;
    return testApp.app.db.first((q) => q.select().from(applications).where(eq(applications.id, id)));
  };
  const storedFile = (storedName: string) => path.join(testApp.dataDir, 'files', storedName);
  /** A member found on a list (an open hit on them, kept with the record), then erased at their own request: their application's id and member id. */
  const erasedMemberWithHit = async (email: string, name: string, hitId: string) => {
    const { id, cookie } = await approvedMember(testApp.app, admin, email);
    const memberId = (await applicationRow(id))?.memberId ?? '';
    expect(await createScreeningRepository(testApp.app.db).upsertHit(plantedHit(hitId, { type: 'member', id: memberId, ref: memberId, name }, { createdAt: clock.now() }))).toBe(true);
    return { id, memberId, cookie };
  };
  const eraseAtTheirRequest = async (cookie: string, email: string) => {
    await testApp.app.inject({ method: 'POST', url: '/api/member/data-erasure', headers: { cookie, ...AS_QUORUM_CLIENT }, payload: {} });
    const { requests } = (await asAdmin(testApp.app, admin, 'GET', '/api/admin/data-requests')).json() as { requests: Array<{ id: string; email: string | null }> };
    const request = requests.find((entry) => entry.email === email);
    expect((await asAdmin(testApp.app, admin, 'POST', `/api/admin/data-requests/${request?.id}/erase`)).statusCode).toBe(200);
  };
  const auditOf = async (action: string) => {
    const { auditLog } = testApp.app.db.tables;
    return testApp.app.db.query((q) => q.select().from(auditLog).where(eq(auditLog.action, action)));
  };

  it('deletes a rejected application\u2019s documents 90 days after the rejection, and a withdrawn one\u2019s after its withdrawal', async () => {
    const rejected = await applyWithDocuments(testApp.app, 'rejected@example.com');
    expect((await asAdmin(testApp.app, admin, 'POST', `/api/admin/applications/${rejected.id}/reject`, { reason: 'Not accredited' })).statusCode).toBe(200);
    const withdrawn = await applyWithDocuments(testApp.app, 'withdrawn@example.com');
    clock.advance(10 * DAY_MS);
    const { accessKey } = await openDataLink(testApp.app, 'withdrawn@example.com');
    expect((await testApp.app.inject({ method: 'POST', url: `/api/data-rights/applications/${withdrawn.id}/withdraw`, headers: keyHeaders(accessKey) })).statusCode).toBe(200);
    const open = await applyWithDocuments(testApp.app, 'still-open@example.com');
    const rejectedFiles = (await documentsOf(rejected.id)).map((row) => row.storedName);
    expect(rejectedFiles.length).toBeGreaterThan(0);

    clock.advance(79 * DAY_MS); // day 89 after the rejection
    await testApp.app.dataRights.runRetention();
    expect(await documentsOf(rejected.id)).toHaveLength(rejectedFiles.length);

    clock.advance(1 * DAY_MS + 1); // 90 days and a millisecond
    const run = await testApp.app.dataRights.runRetention();
    expect(run).toMatchObject({ applicationsClosedOut: 1, documentsDeleted: rejectedFiles.length, recordsPurged: 0 });
    expect(await documentsOf(rejected.id)).toEqual([]);
    for (const file of rejectedFiles) expect(existsSync(storedFile(file))).toBe(false);
    expect(await applicationRow(rejected.id)).toMatchObject({ status: 'rejected', documentsPurgedAt: clock.now(), decisionReason: 'Not accredited' });
    expect((await documentsOf(withdrawn.id)).length).toBeGreaterThan(0);
    expect((await auditOf('retention.documents_deleted')).map((entry) => entry.subjectId)).toEqual([rejected.id]);

    // Once a day: the same day again does nothing, whatever is due.
    expect(await testApp.app.dataRights.runRetention()).toBeNull();
    clock.advance(10 * DAY_MS);
    expect(await testApp.app.dataRights.runRetention()).toMatchObject({ applicationsClosedOut: 1 });
    expect(await documentsOf(withdrawn.id)).toEqual([]);
    expect((await documentsOf(open.id)).length).toBeGreaterThan(0);
  });

  it('follows the days an admin sets', async () => {
    const saved = await asAdmin(testApp.app, admin, 'PUT', '/api/admin/settings', { approvalThresholdPercent: 50, investmentStrategy: 'Anything', closedApplicationDocumentsDays: 7 });
    expect(saved.statusCode).toBe(200);
    const rejected = await applyWithDocuments(testApp.app, 'quick@example.com');
    await asAdmin(testApp.app, admin, 'POST', `/api/admin/applications/${rejected.id}/reject`, { reason: 'Incomplete' });
    clock.advance(8 * DAY_MS);
    await testApp.app.dataRights.runRetention();
    expect(await documentsOf(rejected.id)).toEqual([]);
    // Days on, the admin confirms with their passkey again (the admin pages ask every 12 hours).
    await confirmAdmin(testApp.app, admin, 'admin@example.com');
    const overview = retentionOverviewResponseSchema.parse((await asAdmin(testApp.app, admin, 'GET', '/api/admin/retention')).json());
    expect(overview.policy).toEqual({ closedApplicationDocumentsDays: 7, kycRetentionYears: 5 });
    expect(overview.runs[0]).toMatchObject({ day: clock.now().toISOString().slice(0, 10), finishedAt: expect.any(String), applicationsClosedOut: 1 });
    await asAdmin(testApp.app, admin, 'PUT', '/api/admin/settings', { approvalThresholdPercent: 50, investmentStrategy: 'Anything', closedApplicationDocumentsDays: 90 });
  });

  it('purges a kept KYC record on its purge date, with a tombstone that names no one', async () => {
    const { id, cookie } = await approvedMember(testApp.app, admin, 'former@example.com');
    await testApp.app.inject({ method: 'POST', url: '/api/member/data-erasure', headers: { cookie, ...AS_QUORUM_CLIENT }, payload: {} });
    const { requests } = (await asAdmin(testApp.app, admin, 'GET', '/api/admin/data-requests')).json() as { requests: Array<{ id: string; email: string | null }> };
    const request = requests.find((entry) => entry.email === 'former@example.com');
    expect((await asAdmin(testApp.app, admin, 'POST', `/api/admin/data-requests/${request?.id}/erase`)).statusCode).toBe(200);
    const keptFiles = (await documentsOf(id)).map((row) => row.storedName);
    const purgeAt = (await applicationRow(id))?.retainedUntil;
    expect(purgeAt).toBeInstanceOf(Date);

    clock.set(new Date((purgeAt?.getTime() ?? 0) - DAY_MS));
    expect(await testApp.app.dataRights.runRetention()).toMatchObject({ recordsPurged: 0 });
    expect(await applicationRow(id)).toBeDefined();

    clock.set(new Date((purgeAt?.getTime() ?? 0) + 1));
    expect(await testApp.app.dataRights.runRetention()).toMatchObject({ recordsPurged: 1 });
    expect(await applicationRow(id)).toBeUndefined();
    expect(await documentsOf(id)).toEqual([]);
    for (const file of keptFiles) expect(existsSync(storedFile(file))).toBe(false);
    const [tombstone] = await auditOf('retention.record_purged');
    expect(tombstone).toMatchObject({ subjectType: 'application', subjectId: id, actorId: null, details: { reason: 'member-kyc', purgeAt: purgeAt?.toISOString() } });
    expect(JSON.stringify(tombstone)).not.toContain('former@example.com');
    // Only the tombstone is left of what the log said about the record.
    const { auditLog } = testApp.app.db.tables;
    expect((await testApp.app.db.query((q) => q.select().from(auditLog).where(eq(auditLog.subjectId, id)))).map((entry) => entry.action)).toEqual(['retention.record_purged']);
  });

  it('takes with a purged record every note about its hits, those written after the erasure and those filed under a hit', async () => {
    const NOTE = 'Not the listed Jon Later: later@example.com, passport Z-4410';
    // A re-screening found the member on a list before they asked to be erased (the hit is kept with the record).
    const { id, memberId, cookie } = await erasedMemberWithHit('later@example.com', 'Jon Later', 'hit_later');
    const screening = createScreeningRepository(testApp.app.db);
    // An entry filed under the hit itself, as resolutions once were.
    await createAuditRepository(testApp.app.db).record({ actor: null, action: 'screening.hit_resolved', subjectType: 'screening_hit', subjectId: 'hit_legacy', details: { note: NOTE } }, clock.now());
    expect(await screening.upsertHit(plantedHit('hit_legacy', { type: 'member', id: memberId, ref: memberId, name: 'Jon Later' }, { createdAt: clock.now() }))).toBe(true);

    await eraseAtTheirRequest(cookie, 'later@example.com');
    // After the erasure, an admin resolves the kept hit with a note that names the person.
    expect((await asAdmin(testApp.app, admin, 'POST', '/api/admin/screening/hits/hit_later/resolve', { resolution: 'false_positive', note: NOTE })).statusCode).toBe(200);
    const { auditLog } = testApp.app.db.tables;
    const logText = async () => JSON.stringify(await testApp.app.db.query((q) => q.select().from(auditLog)));
    expect(await logText()).toContain('Z-4410');

    clock.set(new Date(((await applicationRow(id))?.retainedUntil?.getTime() ?? 0) + 1));
    expect(await testApp.app.dataRights.runRetention()).toMatchObject({ recordsPurged: 1 });
    expect(await logText()).not.toContain('Z-4410');
    expect(await logText()).not.toContain('later@example.com');
    expect(await screening.hitsOf('member', memberId)).toEqual([]);
  });

  it('leaves no note about a hit resolved while the record is being purged: the resolution lands before the purge, or finds no hit', async () => {
    const NOTE = 'Not the listed Ann Racing: passport R-5521';
    const { id, memberId, cookie } = await erasedMemberWithHit('racing@example.com', 'Ann Racing', 'hit_racing');
    const screening = createScreeningRepository(testApp.app.db);
    await eraseAtTheirRequest(cookie, 'racing@example.com');

    // An admin's resolution is writing (the hit updated, its note recorded, not yet committed) when the purge date's run starts.
    clock.set(new Date(((await applicationRow(id))?.retainedUntil?.getTime() ?? 0) + 1));
    const purged = await whileHeld(
      testApp.app,
      async (tx) => {
        expect(await createScreeningRepository(tx).resolveHit('hit_racing', { status: 'false_positive', note: NOTE, resolvedBy: 'admin@example.com', resolvedAt: clock.now() })).toBe(true);
        await createAuditRepository(tx).record({ actor: null, action: 'screening.hit_resolved', subjectType: 'member', subjectId: memberId, details: { screeningHitId: 'hit_racing', note: NOTE } }, clock.now());
      },
      () => testApp.app.dataRights.runRetention(),
    );
    expect(purged).toMatchObject({ recordsPurged: 1 });
    const { auditLog } = testApp.app.db.tables;
    expect(JSON.stringify(await testApp.app.db.query((q) => q.select().from(auditLog)))).not.toContain('R-5521');
    expect(await screening.hitsOf('member', memberId)).toEqual([]);
  });

  it('runs once a day however many instances try at once, and another takes over a run whose instance died', async () => {
    const { app } = testApp;
    clock.advance(3 * DAY_MS);
    const service = createRetentionService({ db: app.db, clock: app.clock, storage: app.storage, forgetDeleted: () => app.db.forgetDeleted() });
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((owner) => service.runDue(`instance-${owner}`, 60_000)));
    expect(results.filter((result) => result !== null)).toHaveLength(1);

    // An instance claimed tomorrow's run and died: once its lease has run out, another runs it.
    clock.advance(DAY_MS);
    const { retentionRuns } = app.db.tables;
    await app.db.query((q) => q.insert(retentionRuns).values({ day: clock.now().toISOString().slice(0, 10), leaseOwner: 'dead-instance', leaseUntil: new Date(clock.now().getTime() + 60_000), startedAt: clock.now() }));
    expect(await service.runDue('instance-e', 60_000)).toBeNull();
    clock.advance(61_000);
    expect(await service.runDue('instance-e', 60_000)).not.toBeNull();
  });
});
