import type { InjectOptions } from 'fastify';
import { createDraftResponseSchema } from '@quorum/domain';
import { completeAnswers } from '@quorum/testing';
import { captureLogs, loggedStrings } from '../../testing/log-capture';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { useTestApp } from '../../testing/use-test-app';
import { submit } from '../applications/test-requests';
import { eq } from 'drizzle-orm';
import { sha256Hex } from '../../crypto/hashing';
import { whileHeld } from '../../testing/held-transaction';
import { createDraftsRepository } from './drafts.repository';
import { attachFile, createDraft, keyHeader, samplePayload } from './test-drafts';

describe('server drafts: rate limits and submission', () => {
  const testApp = useTestApp();
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  it('rate-limits links per email like sign-in links: 5 in 15 minutes, then 429 with Retry-After', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push(await createDraft(testApp.app, 'Busy@Example.com', samplePayload(), `10.1.0.${attempt + 1}`));
    expect(statuses.slice(0, 5).map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]?.statusCode).toBe(429);
    expect(statuses[5]?.headers['retry-after']).toBeDefined();
  });

  it('rate-limits links per IP: 20 in 15 minutes', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt += 1) statuses.push((await createDraft(testApp.app, `person${attempt}@example.com`, samplePayload(), '203.0.113.9')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('deletes a copy with every file, even one committing at the same instant: no file is left with no row to name it', async () => {
    const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'swept@example.com')).json());
    const file = { id: 'file_racing', draftId, slot: 'passport', originalName: 'passport.pdf', storedName: 'c'.repeat(32), mimeType: 'application/pdf', size: 10, sha256: 'd'.repeat(64), createdAt: new Date() };
    // A file's commit is writing its row (the copy held, the row not yet committed) when the sweep or an erasure deletes the copy.
    const removed = await whileHeld(
      testApp.app,
      async (tx) => {
        const copy = createDraftsRepository(tx);
        expect(await copy.holds(draftId, { keyHash: sha256Hex(deviceKey) })).toBe(true);
        await copy.putFile(file);
      },
      () => createDraftsRepository(testApp.app.db).delete(draftId),
    );
    // The delete names the file, so its bytes are removed with the copy.
    expect(removed).toContain(file.storedName);
    const { applicationDraftFiles } = testApp.app.db.tables;
    expect(await testApp.app.db.query((q) => q.select().from(applicationDraftFiles).where(eq(applicationDraftFiles.draftId, draftId)))).toEqual([]);
  });

  it('deletes the draft an application was continued from once it is submitted', async () => {
    const email = 'submitter@example.com';
    const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, email, samplePayload(), '10.2.0.1')).json());
    expect((await attachFile(testApp.app, draftId, deviceKey, 'slot', 'id.png')).statusCode).toBe(200);
    const submitted = await submit(testApp.app, completeAnswers('Individual', { email }), { draftId, draftKey: deviceKey }, '10.2.0.2');
    expect(submitted.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/drafts/${draftId}`, headers: keyHeader(deviceKey) })).statusCode).toBe(404);
    expect(await testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.applicationDraftFiles))).toEqual([]);
  });

  it('keeps the draft when a submission names it with a wrong key', async () => {
    const email = 'wrong-key@example.com';
    const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, email, samplePayload(), '10.3.0.1')).json());
    const submitted = await submit(testApp.app, completeAnswers('Individual', { email }), { draftId, draftKey: 'not-the-key-not-the-key-not-the-key' }, '10.3.0.2');
    expect(submitted.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/drafts/${draftId}`, headers: keyHeader(deviceKey) })).statusCode).toBe(200);
  });
});

describe('server drafts: secrets stay out of the log', () => {
  let sink: SmtpSink;
  const logs = captureLogs();
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  const testApp = useTestApp(() => ({ SMTP_URL: sink.url, LOG_LEVEL: 'debug' }), { logStream: logs.stream });
  afterAll(async () => {
    await sink.close();
  });

  it('never logs the link token or a device key, from the request to the link being opened', async () => {
    const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'quiet@example.com')).json());
    await attachFile(testApp.app, draftId, deviceKey, 'slot', 'id.png');
    const mail = await sink.waitFor((message) => message.to.includes('quiet@example.com'));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';
    expect(token).not.toBe('');
    // The emailed link itself is a page load: its URL is logged with the token redacted.
    await testApp.app.inject({ method: 'GET', url: `/apply/continue?token=${token}` });
    const opened = await testApp.app.inject({ method: 'POST', url: '/api/drafts/open', payload: { token } });
    const secondKey = (opened.json() as { deviceKey: string }).deviceKey;
    await testApp.app.inject({ method: 'GET', url: `/api/drafts/${draftId}`, headers: keyHeader(secondKey) });

    const strings = loggedStrings(logs.lines());
    expect(strings.length).toBeGreaterThan(0);
    for (const secret of [token, deviceKey, secondKey]) expect(strings.filter((text) => text.includes(secret))).toEqual([]);
  });
});
