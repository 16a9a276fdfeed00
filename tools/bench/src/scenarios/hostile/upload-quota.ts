import { statSync } from 'node:fs';
import path from 'node:path';
import { NETWORK_LIMIT_MESSAGE, STORAGE_FULL_MESSAGE } from '@quorum/api/testing';
import { SAMPLE_FILES } from '@quorum/testing';
import type { ApiProcess } from '../../core/api-process';
import { individualSubmission, uploadBody } from '../../core/applications';
import { filesUnder } from '../../core/disk';
import { multipartBody } from '../../core/multipart';
import { call, type Answer } from '../../core/http';
import { nextClientAddress } from '../../core/load';
import type { Seeder } from '../../core/seed';
import { fmt } from '../../core/stats';
import { row, type Row } from '../../core/types';

const MB = 1024 * 1024;

/** The limits the API is started with for this case (DOCUMENT_UPLOAD_QUOTA_BYTES, DOCUMENT_UPLOAD_BYTES_PER_IP). */
export const UPLOAD_LIMITS = { quotaBytes: 5 * MB, perIpBytes: 2.5 * MB } as const;

/** A real PDF padded to 1 MB: the limits above are round numbers of these. */
const ONE_MB_PDF = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MB - SAMPLE_FILES.pdf.length, 0x20)]);
/** Uploads sent at once after the network's, half application documents and half files of saved copies: more than the quota has room for. */
const BURST = 8;
const KEY_HEADER = 'x-quorum-draft-key';
/** One network that uploads past its day's bytes (a benchmarking address nextClientAddress never hands out this early). */
const FLOODING_NETWORK = '198.19.255.254';

/** A fresh application and one 1 MB PDF uploaded to it, from `address`. */
async function uploadOne(api: ApiProcess, index: number, address: string): Promise<Answer> {
  const submission = individualSubmission(`quota-${index}@bench.example`);
  const submitted = await call(api.url, 'POST', '/api/join/submit', { raw: submission.body, headers: { 'content-type': submission.contentType, 'x-forwarded-for': nextClientAddress() } });
  const applicantId = String(submitted.json?.['submissionId'] ?? '');
  if (!applicantId) throw new Error(`could not submit an application: ${submitted.status} ${submitted.body.slice(0, 200)}`);
  const upload = uploadBody(applicantId, 'proofOfAddress', [{ name: 'statement.pdf', bytes: ONE_MB_PDF, type: 'application/pdf' }]);
  return call(api.url, 'POST', '/api/documents/upload', { raw: upload.body, headers: { 'content-type': upload.contentType, 'x-forwarded-for': address } });
}

/** A 1 MB PDF attached to a fresh saved application copy, from `address`: the copy's files fill the same quota. */
async function attachOne(api: ApiProcess, index: number, address: string): Promise<Answer> {
  const payload = { savedAt: Date.now(), answers: {}, lastAnsweredId: null, submitReady: false, idempotencyKey: `idem_bench_quota_copy_${index}`, referralCode: null };
  const started = await call(api.url, 'POST', '/api/drafts', { body: { email: `quota-copy-${index}@bench.example`, payload }, headers: { 'x-forwarded-for': nextClientAddress() } });
  const draftId = String(started.json?.['draftId'] ?? '');
  const deviceKey = String(started.json?.['deviceKey'] ?? '');
  if (!draftId || !deviceKey) throw new Error(`could not start a saved copy: ${started.status} ${started.body.slice(0, 200)}`);
  const form = multipartBody([
    { name: 'slot', value: 'proofOfAddress' },
    { name: 'file', value: ONE_MB_PDF, filename: 'statement.pdf', type: 'application/pdf' },
  ]);
  return call(api.url, 'POST', `/api/drafts/${draftId}/files`, { raw: form.body, headers: { 'content-type': form.contentType, 'x-forwarded-for': address, [KEY_HEADER]: deviceKey } });
}

/**
 * Anonymous uploads are bounded per network (429 with Retry-After) and in total (507), and nothing
 * of a refused upload is kept (docs/security/storage-quotas.md): one network uploads 1 MB PDFs
 * until refused, then eight networks send one each at the same instant, past what the quota has
 * left: four as application documents, four as files of saved copies, which fill the same quota.
 */
export async function uploadQuotaRow(api: ApiProcess, seeder: Seeder): Promise<Row> {
  // Other cases may have stored files (a converted DocSend deck): only what this one adds counts.
  const filesDir = path.join(api.dataDir, 'files');
  const isStored = (file: string) => !file.includes(`${path.sep}.partial${path.sep}`);
  const before = new Set(filesUnder(filesDir).filter(isStored));
  const countRows = async () => (await seeder.count('documents')) + (await seeder.count('application_draft_files'));
  const rowsBefore = await countRows();
  let uploads = 0;
  let network: Answer | undefined;
  while (uploads < 6 && !network) {
    const answer = await uploadOne(api, uploads, FLOODING_NETWORK);
    uploads += 1;
    if (answer.status !== 200) network = answer;
  }
  // Then eight networks at the same instant, for more room than is left: each must see the others.
  const burst = await Promise.all(Array.from({ length: BURST }, (_, index) => (index % 2 === 0 ? uploadOne(api, uploads + index, nextClientAddress()) : attachOne(api, uploads + index, nextClientAddress()))));
  uploads += BURST;
  const full = burst.find((answer) => answer.status !== 200);
  const partial = filesUnder(path.join(filesDir, '.partial')).length;
  const stored = filesUnder(filesDir).filter((file) => isStored(file) && !before.has(file));
  const storedBytes = stored.reduce((sum, file) => sum + statSync(file).size, 0);
  const rows = (await countRows()) - rowsBefore;

  const retryAfter = Number(network?.headers.get('retry-after') ?? 0);
  const networkRefused = network?.status === 429 && network.json?.['error'] === NETWORK_LIMIT_MESSAGE && retryAfter > 0;
  const quotaRefused = full?.status === 507 && full.json?.['error'] === STORAGE_FULL_MESSAGE;
  return row(
    `upload quota: 1 MB PDFs, ${fmt.mb(UPLOAD_LIMITS.perIpBytes)} per network, ${fmt.mb(UPLOAD_LIMITS.quotaBytes)} in all`,
    `one network: ${network ? `${network.status}${retryAfter ? `, Retry-After ${retryAfter} s` : ''}` : 'never refused'} · ${BURST} networks at once (documents and copies' files): ${burst.filter((answer) => answer.status === 200).length} stored, then ${full ? full.status : 'never refused'} · on disk ${stored.length} files, ${fmt.mb(storedBytes)} (${rows} rows), partial files ${partial}`,
    '429 + Retry-After, then 507; disk ≤ quota, no partial file',
    networkRefused && quotaRefused && storedBytes <= UPLOAD_LIMITS.quotaBytes && stored.length === rows && partial === 0,
    { uploads, storedFiles: stored.length, storedBytes, partial },
  );
}
