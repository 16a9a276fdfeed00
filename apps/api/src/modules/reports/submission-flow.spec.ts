import { keyPoints, type FullReportResponse } from '@quorum/domain';
import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { companySite, strongDeck } from '../review-agent/testing/fixture-decks';
import { chatCompletion, html, startSite, status } from '../review-agent/testing/loopback-services';

/**
 * The submission order (docs/flows/deal-submission.md), end to end through the API on a real SQLite file: dossier →
 * PDF upload → converted deck → url, secondary urls, notes, founders, vehicle settings → generate →
 * poll to done → full report → preview with effectiveStatus. The web, the DocSend converter and the
 * webhook receiver are real servers on 127.0.0.1.
 */
describe('deal submission, end to end', () => {
  let sites: Awaited<ReturnType<typeof startSite>>;
  let converter: Awaited<ReturnType<typeof startSite>>;
  let receiver: Awaited<ReturnType<typeof startSite>>;
  const email = 'founder-finder@example.com';
  const timings: string[] = [];

  beforeAll(async () => {
    sites = await startSite({
      '/': html(companySite('Rocketly', ['We reached $2.4M ARR, growing 18% month over month.', 'Used by 140 paying customers in 12 countries.'])),
      '/about': html(companySite('Rocketly', ['CEO Dana Ortiz, ex-SpaceX, previously founded LaunchPad (acquired by Airbus).'])),
    });
    converter = await startSite({ '/convert': (_request, response) => response.writeHead(200, { 'content-type': 'application/pdf' }).end(strongDeck()) });
    receiver = await startSite({ '/hooks/done': status(204), '/hooks/error': status(204) });
  });

  afterAll(async () => {
    console.log(`generate → done timings:\n${timings.join('\n')}`);
  });

  const testApp = useTestApp(() => ({
    QUORUM_TEST_FETCH_ALLOW: [sites.hostPort, receiver.hostPort].join(','),
    DOCSEND_CONVERTER_URL: converter.url('/convert'),
    DOCSEND_CONVERTER_API_KEY: 'converter-key',
  }));

  const client = useMemberClient(testApp, email);

  afterAll(async () => {
    await Promise.all([sites.close(), converter.close(), receiver.close()]);
  });

  async function generateAndRead(dossierId: string, label: string, webhooks?: { onComplete: string; onError: string }) {
    const started = Date.now();
    const reportId = await client.generate(dossierId, webhooks);
    const end = await client.pollToEnd(reportId);
    timings.push(`${label}: ${Date.now() - started} ms (${end.seen.join(' → ')})`);
    expect(end).toMatchObject({ status: 'done' });
    expect(end.seen.at(-1)).toBe('done');
    return { reportId, report: (await client.fullReport(reportId)) as unknown as FullReportResponse };
  }

  async function previewOf(reportId: string) {
    const response = await client.call('POST', '/api/report/previews-with-votes', { email });
    expect(response.statusCode).toBe(200);
    return (response.json() as { previews: Array<Record<string, unknown>> }).previews.find((preview) => preview['reportId'] === reportId);
  }

  it('a website-only deal: url, secondary url, note, founders, vehicle → done, with webhooks and the email', async () => {
    const dossierId = await client.createDossier();
    await client.setUrl(dossierId, sites.url('/'));
    await client.addSecondaryUrl(dossierId, sites.url('/about'));
    await client.setNote(dossierId, 'Met the founders at a launch conference; they are raising now.');
    await client.setFounders(dossierId, [{ name: 'Dana Ortiz', contactType: 'Email', contactValue: 'dana@rocketly.example', additionalInfo: 'Warm intro possible' }]);
    await client.setVehicle(dossierId);
    const hooks = { onComplete: receiver.url('/hooks/done'), onError: receiver.url('/hooks/error') };
    const { reportId, report } = await generateAndRead(dossierId, 'website-only', hooks);

    expect(report.name).toBe('127');
    expect(report.projectDocumentation).toEqual({ url: sites.url('/'), twitterHandle: '@rocketlyhq' });
    expect(report.assets.faviconAsset).toBe('/api/favicon?domain=127.0.0.1');
    expect(report.executiveSummary.summary[0]).toContain('Rocketly books rideshare launches');
    expect(report.recommendationsAndVotes.recommendationsAndVotes.map((entry) => entry.role)).toEqual(['product', 'technical', 'business']);
    expect(report.sources.map((source) => [source.id, source.readable])).toEqual(expect.arrayContaining([['website-1', true], ['website-2', true], ['note-1', true], ['team-1', true]]));
    expect(report.claims.every((claim) => claim.sourceIds.every((id) => report.sources.some((source) => source.id === id)))).toBe(true);
    expect(keyPoints(report).length).toBeGreaterThan(0);

    await testApp.app.reviewAgent.idle();
    const hook = receiver.requests.find((request) => request.url === '/hooks/done');
    expect(hook?.method).toBe('POST');
    expect(JSON.parse(receiver.bodies[receiver.requests.indexOf(hook as never)] ?? '{}')).toMatchObject({ event: 'report.completed', reportId, status: 'done' });
    const outbox = (await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json() as { messages: Array<{ template: string; links: string[] }> };
    expect(outbox.messages.find((message) => message.template === 'report-ready')?.links[0]).toMatch(new RegExp(`/deals/${reportId}/report$`));
    expect(await previewOf(reportId)).toMatchObject({ reportId, id: reportId, createdBy: email, status: 'done', nameQC: 'Rocketly' });
  });

  it('a PDF-only deal: upload → vehicle → done, named "Submitted Deal", read from the deck', async () => {
    const dossierId = await client.createDossier();
    const upload = await client.uploadPdf(dossierId, strongDeck(), { name: 'Rocketly deck.pdf' });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ success: true, material: { type: 'pitch-deck', fileName: 'Rocketly deck.pdf', mimeType: 'application/pdf' } });
    await client.setVehicle(dossierId);
    const { reportId, report } = await generateAndRead(dossierId, 'pdf-only');

    expect(report.name).toBe('Submitted Deal');
    expect(report.sources).toEqual([expect.objectContaining({ id: 'pdf-1', kind: 'pdf', title: 'Rocketly deck.pdf', readable: true })]);
    expect(report.valuations.qcValuation).toBe('$24M-36M (10-15x the stated $2.4M revenue)');
    expect(report.executiveSummary.oneLiners.some((line) => line.startsWith('Traction: ') && line.includes('$2.4M ARR'))).toBe(true);
    const preview = await previewOf(reportId);
    expect(preview).toMatchObject({ effectiveStatus: 'accepted', createdBy: email });
  });

  it('a mixed deal: PDF, a converted DocSend deck, website, secondary url, notes, founders and vehicle', async () => {
    const dossierId = await client.createDossier();
    expect((await client.uploadPdf(dossierId, strongDeck())).statusCode).toBe(200);
    const converted = await client.call('POST', `/api/dossiers/${dossierId}/docsend`, { url: 'https://docsend.com/view/abc123', email, passcode: 'launch' });
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({ converted: true, material: { type: 'pitch-deck', fileName: expect.stringMatching(/^docsend_\d+\.pdf$/) } });
    const asked = new URL(converter.requests.at(-1)?.url ?? '/', 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ email, docsendUrl: 'https://docsend.com/view/abc123', passcode: 'launch' });
    expect(converter.requests.at(-1)?.headers['x-api-key']).toBe('converter-key');

    await client.setUrl(dossierId, sites.url('/'));
    await client.addSecondaryUrl(dossierId, sites.url('/about'));
    await client.setNote(dossierId, 'Strong team.');
    await client.setFounders(dossierId, [{ name: 'Dana Ortiz', contactType: 'LinkedIn', contactValue: 'linkedin.com/in/dana' }]);
    await client.setVehicle(dossierId);
    const { reportId, report } = await generateAndRead(dossierId, 'mixed');

    expect(report.sources.filter((source) => source.kind === 'pdf')).toHaveLength(2);
    expect(report.analyses.every((analysis) => analysis.vote === 'Yes')).toBe(true);
    expect(await previewOf(reportId)).toMatchObject({ effectiveStatus: 'accepted' });
  });

  it('runs the LLM engine only when configured: this app says builtin', () => {
    expect(testApp.app.reviewAgent.engine).toBe('builtin');
    expect(chatCompletion('{}')).toContain('choices');
  });
});
