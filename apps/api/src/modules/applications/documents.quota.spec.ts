import { readdirSync } from 'node:fs';
import path from 'node:path';
import { completeAnswers, SAMPLE_FILES } from '@quorum/testing';
import { buildTestApp, testClock, type TestApp } from '../../testing/build-test-app';
import { signIn } from '../../testing/sign-in';
import type { DocumentUploadLimits } from './documents.limits';
import { createDraftResponseSchema } from '@quorum/domain';
import { attachFile, createDraft } from '../drafts/test-drafts';
import { post, submit, uploadForm } from './test-requests';

const DAY_MS = 24 * 60 * 60_000;
/** A real PDF padded to 10 KB, so the limits below are round numbers of files. */
const FILE_BYTES = 10 * 1024;
const PDF = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(FILE_BYTES - SAMPLE_FILES.pdf.length, 0x20)]);
const STORAGE_FULL = { success: false, error: 'Our storage for application documents is full. Please try again later, or contact us if this goes on.' };
const IP_LIMIT = { success: false, error: 'You have uploaded as much as we accept from one network in a day. Please try again later.' };

/**
 * Anyone can submit an application and upload to it: what waits for review is bounded in total
 * (507, the server's condition) and per network (429), and nothing of a refused upload is kept
 * (docs/security/storage-quotas.md). The limits are small here through buildApp's option.
 */
