import type { FullReportResponse } from '@quorum/domain';
import { buildTestApp } from '../../testing/build-test-app';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { memberClient } from '../review-agent/testing/deal-client';
import { strongDeck } from '../review-agent/testing/fixture-decks';
import { html, startSite, status } from '../review-agent/testing/loopback-services';

const EMAIL = 'sharer@example.com';

/** Shared-link checks and conversion (docs/flows/deal-submission.md), against a DocSend-like site and a converter on loopback. */
describe('DocSend links', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let converter: Awaited<ReturnType<typeof startSite>>;
  let converterMode: 'pdf' | 'passcode' | 'refuse-user' | 'refuse-all' | 'empty' | 'html' = 'pdf';

  beforeAll(async () => {
    site = await startSite({
      '/view/deck': html('<html><body><form><input name="email"></form><h1>Rocketly deck</h1></body></html>'),
      '/view/locked': html('<html><body><form><input type="password" name="passcode"></form></body></html>'),
      '/view/expired': html('<html><body><p>This link is no longer available.</p></body></html>'),
      '/view/gone': status(404),
      '/view/broken': status(500),
    });
    converter = await startSite({
      '/': (request, response) => {
        const asked = new URL(request.url ?? '/', 'http://x').searchParams;
        if (converterMode === 'passcode' && !asked.get('passcode')) return void response.writeHead(401).end('passcode required');
        if (converterMode === 'refuse-all' || (converterMode === 'refuse-user' && asked.get('email') === EMAIL)) return void response.writeHead(403).end('nope');
        if (converterMode === 'empty') return void response.writeHead(200, { 'content-type': 'application/pdf' }).end();
        if (converterMode === 'html') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
        response.writeHead(200, { 'content-type': 'application/pdf' }).end(strongDeck());
      },
    });
  });

  const testApp = useTestApp(() => ({ QUORUM_TEST_FETCH_ALLOW: site.hostPort, DOCSEND_CONVERTER_URL: converter.url('/'), DOCSEND_FALLBACK_EMAIL: 'fallback@quorum.example' }));

  const client = useMemberClient(testApp, EMAIL);

  afterAll(async () => {
    await Promise.all([site.close(), converter.close()]);
  });

  const check = (path: string, endpoint = 'check') => client.call('GET', `/api/docsend/${endpoint}?docsendUrl=${encodeURIComponent(site.url(path))}&email=${EMAIL}`);

  it.each([
    ['a single deck', '/view/deck', { dataroom: false, unavailable: false }],
    ['a dataroom, by its shape (no fetch needed)', '/view/s/space-123', { dataroom: true, unavailable: false }],
    ['an expired link', '/view/expired', { dataroom: false, unavailable: true }],
    ['a missing page', '/view/gone', { dataroom: false, unavailable: true }],
  ])('check: %s', async (_case, path, expected) => {
    const response = await check(path);
    expect([response.statusCode, response.json()]).toEqual([200, expected]);
  });

  it('passcode check: a page with a passcode field requires one, a plain deck does not', async () => {
    expect((await check('/view/locked', 'passcode-check')).json()).toEqual({ requiresPasscode: true });
    expect((await check('/view/deck', 'passcode-check')).json()).toEqual({ requiresPasscode: false });
  });

  it('the check failure and missing-link messages', async () => {
    expect((await check('/view/broken')).json()).toEqual({ success: false, error: 'Error checking DocSend link. Please try again.' });
    expect((await client.call('GET', '/api/docsend/check')).json()).toEqual({ success: false, error: 'No docsend link provided' });
    expect((await client.call('GET', `/api/docsend/check?docsendUrl=${encodeURIComponent('https://example.com/deck')}`)).json()).toMatchObject({ error: 'Please check the link and try again with a valid DocSend URL.' });
    expect((await client.call('GET', `/api/docsend/check?docsendUrl=${encodeURIComponent(site.url('/view/deck'))}&email=other@example.com`)).statusCode).toBe(403);
  });

  it.each([
    ['passcode', 422, 'Passcode required'],
    ['refuse-all', 502, 'Failed to fetch docsend data with both user and fallback emails'],
    ['empty', 502, 'DocSend API returned empty PDF data'],
    ['html', 502, 'Invalid file: Not a PDF file'],
  ] as const)('converter mode %s → %d "%s"', async (mode, code, message) => {
    converterMode = mode;
    const dossierId = await client.createDossier();
    const response = await client.call('POST', `/api/dossiers/${dossierId}/docsend`, { url: 'https://docsend.com/view/abc', email: EMAIL });
    expect([response.statusCode, response.json()]).toEqual([code, expect.objectContaining({ success: false, error: message })]);
    expect((await client.call('GET', `/api/dossiers/${dossierId}/pitchDeck`)).json()).toMatchObject({ materials: [] });
  });

  it('tries the fallback email when the user’s is refused, and names the file docsend_{timestamp}.pdf', async () => {
    converterMode = 'refuse-user';
    const dossierId = await client.createDossier();
    const response = await client.call('POST', `/api/dossiers/${dossierId}/docsend`, { url: 'https://docsend.com/view/abc', email: EMAIL });
    expect(response.json()).toMatchObject({ converted: true, material: { fileName: expect.stringMatching(/^docsend_\d{13}\.pdf$/), description: 'https://docsend.com/view/abc' } });
    expect(converter.requests.slice(-2).map((request) => new URL(request.url, 'http://x').searchParams.get('email'))).toEqual([EMAIL, 'fallback@quorum.example']);
    expect((await client.call('POST', `/api/dossiers/${dossierId}/docsend`, { email: EMAIL })).json()).toMatchObject({ error: 'No docsend link provided' });
  });
});

describe('DocSend links without a converter', () => {
  it('keeps the link as a docsend-link material, and the report says the deck could not be read', async () => {
    const testApp = await buildTestApp();
    try {
      const client = await memberClient(testApp.app, EMAIL);
      const dossierId = await client.createDossier();
      const kept = await client.call('POST', `/api/dossiers/${dossierId}/docsend`, { url: 'https://docsend.com/view/abc', email: EMAIL });
      expect(kept.json()).toMatchObject({ converted: false, material: { type: 'docsend-link', url: 'https://docsend.com/view/abc' } });
      await client.setNote(dossierId, 'Rocketly books launches for satellite operators and has 140 paying customers growing 18% month over month.');
      const reportId = await client.generate(dossierId);
      expect((await client.pollToEnd(reportId)).status).toBe('done');
      const report = (await client.fullReport(reportId)) as unknown as FullReportResponse;
      expect(report.name).toBe('Submitted Docsend Documents');
      expect(report.sources.find((source) => source.kind === 'docsend')).toMatchObject({ readable: false, note: expect.stringContaining('could not be read') });
    } finally {
      await testApp.close();
    }
  });

  it('reports the converter’s status when there is no fallback email', async () => {
    const converter = await startSite({ '/': status(503) });
    const testApp = await buildTestApp({ DOCSEND_CONVERTER_URL: converter.url('/') });
    try {
      const client = await memberClient(testApp.app, EMAIL);
      const dossierId = await client.createDossier();
      const response = await client.call('POST', `/api/dossiers/${dossierId}/docsend`, { url: 'https://docsend.com/view/abc', email: EMAIL });
      expect(response.json()).toEqual({ success: false, error: 'Failed to fetch docsend data: 503' });
    } finally {
      await testApp.close();
      await converter.close();
    }
  });
});
