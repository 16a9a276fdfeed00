import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FullReportResponse } from '@quorum/domain';
import { adminApplicationDetailResponseSchema } from '@quorum/domain';
import { buildApp } from '../app';
import type { Clock } from '../lib/clock';
import { sha256, sha256OfStream } from '../lib/uploads/storage-contract';
import { completeAnswers, SAMPLE_FILES } from '@quorum/testing';
import { post, submit, uploadForm } from '../modules/applications/test-requests';
import { type DealClient, memberClient } from '../modules/review-agent/testing/deal-client';
import { strongDeck } from '../modules/review-agent/testing/fixture-decks';
import { buildTestApp, MIGRATIONS_FOLDER } from '../testing/build-test-app';
import { useTestApp } from '../testing/use-test-app';
import { startS3Server, type S3TestServer } from '../testing/s3/server';
import { signIn } from '../testing/sign-in';
import { SHARED_ORPHAN_AGE_MS } from './storage-recovery';

const ADMIN_BASE = '/api/admin/applications';
/** What a client hears of any failure on our side (the S3 error stays in the log). */
const SERVER_ERROR = { success: false, error: 'Something went wrong on our side. Please try again.' };

/**
 * File storage behind one interface with two implementations: the local directory (default)
 * and S3-compatible object storage. The real app with S3_BUCKET set, against the
 * loopback S3 server (which checks every request's signature), driven through HTTP only: every
 * file goes to the bucket and comes back from it, and nothing is stored in DATA_DIR/files.
 */