describe('document upload quotas', () => {
  let testApp: TestApp;
  const clock = testClock();

  const start = async (limits: Partial<DocumentUploadLimits>) => {
    testApp = await buildTestApp({}, { clock, documentUploads: limits });
  };
  const apply = async () => (await submit(testApp.app, completeAnswers('LLC'), {}, `10.9.0.${Math.floor(Math.random() * 250) + 1}`)).json().submissionId as string;
  const upload = (applicantId: string, files: number, remoteAddress = '10.1.0.1') =>
    post(
      testApp.app,
      '/api/documents/upload',
      uploadForm({ applicantId, documentType: 'organizationDocumentation' }, Array.from({ length: files }, (_, index) => ({ name: `doc${index}.pdf`, bytes: PDF }))),
      remoteAddress,
    );
  const storedFiles = () => readdirSync(path.join(testApp.dataDir, 'files')).filter((name) => name !== '.partial');
  const partialFiles = () => readdirSync(path.join(testApp.dataDir, 'files', '.partial'));
  const rows = () => testApp.app.db.query((q) => q.select().from(testApp.app.db.tables.documents));
  const expectNothingKeptBeyond = async (files: number) => {
    expect(storedFiles()).toHaveLength(files);
    expect(partialFiles()).toEqual([]);
    expect(await rows()).toHaveLength(files);
  };

  beforeEach(() => {
    clock.set(new Date('2026-06-01T12:00:00Z'));
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('refuses with 507 an upload that would take the bytes awaiting review past the quota, keeping none of it', async () => {
    await start({ quotaBytes: 3.5 * FILE_BYTES });
    const first = await apply();
    expect((await upload(first, 2)).statusCode).toBe(200);

    const crossing = await upload(await apply(), 2); // 4 files would not fit: the whole request is refused
    expect(crossing.statusCode).toBe(507);
    expect(crossing.json()).toEqual(STORAGE_FULL);
    await expectNothingKeptBeyond(2);

    expect((await upload(first, 1)).statusCode).toBe(200); // 3 fit
    const full = await upload(first, 1);
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual(STORAGE_FULL);
    await expectNothingKeptBeyond(3);
  });

  it('refuses with 507 past the file count quota', async () => {
    await start({ quotaFiles: 3 });
    const id = await apply();
    expect((await upload(id, 3)).statusCode).toBe(200);
    const response = await upload(await apply(), 1);
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual(STORAGE_FULL);
    await expectNothingKeptBeyond(3);
  });

  it('holds the quota exactly for uploads that arrive at the same instant, keeping nothing of the refused', async () => {
    await start({ quotaFiles: 3 });
    const ids = await Promise.all(Array.from({ length: 8 }, () => apply()));
    const answers = await Promise.all(ids.map((id) => upload(id, 1)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code !== 200).every((code) => code === 507)).toBe(true);
    await expectNothingKeptBeyond(3);
  });

  it('refuses with 429 a network past its day’s files however small they are, documents and saved copies’ files together', async () => {
    await start({ perIpFiles: 3 });
    const copy = createDraftResponseSchema.parse((await createDraft(testApp.app, 'tiny-files@example.com', undefined, '10.1.0.1')).json());
    expect((await upload(await apply(), 2)).statusCode).toBe(200);
    expect((await attachFile(testApp.app, copy.draftId, copy.deviceKey, 'one', 'statement.pdf', PDF, '10.1.0.1')).statusCode).toBe(200);
    const over = await upload(await apply(), 1);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(IP_LIMIT);
    expect((await attachFile(testApp.app, copy.draftId, copy.deviceKey, 'two', 'statement.pdf', PDF, '10.1.0.1')).statusCode).toBe(429);
    // Another network goes on.
    expect((await upload(await apply(), 1, '10.2.0.1')).statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(4);
  });

  it('holds one quota for documents and saved copies’ files arriving together: each route counts what the other has in flight', async () => {
    await start({ quotaFiles: 10 });
    const copy = createDraftResponseSchema.parse((await createDraft(testApp.app, 'together@example.com')).json());
    expect((await attachFile(testApp.app, copy.draftId, copy.deviceKey, 'first', 'statement.pdf', PDF)).statusCode).toBe(200);
    const ids = await Promise.all(Array.from({ length: 8 }, () => apply()));
    const answers = await Promise.all([
      ...ids.map((id) => upload(id, 1)),
      ...Array.from({ length: 8 }, (_, index) => attachFile(testApp.app, copy.draftId, copy.deviceKey, `slot_${index}`, 'statement.pdf', PDF)),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(9);
    expect(codes.filter((code) => code !== 200).every((code) => code === 507)).toBe(true);
    expect(storedFiles()).toHaveLength(10);
    expect(partialFiles()).toEqual([]);
  });

  it('never passes a document’s file count for uploads to it at the same instant', async () => {
    await start({});
    const id = await apply();
    // organizationDocumentation takes 5 files: eight uploads of one file race for them.
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(id, 1)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code !== 200).every((code) => code === 400)).toBe(true);
    await expectNothingKeptBeyond(5);
  });

  it('takes uploads again once an admin has dealt with what was waiting', async () => {
    await start({ quotaFiles: 3 });
    const junk = await apply();
    const real = await apply();
    expect((await upload(junk, 3)).statusCode).toBe(200);
    expect((await upload(real, 1)).statusCode).toBe(507);

    const cookie = await signIn(testApp.app, 'admin@example.com');
    const rejected = await testApp.app.inject({ method: 'POST', url: `/api/admin/applications/${junk}/reject`, payload: { reason: 'Not a real application' }, headers: { cookie } });
    expect(rejected.statusCode).toBe(200);
    expect((await upload(real, 3)).statusCode).toBe(200);

    // Reviewed documents no longer wait either: accepting them frees their place.
    expect((await upload(real, 1)).statusCode).toBe(507);
    const detail = (await testApp.app.inject({ method: 'GET', url: `/api/admin/applications/${real}`, headers: { cookie } })).json() as { application: { documents: Array<{ id: string }> } };
    const [reviewed] = detail.application.documents;
    const accepted = await testApp.app.inject({ method: 'POST', url: `/api/admin/applications/${real}/documents/${reviewed?.id}/review`, payload: { decision: 'accepted' }, headers: { cookie } });
    expect(accepted.statusCode).toBe(200);
    expect((await upload(real, 1)).statusCode).toBe(200);
  });

  it('still takes a re-upload an admin asked for when the quota is full', async () => {
    await start({ quotaFiles: 2 });
    const asked = await apply();
    expect((await upload(asked, 1)).statusCode).toBe(200);
    const cookie = await signIn(testApp.app, 'admin@example.com');
    const detail = (await testApp.app.inject({ method: 'GET', url: `/api/admin/applications/${asked}`, headers: { cookie } })).json() as { application: { email: string; documents: Array<{ id: string }> } };
    const [document] = detail.application.documents;
    const review = await testApp.app.inject({ method: 'POST', url: `/api/admin/applications/${asked}/documents/${document?.id}/review`, payload: { decision: 'reupload', reason: 'The scan is cut off' }, headers: { cookie } });
    expect(review.statusCode).toBe(200);
    const others = await apply();
    expect((await upload(others, 2)).statusCode).toBe(200);
    expect((await upload(others, 1)).statusCode).toBe(507);

    const outbox = (await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(detail.application.email)}` })).json() as { messages: Array<{ template: string; links: string[] }> };
    const link = outbox.messages.find((message) => message.template === 'document-reupload-requested')?.links[0] ?? '';
    const reuploadToken = new URL(link).searchParams.get('token') ?? '';
    const reupload = await post(testApp.app, '/api/documents/upload', uploadForm({ applicantId: asked, documentType: 'organizationDocumentation', reuploadToken }, [{ name: 'again.pdf', bytes: PDF }]));
    expect(reupload.statusCode).toBe(200);
  });

  it('refuses with 429 a network that has uploaded its day’s bytes, keeping none of it; other networks go on', async () => {
    await start({ perIpBytes: 2.5 * FILE_BYTES });
    const id = await apply();
    expect((await upload(id, 2, '10.1.0.1')).statusCode).toBe(200);

    const over = await upload(id, 1, '10.1.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(IP_LIMIT);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    await expectNothingKeptBeyond(2);
    // Now over, it is refused before its files are received.
    expect((await upload(id, 1, '10.1.0.1')).json()).toEqual(IP_LIMIT);
    await expectNothingKeptBeyond(2);

    expect((await upload(id, 1, '10.2.0.2')).statusCode).toBe(200);
    clock.advance(DAY_MS);
    expect((await upload(id, 1, '10.1.0.1')).statusCode).toBe(200);
  });
});
