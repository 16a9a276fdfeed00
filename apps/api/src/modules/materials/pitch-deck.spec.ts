import { readdirSync } from 'node:fs';
import path from 'node:path';
import { memberWithRoles } from '../../testing/members';
import { useTestApp } from '../../testing/use-test-app';
import { dealClient, type DealClient, memberClient, multipart } from '../review-agent/testing/deal-client';
import { strongDeck } from '../review-agent/testing/fixture-decks';

/** Pitch-deck uploads: the upload checks and their exact messages (docs/flows/deal-submission.md), and ownership. */
describe('POST /api/dossiers/:id/pitchDeck', () => {
  let client: DealClient;
  let cookie: string;
  let dossierId: string;
  const email = 'uploader@example.com';
  const storedFiles = () => readdirSync(path.join(testApp.dataDir, 'files')).filter((name) => name !== '.partial');
  const partials = () => readdirSync(path.join(testApp.dataDir, 'files/.partial'));

  const testApp = useTestApp();

  beforeAll(async () => {
    cookie = await memberWithRoles(testApp.app, email, 'member');
    client = dealClient(testApp.app, cookie, email);
    dossierId = await client.createDossier();
  });

  const send = (parts: Parameters<typeof multipart>[0]) => {
    const form = multipart(parts);
    return testApp.app.inject({ method: 'POST', url: `/api/dossiers/${dossierId}/pitchDeck`, headers: { cookie, ...form.headers }, payload: form.body });
  };

  it.each([
    ['no userId', 'Missing required fields', { userId: null }],
    ['an empty filename', 'Invalid file: Missing filename', { name: '' }],
    ['an empty file', 'Invalid file: Empty file', { bytes: Buffer.alloc(0) }],
    ['no file type (application/octet-stream)', 'Invalid file: Unknown file type', { type: 'application/octet-stream' }],
    ['a PNG type', 'Invalid file: Not a PDF file', { type: 'image/png', name: 'deck.png' }],
    ['HTML bytes named and typed as a PDF', 'Invalid file: Not a PDF file', { bytes: Buffer.from('<html><body>not a deck</body></html>') }],
  ])('a bad upload: %s → "%s", and nothing stored', async (_case, message, options: { userId?: null; name?: string; type?: string; bytes?: Buffer }) => {
    const before = storedFiles().length;
    const response = await client.uploadPdf(dossierId, options.bytes ?? strongDeck(), { ...(options.userId === null ? { userId: null } : {}), ...(options.name !== undefined ? { name: options.name } : {}), ...(options.type !== undefined ? { type: options.type } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
    expect(storedFiles()).toHaveLength(before);
    expect(partials()).toEqual([]);
  });

  it('no file part → "No file provided"; a text field named file → "Invalid file object"', async () => {
    expect((await send([{ name: 'userId', value: email }])).json()).toMatchObject({ error: 'No file provided' });
    expect((await send([{ name: 'file', value: 'C:\\fakepath\\deck.pdf' }, { name: 'userId', value: email }])).json()).toMatchObject({ error: 'Invalid file object' });
  });

  it('refuses a path-like file name (a browser never sends one) and stores nothing', async () => {
    const before = storedFiles().length;
    const response = await client.uploadPdf(dossierId, strongDeck(), { name: '../../etc/Deck Q3.pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { file: 'A file name may not contain a path or control characters' } });
    expect(storedFiles()).toHaveLength(before);
    expect(partials()).toEqual([]);
  });

  it('stores a real PDF under a random name, lists it and deletes it with its file', async () => {
    const uploaded = await client.uploadPdf(dossierId, strongDeck(), { name: 'Deck Q3.pdf' });
    expect(uploaded.statusCode).toBe(200);
    const material = (uploaded.json() as { material: { materialId: string; fileName: string; size: number; sha256: string } }).material;
    expect(material).toMatchObject({ fileName: 'Deck Q3.pdf', size: strongDeck().length, sha256: expect.stringMatching(/^[a-f0-9]{64}$/) });
    expect(storedFiles().every((name) => /^[a-f0-9]{32}$/.test(name))).toBe(true);
    const listed = await client.call('GET', `/api/dossiers/${dossierId}/pitchDeck`);
    expect((listed.json() as { materials: unknown[] }).materials).toHaveLength(1);
    const count = storedFiles().length;
    const deleted = await client.call('DELETE', `/api/dossiers/${dossierId}/pitchDeck`, { materialId: material.materialId });
    expect(deleted.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(count - 1);
  });

  it('refuses another member’s dossier before reading the file, and a userId that is not the caller', async () => {
    const other = await memberClient(testApp.app, 'other@example.com');
    const refused = await other.uploadPdf(dossierId, strongDeck(), { userId: 'other@example.com' });
    expect(refused.statusCode).toBe(403);
    const spoofed = await client.uploadPdf(dossierId, strongDeck(), { userId: 'someone-else@example.com' });
    expect(spoofed.statusCode).toBe(403);
    expect(partials()).toEqual([]);
  });

  it('answers a non-multipart request and a missing dossier with a 4xx', async () => {
    expect((await client.call('POST', `/api/dossiers/${dossierId}/pitchDeck`, { file: 'x' })).statusCode).toBe(415);
    expect((await client.uploadPdf('missing-dossier', strongDeck())).statusCode).toBe(404);
  });
});
