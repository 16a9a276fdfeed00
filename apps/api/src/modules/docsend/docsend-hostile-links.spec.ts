import type { FullReportResponse } from '@quorum/domain';
import { newId } from '../../lib/ids';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { createMaterialsRepository } from '../materials/materials.repository';
import { strongDeck } from '../review-agent/testing/fixture-decks';
import { startSite } from '../review-agent/testing/loopback-services';
import { HOSTILE_DOCSEND_LINKS, VALID_DOCSEND_LINK } from './hostile-docsend-links';

const EMAIL = 'sharer@example.com';
const REFUSED = 'Only https DocSend links (docsend.com) can be converted. Please check the link and try again with a valid DocSend URL.';

/**
 * Only https links on DocSend's own hosts may reach the converter (docs/security/docsend-links.md).
 * The converter is a real server on loopback that counts what reaches it.
 */
describe('DocSend links that must never reach the converter', () => {
  let converter: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    converter = await startSite({ '/convert': (_request, response) => void response.writeHead(200, { 'content-type': 'application/pdf' }).end(strongDeck()) });
  });

  const testApp = useTestApp(() => ({ DOCSEND_CONVERTER_URL: converter.url('/convert') }));

  const client = useMemberClient(testApp, EMAIL);

  afterAll(async () => {
    await converter.close();
  });

  /** A docsend_link row written straight into the database, as rows saved before the rule may hold. */
  const storedLink = async (dossierId: string, url: string) =>
    createMaterialsRepository(testApp.app.db).insert({ id: newId(), dossierId, kind: 'docsend_link', url, urlHost: null }, testApp.app.clock.now());

  it.each(HOSTILE_DOCSEND_LINKS)('POST /api/dossiers/:id/docsend refuses %s (%s) with a 400, and the converter is never asked', async (_attack, link) => {
    const before = converter.requests.length;
    const dossierId = await client.createDossier();
    const response = await client.call('POST', `/api/dossiers/${dossierId}/docsend`, { url: link, email: EMAIL, passcode: 'orbit-42' });
    expect([response.statusCode, response.json()]).toEqual([400, { success: false, error: REFUSED }]);
    expect(converter.requests.length).toBe(before);
    expect((await client.call('GET', `/api/dossiers/${dossierId}/pitchDeck`)).json()).toMatchObject({ materials: [] });
  });

  it('still converts a valid DocSend link, passcode included', async () => {
    const before = converter.requests.length;
    const dossierId = await client.createDossier();
    const response = await client.call('POST', `/api/dossiers/${dossierId}/docsend`, { url: VALID_DOCSEND_LINK, email: EMAIL, passcode: 'orbit-42' });
    expect(response.json()).toMatchObject({ success: true, converted: true, material: { type: 'pitch-deck', description: VALID_DOCSEND_LINK } });
    expect(converter.requests.length).toBe(before + 1);
    const asked = new URL(converter.requests.at(-1)?.url ?? '/', 'http://x').searchParams;
    expect([asked.get('docsendUrl'), asked.get('passcode'), asked.get('email')]).toEqual([VALID_DOCSEND_LINK, 'orbit-42', EMAIL]);
  });

  it.each(HOSTILE_DOCSEND_LINKS)('GET /api/docsend/check refuses %s (%s) with the "Link Issue" 400, before any fetch', async (_attack, link) => {
    const response = await client.call('GET', `/api/docsend/check?docsendUrl=${encodeURIComponent(link)}&email=${EMAIL}`);
    expect([response.statusCode, response.json()]).toEqual([400, { success: false, error: 'Please check the link and try again with a valid DocSend URL.' }]);
  });

  it.each(HOSTILE_DOCSEND_LINKS)('PUT /api/materials refuses %s (%s) as a docsend_link, and keeps the stored link', async (_attack, link) => {
    const dossierId = await client.createDossier();
    const row = await storedLink(dossierId, VALID_DOCSEND_LINK);
    const response = await client.call('PUT', '/api/materials', { materialId: row.id, url: link });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
    expect((await createMaterialsRepository(testApp.app.db).find(row.id))?.url).toBe(VALID_DOCSEND_LINK);
  });

  it('PUT /api/materials says why a non-DocSend link cannot be a docsend_link, and accepts a DocSend one', async () => {
    const dossierId = await client.createDossier();
    const row = await storedLink(dossierId, VALID_DOCSEND_LINK);
    expect((await client.call('PUT', '/api/materials', { materialId: row.id, url: 'http://169.254.169.254/latest/meta-data/' })).json()).toEqual({ success: false, error: REFUSED });
    const changed = await client.call('PUT', '/api/materials', { materialId: row.id, url: 'https://docsend.com/view/other' });
    expect(changed.json()).toMatchObject({ success: true, material: { type: 'docsend-link', url: 'https://docsend.com/view/other' } });
  });

  it('a report on a dossier holding old hostile docsend_link rows asks the converter nothing and says the links were not read', async () => {
    const before = converter.requests.length;
    const dossierId = await client.createDossier();
    for (const [, link] of HOSTILE_DOCSEND_LINKS) await storedLink(dossierId, link);
    await client.setNote(dossierId, 'Rocketly books launches for satellite operators and has 140 paying customers growing 18% month over month.');
    const reportId = await client.generate(dossierId);
    expect((await client.pollToEnd(reportId)).status).toBe('done');
    const report = (await client.fullReport(reportId)) as unknown as FullReportResponse;
    const docsendSources = report.sources.filter((source) => source.kind === 'docsend');
    expect(docsendSources).toHaveLength(HOSTILE_DOCSEND_LINKS.length);
    for (const source of docsendSources) expect(source).toMatchObject({ readable: false, note: 'not an https DocSend link, so it was not read' });
    expect(converter.requests.length).toBe(before);
  });
});
