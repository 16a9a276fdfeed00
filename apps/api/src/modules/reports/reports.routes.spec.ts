import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { signedInClient } from '../review-agent/testing/deal-client';
import { companySite } from '../review-agent/testing/fixture-decks';
import { html, startSite, status } from '../review-agent/testing/loopback-services';

/** The report catalogue's server-side messages, ownership, deletion and webhooks with retries. */
describe('report calls', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let receiver: Awaited<ReturnType<typeof startSite>>;
  let failuresLeft = 2;

  beforeAll(async () => {
    site = await startSite({ '/': html(companySite('Rocketly', ['We reached $2.4M ARR, growing 18% month over month.'])), '/down': status(503) });
    receiver = await startSite({ '/error-hook': status(200), '/flaky': (_request, response) => void response.writeHead(failuresLeft-- > 0 ? 500 : 200).end() });
  });

  const testApp = useTestApp(() => ({ QUORUM_TEST_FETCH_ALLOW: `${site.hostPort},${receiver.hostPort}` }));

  const ada = useMemberClient(testApp, 'ada@example.com');
  const bob = useMemberClient(testApp, 'bob@example.com');

  afterAll(async () => {
    await Promise.all([site.close(), receiver.close()]);
  });

  it.each([
    ['create without a vehicle id', 400, 'Dossier ID, email and vehicle ID are required', 'POST', '/api/report/create', { dossierId: 'd', userEmail: 'ada@example.com' }],
    ['create without anything', 400, 'Dossier ID, email and vehicle ID are required', 'POST', '/api/report/create', {}],
    ['create with a bad webhook', 400, 'Report creation failed', 'POST', '/api/report/create', { dossierId: 'd', userEmail: 'ada@example.com', vehicleId: 'v', webhooks: { onComplete: 'file:///etc/passwd' } }],
    ['status without a report id', 400, 'Report ID is required', 'GET', '/api/report/status', undefined],
    ['create-from-url without a url', 400, 'URL is required', 'POST', '/api/report/create-from-url', {}],
    ['create-from-url with a bad url', 400, 'Please enter a valid URL.', 'POST', '/api/report/create-from-url', { url: 'not a url' }],
    ['previews for someone else', 403, 'Failed to fetch report previews: the email is not the signed-in member’s', 'POST', '/api/report/previews', { email: 'bob@example.com' }],
    ['previews with votes for someone else', 403, 'Failed to fetch previews with votes: the email is not the signed-in member’s', 'POST', '/api/report/previews-with-votes', { email: 'bob@example.com' }],
    ['a report of an unknown dossier', 404, 'No dossier with this id', 'POST', '/api/report/create', { dossierId: 'nope', userEmail: 'ada@example.com', vehicleId: 'quorum-main' }],
  ] as const)('%s → %d "%s"', async (_case, code, message, method, url, payload) => {
    const response = await ada.call(method, url, payload);
    expect([response.statusCode, response.json()]).toEqual([code, expect.objectContaining({ success: false, error: message })]);
  });

  it('an empty dossier cannot be reviewed ("Please provide a URL or file"), and nothing is written', async () => {
    const dossierId = await ada.createDossier();
    const response = await ada.call('POST', '/api/report/create', { dossierId, userEmail: 'ada@example.com', vehicleId: 'quorum-main' });
    expect(response.json()).toEqual({ success: false, error: 'Please provide a URL or file' });
    expect((await ada.call('GET', '/api/report/statuses')).json()).toEqual({ success: true, reports: [] });
  });

  it('creates from a url (a one-line site is too thin to approve), reports statuses, finds the deal by site, and refuses other members’ reports', async () => {
    const created = (await ada.call('POST', '/api/report/create-from-url', { url: site.url('/') })).json() as { reportId: string };
    expect((await ada.pollToEnd(created.reportId)).status).toBe('done');
    expect((await ada.call('GET', '/api/report/statuses?email=ada@example.com')).json()).toMatchObject({ reports: [{ reportId: created.reportId, status: 'done', effectiveStatus: 'rejected' }] });
    expect((await ada.call('GET', '/api/report/statuses?email=bob@example.com')).statusCode).toBe(403);
    expect((await ada.call('GET', `/api/report/check-dossier?url=${encodeURIComponent(site.url('/pricing'))}`)).json()).toMatchObject({ found: true, reportId: created.reportId, dossierId: expect.any(String), effectiveStatus: 'rejected' });
    expect((await bob.call('GET', `/api/report/check-dossier?url=${encodeURIComponent(site.url('/'))}`)).json()).toMatchObject({ found: true, reportId: created.reportId, dossierId: null });
    expect((await ada.call('GET', '/api/report/check-dossier?url=unknown.example')).json()).toMatchObject({ found: false });
    const admin = await signedInClient(testApp.app, 'admin@example.com');
    expect((await admin.call('GET', '/api/report/statuses?email=ada@example.com')).json()).toMatchObject({ reports: [{ reportId: created.reportId }] });
    expect((await bob.call('DELETE', '/api/report', { ids: [created.reportId] })).statusCode).toBe(403);
    expect((await ada.call('DELETE', '/api/report', { ids: [created.reportId, 'already-gone'] })).json()).toEqual({ success: true, deleted: [created.reportId] });
    expect((await ada.call('GET', `/api/report/status?reportId=${created.reportId}`)).statusCode).toBe(404);
  });

  it('ends in error when no material can be read, with the reason, and calls onError', async () => {
    const dossierId = await ada.createDossier();
    await ada.setUrl(dossierId, site.url('/down'));
    const reportId = await ada.generate(dossierId, { onError: receiver.url('/error-hook'), onComplete: receiver.url('/error-hook') });
    const end = await ada.pollToEnd(reportId);
    expect(end).toMatchObject({ status: 'error', statusMessage: expect.stringContaining('Not enough information to review this deal') });
    expect(end.statusMessage).toContain('the site answered HTTP 503');
    expect((await ada.call('GET', `/api/report/${reportId}/full-report`)).statusCode).toBe(409);
    await testApp.app.reviewAgent.idle();
    expect(receiver.requests.filter((request) => request.url === '/error-hook')).toHaveLength(1);
  });

  it('retries a failing webhook until it is accepted', async () => {
    failuresLeft = 2;
    const before = receiver.requests.length;
    const dossierId = await ada.createDossier();
    await ada.setUrl(dossierId, site.url('/'));
    await ada.generate(dossierId, { onComplete: receiver.url('/flaky') });
    await testApp.app.reviewAgent.idle();
    expect(receiver.requests.slice(before).map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
    expect(receiver.requests.at(-1)?.headers['x-quorum-event']).toBe('onComplete');
  });

  it('sends the deal-submitted email only to the caller', async () => {
    const sent = await ada.call('POST', '/api/send-deal-submitted-email', { email: 'ada@example.com', name: 'Rocketly', url: 'https://rocketly.example/' });
    expect(sent.json()).toEqual({ success: true, message: 'Email sent' });
    expect((await ada.call('POST', '/api/send-deal-submitted-email', { email: 'victim@example.com', name: 'x' })).statusCode).toBe(403);
    const outbox = (await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox?to=ada%40example.com' })).json() as { messages: Array<{ template: string; subject: string }> };
    expect(outbox.messages.find((message) => message.template === 'deal-submitted')?.subject).toBe("We're reviewing Rocketly");
  });
});
