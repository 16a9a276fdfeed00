import type { InjectOptions } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createDraftResponseSchema, draftFileContentResponseSchema, draftResponseSchema, MAX_JSON_DEPTH, openDraftResponseSchema } from '@quorum/domain';
import { sampleBytesFor } from '@quorum/testing';
import { testClock } from '../../testing/build-test-app';
import { storedData } from '../../testing/stored-data';
import { useTestApp } from '../../testing/use-test-app';
import { createDraftsService } from './drafts.service';
import { attachFile, createDraft, keyHeader, latestDraftLink, samplePayload } from './test-drafts';

const DAY_MS = 24 * 60 * 60_000;

describe('continue on another device: server drafts', () => {
  const clock = testClock();
  const testApp = useTestApp({ PUBLIC_URL: 'https://quorum.example.com' }, { clock });
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const storedFile = (storedName: string) => path.join(testApp.dataDir, 'files', storedName);
  const storedNamesOf = async (draftId: string) =>
    (await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.applicationDraftFiles))).filter((row) => row.draftId === draftId).map((row) => row.storedName);

  it('creates a draft, emails a single-use link, and the link restores it with its files and a new device key', async () => {
    const created = createDraftResponseSchema.parse((await createDraft(testApp.app, 'Ada@Example.com')).json());
    const attached = await attachFile(testApp.app, created.draftId, created.deviceKey, 'file_passport', 'passport.pdf');
    expect(attached.statusCode).toBe(200);

    const token = await latestDraftLink(testApp.app, 'ada@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const opened = await inject({ method: 'POST', url: '/api/drafts/open', payload: { token } });
    expect(opened.statusCode).toBe(200);
    const body = openDraftResponseSchema.parse(opened.json());
    expect(body.draft.payload).toEqual(samplePayload());
    expect(body.draft.files).toEqual([expect.objectContaining({ slot: 'file_passport', originalName: 'passport.pdf', mimeType: 'application/pdf' })]);
    expect(body.deviceKey).not.toBe(created.deviceKey);

    // The second browser reads the file back with its own key; the link does not open twice.
    const file = await inject({ method: 'GET', url: `/api/drafts/${created.draftId}/files/${body.draft.files[0]?.id}`, headers: keyHeader(body.deviceKey) });
    const { contentBase64 } = draftFileContentResponseSchema.parse(file.json());
    expect(Buffer.from(contentBase64, 'base64').equals(sampleBytesFor('passport.pdf'))).toBe(true);
    expect((await inject({ method: 'POST', url: '/api/drafts/open', payload: { token } })).statusCode).toBe(410);
  });

  it('lets only a browser with a key read, save or delete the draft', async () => {
    const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'keys@example.com')).json());
    for (const key of [undefined, 'x'.repeat(43)]) {
      const headers = key ? keyHeader(key) : keyHeader('');
      expect((await inject({ method: 'GET', url: `/api/drafts/${draftId}`, headers })).statusCode).toBe(404);
      expect((await inject({ method: 'DELETE', url: `/api/drafts/${draftId}`, headers })).statusCode).toBe(404);
      expect((await inject({ method: 'PUT', url: `/api/drafts/${draftId}`, headers, payload: { payload: samplePayload(), fileSlots: [] } })).statusCode).toBe(404);
      expect((await attachFile(testApp.app, draftId, key ?? '', 'slot', 'id.png')).statusCode).toBe(404);
    }
    expect((await inject({ method: 'GET', url: `/api/drafts/${draftId}`, headers: keyHeader(deviceKey) })).statusCode).toBe(200);
  });

  it('saves newer progress and deletes the files it no longer uses', async () => {
    const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'save@example.com')).json());
    await attachFile(testApp.app, draftId, deviceKey, 'keep', 'id.png');
    await attachFile(testApp.app, draftId, deviceKey, 'drop', 'statement.pdf');
    const [kept, dropped] = await storedNamesOf(draftId);
    const newer = samplePayload({ savedAt: Date.parse('2026-06-02T12:00:00Z'), lastAnsweredId: 'firstName' });
    const saved = await inject({ method: 'PUT', url: `/api/drafts/${draftId}`, headers: keyHeader(deviceKey), payload: { payload: newer, fileSlots: ['keep'] } });
    const { draft } = draftResponseSchema.parse(saved.json());
    expect(draft.payload).toEqual(newer);
    expect(draft.files.map((file) => file.slot)).toEqual(['keep']);
    expect(existsSync(storedFile(kept ?? ''))).toBe(true);
    expect(existsSync(storedFile(dropped ?? ''))).toBe(false);
  });

  it('refuses a file whose bytes are not what its name says, as application documents do', async () => {
    const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'forged@example.com')).json());
    const forged = await attachFile(testApp.app, draftId, deviceKey, 'slot', 'passport.pdf', Buffer.from('<html>not a pdf</html>'));
    expect(forged.statusCode).toBe(415);
    const executable = await attachFile(testApp.app, draftId, deviceKey, 'slot', 'tool.exe', Buffer.from('MZ'));
    expect(executable.statusCode).toBe(415);
    expect(await storedNamesOf(draftId)).toEqual([]);
  });

  it('deletes the draft and its files when the applicant asks', async () => {
    const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'delete@example.com')).json());
    await attachFile(testApp.app, draftId, deviceKey, 'slot', 'id.png');
    const [storedName] = await storedNamesOf(draftId);
    const token = await latestDraftLink(testApp.app, 'delete@example.com');
    expect((await inject({ method: 'DELETE', url: `/api/drafts/${draftId}`, headers: keyHeader(deviceKey) })).json()).toEqual({ success: true });
    expect(existsSync(storedFile(storedName ?? ''))).toBe(false);
    expect((await inject({ method: 'GET', url: `/api/drafts/${draftId}`, headers: keyHeader(deviceKey) })).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: '/api/drafts/open', payload: { token } })).statusCode).toBe(410);
  });

  it('expires 30 days after the last change, and the sweep deletes it with its files', async () => {
    const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'expiry@example.com')).json());
    await attachFile(testApp.app, draftId, deviceKey, 'slot', 'id.png');
    const [storedName] = await storedNamesOf(draftId);
    const token = await latestDraftLink(testApp.app, 'expiry@example.com');
    const { app } = testApp;
    const sweeper = createDraftsService({ db: app.db, cipher: app.cipher, clock: app.clock, storage: app.storage, mailer: app.mailer, publicUrl: app.config.publicUrl, uploads: app.publicUploads });

    // A save on day 20 starts the 30 days again: day 45 is 25 days after it.
    clock.advance(20 * DAY_MS);
    await inject({ method: 'PUT', url: `/api/drafts/${draftId}`, headers: keyHeader(deviceKey), payload: { payload: samplePayload(), fileSlots: ['slot'] } });
    clock.advance(25 * DAY_MS);
    await sweeper.sweepExpired();
    expect((await inject({ method: 'GET', url: `/api/drafts/${draftId}`, headers: keyHeader(deviceKey) })).statusCode).toBe(200);

    clock.advance(5 * DAY_MS);
    // Past its expiry a draft is refused at once, before any sweep.
    expect((await inject({ method: 'POST', url: '/api/drafts/open', payload: { token } })).statusCode).toBe(410);
    expect(await sweeper.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await storedNamesOf(draftId)).toEqual([]);
    expect(existsSync(storedFile(storedName ?? ''))).toBe(false);
  });

  it('refuses answers nested past MAX_JSON_DEPTH with a 400, on creation and on save, and keeps nothing of them', async () => {
    // 20,000 nested arrays: 40 KB that parses, and overflowed JSON.stringify when the copy was sealed (a 500).
    // Sent as text: the test's own JSON.stringify would overflow first.
    const withDeepNotes = (body: Record<string, unknown>, levels: number) => JSON.stringify(body).replace('"DEEP"', `${'['.repeat(levels)}${']'.repeat(levels)}`);
    const json = { 'content-type': 'application/json' };
    const created = await inject({ method: 'POST', url: '/api/drafts', headers: json, payload: withDeepNotes({ email: 'deep@example.com', payload: samplePayload({ answers: { notes: 'DEEP' } }) }, 20_000) });
    expect(created.statusCode).toBe(400);
    expect(await testApp.app.outbox.latest(10, 'deep@example.com')).toEqual([]);

    const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'deep-save@example.com')).json());
    const save = (levels: number, answers: Record<string, unknown> = { notes: 'DEEP' }) =>
      inject({ method: 'PUT', url: `/api/drafts/${draftId}`, headers: { ...keyHeader(deviceKey), ...json }, payload: withDeepNotes({ payload: samplePayload({ answers }), fileSlots: [] }, levels) });
    for (const levels of [MAX_JSON_DEPTH + 1, 20_000]) expect([levels, (await save(levels)).statusCode]).toEqual([levels, 400]);
    const kept = draftResponseSchema.parse((await inject({ method: 'GET', url: `/api/drafts/${draftId}`, headers: keyHeader(deviceKey) })).json());
    expect(kept.draft.payload).toEqual(samplePayload());
    // As deep as the wizard's answers go, and more: still kept.
    expect((await save(MAX_JSON_DEPTH - 1, { owners: [{ name: 'Ada', address: { lines: ['1 Main St'] } }], notes: 'DEEP' })).statusCode).toBe(200);
  });

  it('keeps the payload encrypted at rest', async () => {
    const secret = 'Zanzibar-Passport-77123';
    await createDraft(testApp.app, 'rest@example.com', samplePayload({ answers: { entityType: 'Individual', passportNumber: secret } }));
    const rows = await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.applicationDrafts));
    expect(rows.every((row) => testApp.app.cipher.isSealed(row.payload))).toBe(true);
    expect((await storedData(testApp)).includes(secret)).toBe(false);
  });
});
