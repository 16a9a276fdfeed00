import type { InjectOptions } from 'fastify';
import { createDraftResponseSchema, draftResponseSchema, openDraftResponseSchema } from '@quorum/domain';
import { sha256Hex } from '../../crypto/hashing';
import { testClock } from '../../testing/build-test-app';
import { startS3Server, type S3TestServer } from '../../testing/s3/server';
import { useTestApp } from '../../testing/use-test-app';
import { createDraftsRepository } from './drafts.repository';
import { createDraftsService } from './drafts.service';
import { attachFile, createDraft, keyHeader, latestDraftLink, samplePayload } from './test-drafts';

/**
 * Anyone may start a saved copy for any address, so the key its creator gets holds only until
 * someone opens a link emailed to that address (docs/flows/wizard.md, "Who may reach a copy"):
 * nobody who has not proven the address reads or changes what is written after that.
 */
describe('server drafts: the address must be proven', () => {
  const clock = testClock();
  const testApp = useTestApp({ PUBLIC_URL: 'https://quorum.example.com' }, { clock });
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const victimsAnswers = samplePayload({ savedAt: Date.parse('2026-06-01T13:00:00Z'), answers: { entityType: 'Individual', firstName: 'Vera', lastName: 'Victim', passportNumber: 'P-VICTIM-123' } });

  /** A stranger starts a copy for the victim's address; the victim opens the emailed link and fills it in. */
  async function strangerStartsVictimFinishes(email: string) {
    const stranger = createDraftResponseSchema.parse((await createDraft(testApp.app, email, samplePayload(), '198.51.100.7')).json());
    // Before the link is opened, the creator's key works: the applicant's own browser sends its files.
    expect((await attachFile(testApp.app, stranger.draftId, stranger.deviceKey, 'planted', 'id.png')).statusCode).toBe(200);
    const opened = openDraftResponseSchema.parse((await inject({ method: 'POST', url: '/api/drafts/open', payload: { token: await latestDraftLink(testApp.app, email) } })).json());
    const victimKey = opened.deviceKey;
    const saved = await inject({ method: 'PUT', url: `/api/drafts/${stranger.draftId}`, headers: keyHeader(victimKey), payload: { payload: victimsAnswers, fileSlots: ['planted'] } });
    expect(saved.statusCode).toBe(200);
    const scan = await attachFile(testApp.app, stranger.draftId, victimKey, 'file_passport', 'passport.pdf');
    expect(scan.statusCode).toBe(200);
    return { draftId: stranger.draftId, strangerKey: stranger.deviceKey, victimKey, scanId: (scan.json() as { file: { id: string } }).file.id };
  }

  it('drops the creator’s key when the link is first opened: the stranger reads, changes and deletes nothing after', async () => {
    const { draftId, strangerKey, victimKey, scanId } = await strangerStartsVictimFinishes('vera@example.com');
    const asStranger = keyHeader(strangerKey);
    const tries = [
      await inject({ method: 'GET', url: `/api/drafts/${draftId}`, headers: asStranger }),
      await inject({ method: 'GET', url: `/api/drafts/${draftId}/files/${scanId}`, headers: asStranger }),
      await inject({ method: 'PUT', url: `/api/drafts/${draftId}`, headers: asStranger, payload: { payload: samplePayload({ savedAt: Date.parse('2026-06-09T00:00:00Z'), answers: { email: 'stranger@example.com' } }), fileSlots: [] } }),
      await attachFile(testApp.app, draftId, strangerKey, 'file_passport', 'id.png'),
      await inject({ method: 'DELETE', url: `/api/drafts/${draftId}`, headers: asStranger }),
    ];
    expect(tries.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    for (const answer of tries) expect(answer.body).not.toContain('P-VICTIM-123');
    // The victim's copy is as they left it, their passport scan included.
    const theirs = draftResponseSchema.parse((await inject({ method: 'GET', url: `/api/drafts/${draftId}`, headers: keyHeader(victimKey) })).json());
    expect(theirs.draft.payload).toEqual(victimsAnswers);
    expect(theirs.draft.files.map((file) => file.slot).sort()).toEqual(['file_passport', 'planted']);
  });

  it('refuses a write by the creator’s key that was checked before the link was opened and lands after', async () => {
    const email = 'race@example.com';
    const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, email)).json());
    const repository = createDraftsRepository(testApp.app.db);
    const checkedBefore = { keyHash: sha256Hex(deviceKey) };
    expect(await repository.holds(draftId, checkedBefore)).toBe(true);
    await inject({ method: 'POST', url: '/api/drafts/open', payload: { token: await latestDraftLink(testApp.app, email) } });
    const now = clock.now();
    expect(await repository.holds(draftId, checkedBefore)).toBe(false);
    expect(await repository.updatePayload(draftId, 'sealed-by-the-stranger', now, now, [], checkedBefore)).toBeUndefined();
    expect(await repository.delete(draftId, checkedBefore)).toBeUndefined();
    expect((await repository.findLive(draftId, now))?.payload).not.toBe('sealed-by-the-stranger');
    expect(await repository.files(draftId)).toEqual([]);
  });

  it('leaves no moment where the address is proven and the creator’s key still writes: writes racing the opening land before it or not at all', async () => {
    // Each round: the stranger fires saves and files at the copy while the victim opens the link.
    // Whatever of the stranger's got in was there when the link was opened, so it is in what the
    // opening answered; nothing the stranger sent changes the copy after that.
    for (let round = 0; round < 8; round += 1) {
      const email = `racing-${round}@example.com`;
      const stranger = createDraftResponseSchema.parse((await createDraft(testApp.app, email)).json());
      const token = await latestDraftLink(testApp.app, email);
      const strangerSaves = Array.from({ length: 6 }, (_, index) =>
        inject({ method: 'PUT', url: `/api/drafts/${stranger.draftId}`, headers: keyHeader(stranger.deviceKey), payload: { payload: samplePayload({ savedAt: Date.parse('2026-06-02T00:00:00Z') + index, answers: { email: `stranger-${index}@example.com` } }), fileSlots: [] } }),
      );
      const strangerFiles = Array.from({ length: 3 }, (_, index) => attachFile(testApp.app, stranger.draftId, stranger.deviceKey, `planted_${index}`, 'id.png'));
      const [opening] = await Promise.all([inject({ method: 'POST', url: '/api/drafts/open', payload: { token } }), ...strangerSaves, ...strangerFiles]);
      const opened = openDraftResponseSchema.parse(opening.json());
      const now = draftResponseSchema.parse((await inject({ method: 'GET', url: `/api/drafts/${stranger.draftId}`, headers: keyHeader(opened.deviceKey) })).json());
      expect(now.draft.payload).toEqual(opened.draft.payload);
      expect(now.draft.files.map((file) => file.id).sort()).toEqual(opened.draft.files.map((file) => file.id).sort());
      expect((await inject({ method: 'GET', url: `/api/drafts/${stranger.draftId}`, headers: keyHeader(stranger.deviceKey) })).statusCode).toBe(404);
    }
  });

  it('the first device proves the address through a new link to it, and keeps working beside the second', async () => {
    const email = 'ada.two@example.com';
    const first = createDraftResponseSchema.parse((await createDraft(testApp.app, email)).json());
    const firstLink = await latestDraftLink(testApp.app, email);
    // A new link is only for a copy whose address was proven: before that, the creator's key works.
    expect((await inject({ method: 'POST', url: `/api/drafts/${first.draftId}/link`, headers: keyHeader('') })).statusCode).toBe(404);
    const second = openDraftResponseSchema.parse((await inject({ method: 'POST', url: '/api/drafts/open', payload: { token: firstLink } })).json());
    expect((await inject({ method: 'GET', url: `/api/drafts/${first.draftId}`, headers: keyHeader(first.deviceKey) })).statusCode).toBe(404);

    // The first device asks for a new link; it goes to the copy's address, never to whoever asked.
    const resent = await inject({ method: 'POST', url: `/api/drafts/${first.draftId}/link`, headers: keyHeader('') });
    expect(resent.statusCode).toBe(200);
    const newLink = await latestDraftLink(testApp.app, email);
    expect(newLink).not.toBe(firstLink);
    const back = openDraftResponseSchema.parse((await inject({ method: 'POST', url: '/api/drafts/open', payload: { token: newLink } })).json());
    expect((await inject({ method: 'POST', url: '/api/drafts/open', payload: { token: newLink } })).statusCode).toBe(410);
    expect((await inject({ method: 'POST', url: '/api/drafts/open', payload: { token: firstLink } })).statusCode).toBe(410);
    // Both devices reach the copy now: a later opening adds a key, it does not drop the others.
    for (const key of [second.deviceKey, back.deviceKey]) expect((await inject({ method: 'GET', url: `/api/drafts/${first.draftId}`, headers: keyHeader(key) })).statusCode).toBe(200);
  });

  it('answers a new link only for a live copy, five times a quarter hour per copy', async () => {
    expect((await inject({ method: 'POST', url: '/api/drafts/draft_unknown/link', headers: keyHeader('') })).statusCode).toBe(404);
    const email = 'often@example.com';
    const { draftId } = createDraftResponseSchema.parse((await createDraft(testApp.app, email)).json());
    await inject({ method: 'POST', url: '/api/drafts/open', payload: { token: await latestDraftLink(testApp.app, email) } });
    const codes: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) codes.push((await inject({ method: 'POST', url: `/api/drafts/${draftId}/link`, headers: keyHeader('') })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('puts a copy in its address’s data export only once the address is proven', async () => {
    const drafts = createDraftsService({ db: testApp.app.db, cipher: testApp.app.cipher, clock, storage: testApp.app.storage, mailer: testApp.app.mailer, publicUrl: 'https://quorum.example.com', uploads: testApp.app.publicUploads });
    const email = 'planted@example.com';
    await createDraft(testApp.app, email, samplePayload({ answers: { firstName: 'Planted' } }));
    expect(await drafts.exportFor(email)).toEqual([]);
    await inject({ method: 'POST', url: '/api/drafts/open', payload: { token: await latestDraftLink(testApp.app, email) } });
    expect((await drafts.exportFor(email)).map((entry) => entry.draft.payload.answers)).toEqual([{ firstName: 'Planted' }]);
  });
});

describe('server drafts: a save answered while the link is opened', () => {
  let s3: S3TestServer;
  let bucket: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = s3.createBucket();
  });
  afterAll(async () => {
    await s3.close();
  });
  // Files in a bucket: a save that drops a file waits for the bucket's delete before it answers.
  const testApp = useTestApp(() => ({ S3_BUCKET: bucket, S3_ENDPOINT: s3.endpoint, S3_REGION: s3.region, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey }));

  it('never answers the creator’s save with what the owner stored after opening the link', async () => {
    const { app } = testApp;
    const email = 'opened-meanwhile@example.com';
    const stranger = createDraftResponseSchema.parse((await createDraft(app, email)).json());
    expect((await attachFile(app, stranger.draftId, stranger.deviceKey, 'junk', 'id.png')).statusCode).toBe(200);
    // The stranger saves without that file; while the bucket deletes it, the owner opens the link and adds her passport.
    const held = s3.holdDelete();
    const saving = app.inject({ method: 'PUT', url: `/api/drafts/${stranger.draftId}`, headers: keyHeader(stranger.deviceKey), payload: { payload: samplePayload(), fileSlots: [] } });
    await held.reached;
    const opened = openDraftResponseSchema.parse((await app.inject({ method: 'POST', url: '/api/drafts/open', payload: { token: await latestDraftLink(app, email) } })).json());
    expect((await attachFile(app, stranger.draftId, opened.deviceKey, 'passport', 'passport-of-owner.png')).statusCode).toBe(200);
    held.release();
    const saved = await saving;
    expect(saved.statusCode).toBe(404);
    expect(saved.body).not.toContain('passport-of-owner');
  });
});