describe('the app with uploads in an S3 bucket', () => {
  let s3: S3TestServer;
  let bucket: string;
  let sdk: S3Client;

  const s3Env = () => ({ S3_BUCKET: bucket, S3_ENDPOINT: s3.endpoint, S3_REGION: s3.region, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey });

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = s3.createBucket();
  });

  const testApp = useTestApp(s3Env);

  beforeAll(async () => {
    // The SDK itself, to look into the bucket (and plant objects) behind the app's back.
    sdk = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  });

  afterAll(async () => {
    sdk.destroy();
    await s3.close();
  });

  const filesDir = () => path.join(testApp.dataDir, 'files');
  /** Everything in DATA_DIR/files but the (empty, checked separately) temp directory. */
  const localFiles = () => readdirSync(filesDir()).filter((name) => name !== '.partial');
  const tempFiles = () => readdirSync(path.join(filesDir(), '.partial'));
  const keys = () => s3.keys(bucket);
  const requests = (operation: string) => s3.stats.requests[operation] ?? 0;
  async function objectSha256(storedName: string): Promise<string> {
    const { Body } = await sdk.send(new GetObjectCommand({ Bucket: bucket, Key: `files/${storedName}` }));
    if (!(Body instanceof Readable)) throw new Error(`no object files/${storedName}`);
    return sha256OfStream(Body);
  }
  const materialRow = async (materialId: string) => {
    const { dossierMaterials } = testApp.app.db.tables;
    const [row] = await testApp.app.db.query((q) => q.select().from(dossierMaterials).where(eq(dossierMaterials.id, materialId)));
    if (!row?.storedName) throw new Error(`no stored file for material ${materialId}`);
    return { ...row, storedName: row.storedName };
  };

  it('stores an applicant’s document in the bucket and gives the admin back the same bytes', async () => {
    const { submissionId } = (await submit(testApp.app, completeAnswers('Individual', { email: 's3-applicant@example.com' }))).json() as { submissionId: string };
    // Several hundred kilobytes: the upload and the download each stream in many chunks.
    const scan = Buffer.concat([SAMPLE_FILES.pdf, randomBytes(700_000)]);
    const upload = await post(testApp.app, '/api/documents/upload', uploadForm({ applicantId: submissionId, documentType: 'idScan' }, [{ name: 'passport.pdf', bytes: scan }]));
    expect(upload.statusCode).toBe(200);

    const { documents } = testApp.app.db.tables;
    const rows = await testApp.app.db.query((q) => q.select().from(documents).where(eq(documents.applicationId, submissionId)));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no document row');
    expect(keys()).toContain(`files/${row.storedName}`);
    expect(await objectSha256(row.storedName)).toBe(sha256(scan));
    expect(localFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);

    const cookie = await signIn(testApp.app, 'admin@example.com');
    const detail = adminApplicationDetailResponseSchema.parse((await testApp.app.inject({ method: 'GET', url: `${ADMIN_BASE}/${submissionId}`, headers: { cookie } })).json()).application;
    const gets = requests('GetObject');
    const download = await testApp.app.inject({ method: 'GET', url: `${ADMIN_BASE}/${submissionId}/documents/${detail.documents[0]?.id}`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(requests('GetObject') - gets).toBe(1);
    expect(download.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-length': String(scan.length), 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    expect(download.headers['content-disposition']).toContain('filename="passport.pdf"');
    expect(sha256(download.rawPayload)).toBe(sha256(scan));
  });

  it('answers 404 for a document whose object is gone from the bucket', async () => {
    const { submissionId } = (await submit(testApp.app, completeAnswers('Individual', { email: 's3-lost@example.com' }))).json() as { submissionId: string };
    await post(testApp.app, '/api/documents/upload', uploadForm({ applicantId: submissionId, documentType: 'idScan' }, [{ name: 'lost.pdf', bytes: SAMPLE_FILES.pdf }]));
    const { documents } = testApp.app.db.tables;
    const [row] = await testApp.app.db.query((q) => q.select().from(documents).where(eq(documents.applicationId, submissionId)));
    if (!row) throw new Error('no document row');
    await testApp.app.storage.removeStored([row.storedName]);

    const cookie = await signIn(testApp.app, 'admin@example.com');
    const response = await testApp.app.inject({ method: 'GET', url: `${ADMIN_BASE}/${submissionId}/documents/${row.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'The file of this document is missing' });
  });

  it('answers a document upload the bucket refuses with 500 and keeps nothing of it', async () => {
    const { submissionId } = (await submit(testApp.app, completeAnswers('Individual', { email: 's3-refused@example.com' }))).json() as { submissionId: string };
    const objects = keys();
    s3.failNext(1, { status: 403, code: 'AccessDenied' });
    const refused = await post(testApp.app, '/api/documents/upload', uploadForm({ applicantId: submissionId, documentType: 'idScan' }, [{ name: 'refused.pdf', bytes: SAMPLE_FILES.pdf }]));
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual(SERVER_ERROR);
    const { documents } = testApp.app.db.tables;
    expect(await testApp.app.db.query((q) => q.select().from(documents).where(eq(documents.applicationId, submissionId)))).toEqual([]);
    expect(keys()).toEqual(objects);
    expect(tempFiles()).toEqual([]);
  });

  describe('a deal with a pitch deck', () => {
    const email = 's3-member@example.com';
    let client: DealClient;
    let dossierId: string;
    let materialId: string;
    const deck = strongDeck();

    beforeAll(async () => {
      client = await memberClient(testApp.app, email);
      dossierId = await client.createDossier();
    });

    it('keeps the uploaded deck in the bucket and lists it with the uploaded bytes’ size and hash', async () => {
      const uploaded = await client.uploadPdf(dossierId, deck);
      expect(uploaded.statusCode).toBe(200);
      materialId = (uploaded.json() as { material: { materialId: string } }).material.materialId;
      const { storedName } = await materialRow(materialId);
      expect(keys()).toContain(`files/${storedName}`);
      expect(await objectSha256(storedName)).toBe(sha256(deck));
      expect(localFiles()).toEqual([]);
      expect(tempFiles()).toEqual([]);

      const listed = await client.call('GET', `/api/dossiers/${dossierId}/pitchDeck`);
      expect(listed.json()).toMatchObject({ success: true, materials: [{ materialId, type: 'pitch-deck', fileName: 'deck.pdf', size: deck.length, sha256: sha256(deck) }] });
    });

    it('generates the report from the deck, read back from the bucket by the review worker', async () => {
      const gets = requests('GetObject');
      const reportId = await client.generate(dossierId);
      expect((await client.pollToEnd(reportId)).status).toBe('done');
      expect(requests('GetObject') - gets).toBe(1);
      // The deck's own words, which only reading the PDF can have given the analysts.
      const report = (await client.fullReport(reportId)) as unknown as FullReportResponse;
      const evidence = report.analyses.flatMap((analysis) => analysis.factors.flatMap((factor) => factor.evidence));
      expect(evidence).toEqual(expect.arrayContaining([expect.objectContaining({ sourceId: 'pdf-1', text: expect.stringContaining('$2.4M ARR') })]));
      // The worker's local copy of the deck is gone again.
      expect(tempFiles()).toEqual([]);
      expect(localFiles()).toEqual([]);
    });

    it('removes the deck’s object when the material is deleted', async () => {
      const { storedName } = await materialRow(materialId);
      const deleted = await client.call('DELETE', `/api/dossiers/${dossierId}/pitchDeck`, { materialId });
      expect(deleted.statusCode).toBe(200);
      expect(keys()).not.toContain(`files/${storedName}`);
    });

    it('deletes the material even when the bucket refuses to delete its object, which stays for recovery', async () => {
      const uploaded = await client.uploadPdf(dossierId, deck);
      const { id, storedName } = await materialRow((uploaded.json() as { material: { materialId: string } }).material.materialId);
      s3.failNext(1, { status: 403, code: 'AccessDenied' });
      const deleted = await client.call('DELETE', `/api/dossiers/${dossierId}/pitchDeck`, { materialId: id });
      expect(deleted.statusCode).toBe(200);
      expect((await client.call('GET', `/api/dossiers/${dossierId}/pitchDeck`)).json()).toMatchObject({ materials: [] });
      expect(keys()).toContain(`files/${storedName}`);
      // The orphan the recovery test below would otherwise find too.
      await testApp.app.storage.removeStored([storedName]);
    });

    it('answers a deck upload the bucket refuses with 500 "Failed to upload pitch deck" and keeps nothing of it', async () => {
      const objects = keys();
      s3.failNext(1, { status: 403, code: 'AccessDenied' });
      const refused = await client.uploadPdf(dossierId, deck);
      expect(refused.statusCode).toBe(500);
      expect(refused.json()).toEqual({ success: false, error: 'Failed to upload pitch deck' });
      expect((await client.call('GET', `/api/dossiers/${dossierId}/pitchDeck`)).json()).toMatchObject({ materials: [] });
      expect(keys()).toEqual(objects);
      expect(tempFiles()).toEqual([]);
    });
  });

  it('at start removes an object no row refers to, once it is too old to be another instance’s upload in flight', async () => {
    const orphan = randomBytes(16).toString('hex');
    await sdk.send(new PutObjectCommand({ Bucket: bucket, Key: `files/${orphan}`, Body: '%PDF-1.4 stored, but its row never committed' }));
    const before = keys();
    const restart = async (clock: Clock) => {
      const restarted = await buildApp(testApp.app.config, { migrationsFolder: MIGRATIONS_FOLDER, clock });
      await restarted.close();
    };

    // Just stored: another instance sharing the bucket may be about to commit its row.
    await restart({ now: () => new Date() });
    expect(keys()).toEqual(before);

    // Older than the limit: debris of a crash, removed; every object a row refers to stays.
    await restart({ now: () => new Date(Date.now() + SHARED_ORPHAN_AGE_MS + 60_000) });
    expect(keys()).toEqual(before.filter((key) => key !== `files/${orphan}`));
    expect(before).toContain(`files/${orphan}`);
  });

  it('refuses to start with S3 settings the server rejects, naming the setting to check', async () => {
    // On the SQLite file in both runs: the failed start leaves no database of the shared server behind.
    await expect(buildTestApp({ ...s3Env(), S3_SECRET_ACCESS_KEY: 'not-the-secret', DATABASE_URL: '' })).rejects.toMatchObject({
      name: 'S3StorageError',
      kind: 'credentials',
      message: expect.stringContaining('check S3_SECRET_ACCESS_KEY'),
    });
  });
});
