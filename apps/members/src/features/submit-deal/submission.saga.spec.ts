import { waitFor } from '@testing-library/react';
import { holdSessionReads, settle } from '../../testing/store';
import { BLOG, DANA, DECK_LINK, DOSSIER_ID, fullReport, pdfFile, REPORT_ID, SITE, startSubmission, submissionCalls } from '../../testing/submit-fixtures';

const bodyOf = (server: ReturnType<typeof startSubmission>['server'], path: string) => server.requests.find((request) => request.path === path)?.body;

describe('the submission saga, in its fixed order', () => {
  it('creates the dossier, uploads PDFs, converts shared decks, sends url, secondary urls, notes, founders, vehicle settings, then generates and polls', async () => {
    const { store, server } = startSubmission({
      routes: { 'GET /api/report/status': { body: { success: true, reportId: REPORT_ID, status: 'done', statusMessage: '' } } },
      links: [[SITE], [DECK_LINK, true], [BLOG]],
      files: [pdfFile('deck.pdf'), pdfFile('financials.pdf', 4096)],
      founders: [DANA],
      notes: 'Raising $3M seed',
    });
    await waitFor(() => expect(store.getState().submission?.dialog).toBe('preview'));
    const d = `/api/dossiers/${DOSSIER_ID}`;
    expect(submissionCalls(server.calls)).toEqual([
      'POST /api/dossiers',
      `POST ${d}/pitchDeck`,
      `POST ${d}/pitchDeck`,
      `POST ${d}/docsend`,
      `POST ${d}/url`,
      `POST ${d}/secondary-url`,
      `POST ${d}/note`,
      `POST ${d}/team`,
      `POST ${d}/vehicle-settings`,
      'POST /api/report/create',
      'POST /api/send-deal-submitted-email',
      'GET /api/report/status',
      `GET /api/report/${REPORT_ID}/full-report`,
    ]);
    const email = 'ann@example.com';
    expect(bodyOf(server, '/api/dossiers')).toEqual({ userId: email, user: { email } });
    const upload = server.requests.find((request) => request.path === `${d}/pitchDeck`)?.body as Record<string, unknown>;
    expect(Object.keys(upload)).toEqual(['file', 'dossierId', 'userId']);
    expect(upload).toEqual({ file: { name: 'deck.pdf', size: 2048, type: 'application/pdf' }, dossierId: DOSSIER_ID, userId: email });
    expect(bodyOf(server, `${d}/docsend`)).toEqual({ url: DECK_LINK, email, user: { email } });
    expect(bodyOf(server, `${d}/url`)).toEqual({ url: SITE, email });
    expect(bodyOf(server, `${d}/secondary-url`)).toEqual({ url: BLOG, user: { email } });
    expect(bodyOf(server, `${d}/note`)).toEqual({ note: 'Raising $3M seed', email });
    expect(bodyOf(server, `${d}/team`)).toEqual({ teamMembers: [{ ...DANA, title: 'Founder' }], userEmail: email });
    expect(bodyOf(server, `${d}/vehicle-settings`)).toEqual({ vehicleSettings: { vehicleId: 'quorum-main', carryPercent: 10 }, userEmail: email });
    // Both webhooks name Quorum's own receiver, on the app's origin.
    const receiver = 'http://quorum.test/api/report-webhook';
    expect(bodyOf(server, '/api/report/create')).toEqual({ dossierId: DOSSIER_ID, userEmail: email, vehicleId: 'quorum-main', webhooks: { onComplete: receiver, onError: receiver } });
    expect(bodyOf(server, '/api/send-deal-submitted-email')).toEqual({ email, name: 'Rocketly', url: SITE });
    expect(store.getState().submission).toMatchObject({ status: 'done', dealName: 'Rocketly', url: SITE, reportId: REPORT_ID, progress: 100, report: { name: 'Rocketly' } });
  });

  it('sends no url, notes or founders it does not have, and names a deal of shared decks only', async () => {
    const { store, server } = startSubmission({ routes: { 'GET /api/report/status': { body: { success: true, reportId: REPORT_ID, status: 'done', statusMessage: '' } } }, links: [[DECK_LINK, true]] });
    await waitFor(() => expect(store.getState().submission?.dialog).toBe('preview'));
    const d = `/api/dossiers/${DOSSIER_ID}`;
    expect(submissionCalls(server.calls).slice(0, 4)).toEqual(['POST /api/dossiers', `POST ${d}/docsend`, `POST ${d}/vehicle-settings`, 'POST /api/report/create']);
    expect(store.getState().submission?.dealName).toBe('Submitted Docsend Documents');
    expect(bodyOf(server, '/api/send-deal-submitted-email')).toEqual({ email: 'ann@example.com', name: 'Submitted Docsend Documents' });
  });

  it('names a deal by its website even when a DocSend link was added first (the website goes to the front), as the API names it', async () => {
    const { store, server } = startSubmission({ routes: { 'GET /api/report/status': { body: { success: true, reportId: REPORT_ID, status: 'done', statusMessage: '' } } }, links: [[DECK_LINK, true], [SITE]] });
    await waitFor(() => expect(store.getState().submission?.dialog).toBe('preview'));
    expect(store.getState().submission).toMatchObject({ dealName: 'Rocketly', url: SITE });
    expect(bodyOf(server, '/api/send-deal-submitted-email')).toMatchObject({ name: 'Rocketly' });
  });

  it('refreshes the deals lists, the recent-deals menu and My Submissions through deals-data-changed', async () => {
    const { store, server } = startSubmission({ routes: { 'GET /api/report/status': { body: { success: true, reportId: REPORT_ID, status: 'done', statusMessage: '' } } } });
    holdSessionReads(store);
    await waitFor(() => expect(server.count('GET /api/deals/submissions')).toBe(1));
    await waitFor(() => expect(store.getState().submission?.dialog).toBe('preview'));
    // Each held list is asked for again after the submission, not only once at the start.
    await waitFor(() => expect(server.count('GET /api/deals/submissions')).toBeGreaterThanOrEqual(2));
    expect(server.count('GET /api/deals/recent')).toBeGreaterThanOrEqual(2);
    expect(server.count('GET /api/deals')).toBeGreaterThanOrEqual(2);
    expect(store.getState().deals.dealsUpdatedAt).not.toBeNull();
  });

  it('only logs a failed deal-submitted email (best effort)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = startSubmission({
      routes: {
        'POST /api/send-deal-submitted-email': () => ({ status: 500, body: { success: false, error: 'SMTP down' } }),
        'GET /api/report/status': { body: { success: true, reportId: REPORT_ID, status: 'done', statusMessage: '' } },
      },
    });
    await waitFor(() => expect(store.getState().submission?.dialog).toBe('preview'));
    expect(warn).toHaveBeenCalledWith('The deal-submitted email was not sent:', 'SMTP down');
    warn.mockRestore();
  });

  it('says "Failed to load report data" when the finished report cannot be read', async () => {
    const { store } = startSubmission({
      routes: { 'GET /api/report/status': { body: { success: true, reportId: REPORT_ID, status: 'done', statusMessage: '' } }, 'GET /api/report/:id/full-report': () => ({ status: 500, body: { success: false, error: 'boom' } }) },
    });
    await waitFor(() => expect(store.getState().submission).toMatchObject({ dialog: 'loadFailed', error: 'Failed to load report data' }));
  });

  it('previews the report the API wrote', async () => {
    const report = fullReport({ name: 'Other name' });
    const { store } = startSubmission({ routes: { 'GET /api/report/status': { body: { success: true, reportId: REPORT_ID, status: 'done', statusMessage: '' } }, 'GET /api/report/:id/full-report': { body: report } } });
    await waitFor(() => expect(store.getState().submission?.report?.name).toBe('Other name'));
    await settle();
  });
});
