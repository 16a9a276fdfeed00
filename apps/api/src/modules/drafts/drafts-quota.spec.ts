import { createDraftResponseSchema } from '@quorum/domain';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { completeAnswers } from '@quorum/testing';
import { NETWORK_LIMIT_MESSAGE, STORAGE_FULL_MESSAGE } from '../applications/documents.limits';
import { submit, uploadAll } from '../applications/test-requests';
import { useTestApp } from '../../testing/use-test-app';
import { attachFile, createDraft } from './test-drafts';

const KB = 1024;
/** A real PDF of about `kb` KiB. */
const pdf = (kb: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kb * KB, 0x20), Buffer.from('\n%%EOF\n')]);
/** An Individual's application, submitted from its own address. */
async function submitted(app: FastifyInstance, email: string) {
  const answers = completeAnswers('Individual', { email });
  const response = await submit(app, answers, {}, '10.88.0.1');
  expect(response.statusCode).toBe(200);
  return { id: (response.json() as { submissionId: string }).submissionId, answers };
}
/** The stored files of the data directory (the file storage keeps them under random names). */
const storedFiles = (dataDir: string) => readdirSync(path.join(dataDir, 'files'), { withFileTypes: true }).filter((entry) => entry.isFile()).length;

/**
 * A saved copy's files are anonymous bytes, as application documents are (docs/security/storage-quotas.md):
 * one network's daily allowance counts them, and one copy keeps a bounded number of bytes.
 */
describe('server drafts: what their files may take', () => {
  describe('the per-network allowance', () => {
    // 40 KiB a day from one network: a few small sample files.
    const testApp = useTestApp({}, { documentUploads: { perIpBytes: 40 * KB } });

    it('counts a draft’s files against the network’s daily allowance, and keeps nothing of a refused file', async () => {
      const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'flood@example.com')).json());
      const answers: number[] = [];
      let refused: { statusCode: number; json: () => unknown; headers: Record<string, unknown> } | undefined;
      for (let slot = 0; slot < 20 && !refused; slot += 1) {
        const answer = await attachFile(testApp.app, draftId, deviceKey, `slot_${slot}`, 'statement.pdf', pdf(12));
        answers.push(answer.statusCode);
        if (answer.statusCode !== 200) refused = answer;
      }
      expect(refused?.statusCode).toBe(429);
      expect(refused?.json()).toEqual({ success: false, error: NETWORK_LIMIT_MESSAGE });
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      // 12 KiB a file: three fit in 40 KiB, the fourth is refused once received and not kept.
      expect(answers).toEqual([200, 200, 200, 429]);
      expect(storedFiles(testApp.dataDir)).toBe(3);
    });
  });

  describe('the public’s one upload quota', () => {
    // Room for exactly two files of 12 KiB: a third does not fit, nor does anything after them.
    const testApp = useTestApp({}, { documentUploads: { quotaBytes: 2 * pdf(12).length } });

    it('fills the same quota as application documents: a full quota refuses both, keeping nothing', async () => {
      const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'quota@example.com')).json());
      expect((await attachFile(testApp.app, draftId, deviceKey, 'first', 'statement.pdf', pdf(12))).statusCode).toBe(200);
      expect((await attachFile(testApp.app, draftId, deviceKey, 'second', 'statement.pdf', pdf(12))).statusCode).toBe(200);
      const full = await attachFile(testApp.app, draftId, deviceKey, 'third', 'statement.pdf', pdf(12));
      expect(full.statusCode).toBe(507);
      expect(full.json()).toEqual({ success: false, error: STORAGE_FULL_MESSAGE });
      // The copy's files count for documents too: an application's upload now finds the quota full.
      const { id, answers } = await submitted(testApp.app, 'quota-applicant@example.com');
      const [upload] = await uploadAll(testApp.app, id, answers);
      expect(upload?.statusCode).toBe(507);
      expect(storedFiles(testApp.dataDir)).toBe(2);
    });
  });

  describe('the public’s quota, for files that arrive at the same instant', () => {
    const testApp = useTestApp({}, { documentUploads: { quotaBytes: 2 * pdf(12).length } });

    it('holds exactly when files arrive at the same instant: two fit, the others are refused and kept nowhere', async () => {
      const copies = await Promise.all(['one', 'two', 'three', 'four'].map(async (name) => createDraftResponseSchema.parse((await createDraft(testApp.app, `${name}@example.com`)).json())));
      const answers = await Promise.all(copies.flatMap(({ draftId, deviceKey }) => ['a', 'b'].map((slot) => attachFile(testApp.app, draftId, deviceKey, slot, 'statement.pdf', pdf(12)))));
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(2);
      expect(codes.filter((code) => code !== 200).every((code) => code === 507)).toBe(true);
      expect(storedFiles(testApp.dataDir)).toBe(2);
    });
  });

  describe('the bytes one copy keeps', () => {
    const testApp = useTestApp({}, { draftFileBytes: 30 * KB });

    it('refuses a file past the copy’s bytes, and lets a replaced file make room', async () => {
      const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'full@example.com')).json());
      expect((await attachFile(testApp.app, draftId, deviceKey, 'first', 'statement.pdf', pdf(12))).statusCode).toBe(200);
      expect((await attachFile(testApp.app, draftId, deviceKey, 'second', 'statement.pdf', pdf(12))).statusCode).toBe(200);
      const refused = await attachFile(testApp.app, draftId, deviceKey, 'third', 'statement.pdf', pdf(12));
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ success: false, error: 'A saved copy keeps at most 30 KB of files. Remove a file you no longer need, or submit your application.' });
      // The same slot again replaces its file: the copy's bytes stay within bounds.
      expect((await attachFile(testApp.app, draftId, deviceKey, 'second', 'statement.pdf', pdf(14))).statusCode).toBe(200);
      expect(storedFiles(testApp.dataDir)).toBe(2);
    });
  });

  describe('the bytes one copy keeps, for files that arrive at the same instant', () => {
    const testApp = useTestApp({}, { draftFileBytes: 30 * KB });

    it('holds when files arrive at the same instant: two fit, the others are refused and kept nowhere', async () => {
      const { draftId, deviceKey } = createDraftResponseSchema.parse((await createDraft(testApp.app, 'burst@example.com')).json());
      const answers = await Promise.all(Array.from({ length: 8 }, (_, slot) => attachFile(testApp.app, draftId, deviceKey, `slot_${slot}`, 'statement.pdf', pdf(12))));
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(2);
      expect(codes.filter((code) => code !== 200).every((code) => code === 413)).toBe(true);
      expect(storedFiles(testApp.dataDir)).toBe(2);
    });
  });
});
