import { DATA_ACCESS_KEY_HEADER, DATA_RIGHTS_MESSAGES, type DataSubjectApplication } from '@quorum/domain';
import { blobBytes } from '@quorum/testing/jsdom';
import { erasureRequestText, formatLongDate } from '@quorum/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startContractServer, type ContractServer } from '../../testing/contract-server';
import { ACCESS_KEY, DATA_TOKEN, EXPORT_ZIP, openLinkResponse, subjectSummary, withKey } from '../../testing/data-rights-fixtures';
import { renderApp } from '../../testing/test-app';
import { MY_DATA_MESSAGES as M } from './data-rights.messages';

const linkUrl = (token = DATA_TOKEN) => `/apply/my-data?token=${encodeURIComponent(token)}`;
const WITHDRAW_PATH = '/api/data-rights/applications/app_open/withdraw';

/** The summary with the open application (app_open) changed, as the API answers once it changed. */
const withOpenApplication = (change: Partial<DataSubjectApplication>) =>
  subjectSummary({ applications: subjectSummary().applications.map((application) => (application.id === 'app_open' ? { ...application, ...change } : application)) });

describe('/apply/my-data (what Quorum holds about an applicant, through an emailed link)', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    // jsdom reports a dropped connection (the network-failure case) on the console; it is expected here.
    const log = console.error;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('socket hang up')) log(...args);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const calls = (path: string) => server.calls.filter((call) => call.path === path);
  const focused = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());

  async function openLink(url = linkUrl()) {
    const user = userEvent.setup();
    const app = renderApp(server, { url });
    const heading = await screen.findByRole('heading', { level: 1, name: M.heading });
    await screen.findByRole('region', { name: 'Your applications' });
    return { ...app, user, heading };
  }

  it('without a token, says what the page is for and emails a link to the address given (the same words whether or not it is known)', async () => {
    const user = userEvent.setup();
    renderApp(server, { url: '/apply/my-data' });
    expect(await screen.findByRole('heading', { level: 1, name: M.heading })).toBeVisible();
    expect(screen.getByText(M.askIntro)).toBeVisible();
    expect(document.title).toBe(M.pageTitle);
    expect(window.location.pathname).toBe('/apply/my-data');
    const email = screen.getByRole('textbox', { name: 'Email address' });

    await user.type(email, 'lin@example');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(screen.getByText(M.invalidEmail)).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/api/data-rights/link')).toEqual([]);

    await user.clear(email);
    await user.type(email, '  Lin@Example.com ');
    await user.keyboard('{Enter}');
    const sent = await screen.findByText(DATA_RIGHTS_MESSAGES.linkSent);
    await focused(sent);
    expect(sent).toHaveAttribute('role', 'status');
    expect(calls('/api/data-rights/link').map((call) => call.json)).toEqual([{ email: 'lin@example.com' }]);
    expect(calls('/api/data-rights/open')).toEqual([]);
  });

  it('spends the link, takes the token out of the address bar, keeps the key out of storage, and shows the applications under the address', async () => {
    const { heading } = await openLink();
    expect(window.location.pathname).toBe('/apply/my-data');
    expect(window.location.search).toBe('');
    expect(calls('/api/data-rights/open').map((call) => call.json)).toEqual([{ token: DATA_TOKEN }]);
    await focused(heading);

    const items = within(screen.getByRole('list', { name: 'Your applications' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace('Withdraw application', '').trim())).toEqual([
      `Individual applicationIn review · submitted ${formatLongDate('2026-03-01T10:00:00.000Z')}`,
      `Entity application (LLC)Rejected · submitted ${formatLongDate('2025-11-20T10:00:00.000Z')}`,
    ]);
    expect(within(items[0] as HTMLElement).getByRole('button', { name: /^Withdraw application: Individual application/ })).toBeEnabled();
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByText('There is also 1 saved copy of an unfinished application.')).toBeVisible();
    expect(screen.getByText('lin@example.com')).toBeVisible();

    const stored = [...Object.values({ ...window.localStorage }), ...Object.values({ ...window.sessionStorage })].join(' ');
    expect(stored).not.toContain(ACCESS_KEY);
    expect(stored).not.toContain(DATA_TOKEN);
  });

  it('says a used or expired link (410) cannot be opened, with focus on why, and offers the form for a new one', async () => {
    renderApp(server, { url: linkUrl('dtok_spent_0000000000000000000000000') });
    const notice = await screen.findByText(DATA_RIGHTS_MESSAGES.linkInvalid);
    await focused(notice);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('region', { name: 'Your applications' })).toBeNull();
  });

  it('offers Try again when the link could not be checked (no answer), and opens it then', async () => {
    let attempts = 0;
    server.on('/api/data-rights/open', () => (++attempts === 1 ? { body: null, hangUp: true } : { body: openLinkResponse() }));
    const user = userEvent.setup();
    renderApp(server, { url: linkUrl() });
    expect(await screen.findByRole('heading', { level: 1, name: M.openFailed })).toBeVisible();
    expect(screen.getByText(M.offline)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your applications' })).toBeVisible();
    expect(attempts).toBe(2);
  });

  it('downloads quorum-data.zip with the access key, showing progress, then says so with focus on it', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.on(
      '/api/data-rights/export',
      withKey(async () => {
        await answered;
        return { body: Buffer.from(EXPORT_ZIP), headers: { 'content-type': 'application/zip' } };
      }),
    );
    const { user, deps } = await openLink();
    const region = screen.getByRole('region', { name: 'A copy of your data' });
    await user.click(within(region).getByRole('button', { name: 'Download my data' }));
    expect(await within(region).findByRole('button', { name: 'Preparing your download…' })).toBeDisabled();
    expect(deps.savedFiles).toEqual([]);

    answer();
    const started = await within(region).findByText(M.downloadStarted);
    await focused(started);
    const [sent] = calls('/api/data-rights/export');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers[DATA_ACCESS_KEY_HEADER]).toBe(ACCESS_KEY);
    expect(deps.savedFiles.map((saved) => saved.fileName)).toEqual(['quorum-data.zip']);
    const [saved] = deps.savedFiles;
    expect(saved && (await blobBytes(saved.file))).toEqual(EXPORT_ZIP);
  });

  it('asks to erase after explaining what erasure does, with the optional note, then shows the request with focus on what happened', async () => {
    const { user } = await openLink();
    const region = screen.getByRole('region', { name: 'Erasing your data' });
    await user.click(within(region).getByRole('button', { name: 'Ask to erase my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to erase your data?' });
    expect(within(dialog).getByText(/Your applications are deleted, with their answers/)).toBeVisible();
    expect(within(dialog).getByText(/anti-money-laundering rules require it. The admin’s confirmation email will give the date/)).toBeVisible();
    const note = within(dialog).getByRole('textbox', { name: 'A note for the admins (optional)' });
    await waitFor(() => expect(note).toHaveFocus());
    await user.type(note, 'Please delete everything you can');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to erase my data' }));

    const recorded = await within(region).findByText(erasureRequestText({ id: 'er_1', status: 'pending', requestedAt: '2026-03-15T12:00:00.000Z', decidedAt: null, declineReason: null }).status);
    await focused(recorded);
    expect(within(region).getByText(DATA_RIGHTS_MESSAGES.erasureRequested)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [sent] = calls('/api/data-rights/erasure');
    expect(sent?.json).toEqual({ note: 'Please delete everything you can' });
    expect(sent?.headers[DATA_ACCESS_KEY_HEADER]).toBe(ACCESS_KEY);
    expect(within(region).queryByRole('button', { name: 'Ask to erase my data' })).toBeNull();
  });

  it('keeps focus in the erasure dialog when the move to the heading after the link opened comes late (a busy browser)', async () => {
    // Frames held back: the heading's focus move waits until the dialog is open, as on a loaded machine.
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const { user, heading } = await openLink();
    const region = screen.getByRole('region', { name: 'Erasing your data' });
    await user.click(within(region).getByRole('button', { name: 'Ask to erase my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to erase your data?' });
    const note = within(dialog).getByRole('textbox', { name: 'A note for the admins (optional)' });
    await waitFor(() => expect(note).toHaveFocus());
    expect(frames.length).toBeGreaterThan(0);

    raf.mockRestore();
    // The late move decides by reading where focus is, then moves it or not in the same step: once
    // it has read, the decision is made.
    const focusRead = jest.spyOn(Document.prototype, 'activeElement', 'get');
    frames.splice(0).forEach((frame) => frame(performance.now()));
    await waitFor(() => expect(focusRead).toHaveBeenCalled());
    focusRead.mockRestore();
    expect(note).toHaveFocus();
    expect(heading).not.toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Ask to erase my data' }));
    await focused(await within(region).findByText(erasureRequestText({ id: 'er_1', status: 'pending', requestedAt: '2026-03-15T12:00:00.000Z', decidedAt: null, declineReason: null }).status));
  });

  it('sends no note when it is left blank, and Cancel sends nothing', async () => {
    const { user } = await openLink();
    const region = screen.getByRole('region', { name: 'Erasing your data' });
    await user.click(within(region).getByRole('button', { name: 'Ask to erase my data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('/api/data-rights/erasure')).toEqual([]);
    await user.click(within(region).getByRole('button', { name: 'Ask to erase my data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ask to erase my data' }));
    expect(await within(region).findByText(DATA_RIGHTS_MESSAGES.erasureRequested)).toBeVisible();
    expect(calls('/api/data-rights/erasure').map((call) => call.json)).toEqual([{}]);
  });

  it('withdraws an application only after a confirmation, then shows it withdrawn with focus on what happened', async () => {
    server.on(
      WITHDRAW_PATH,
      withKey(() => ({ body: { success: true, summary: withOpenApplication({ status: 'withdrawn', withdrawable: false }) } })),
    );
    const { user } = await openLink();
    const list = screen.getByRole('list', { name: 'Your applications' });
    await user.click(within(list).getByRole('button', { name: /^Withdraw application: Individual application/ }));
    const question = within(list).getByRole('group', { name: /Withdraw this application\?/ });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls(WITHDRAW_PATH)).toEqual([]);

    await user.click(within(list).getByRole('button', { name: /^Withdraw application: Individual application/ }));
    const yes = within(list).getByRole('button', { name: 'Yes, withdraw it' });
    await waitFor(() => expect(yes).toHaveFocus());
    await user.keyboard('{Enter}');
    const done = await screen.findByText(M.withdrawn('Individual application'));
    await focused(done);
    expect(calls(WITHDRAW_PATH).map((call) => call.headers[DATA_ACCESS_KEY_HEADER])).toEqual([ACCESS_KEY]);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Withdrawn · submitted');
    expect(within(list).queryByRole('button', { name: /^Withdraw application/ })).toBeNull();
  });

  it('says why an application could not be withdrawn (409) and shows it as it now is', async () => {
    server.on(WITHDRAW_PATH, withKey(() => ({ status: 409, body: { success: false, error: DATA_RIGHTS_MESSAGES.notWithdrawable } })));
    server.on(
      '/api/data-rights/summary',
      withKey(() => ({ body: { success: true, summary: withOpenApplication({ status: 'approved', withdrawable: false }) } })),
    );
    const { user } = await openLink();
    const list = screen.getByRole('list', { name: 'Your applications' });
    await user.click(within(list).getByRole('button', { name: /^Withdraw application: Individual application/ }));
    await user.click(within(list).getByRole('button', { name: 'Yes, withdraw it' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DATA_RIGHTS_MESSAGES.notWithdrawable);
    await focused(alert);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Approved · submitted'));
    expect(calls('/api/data-rights/summary').map((call) => call.headers[DATA_ACCESS_KEY_HEADER])).toEqual([ACCESS_KEY]);
  });

  it('asks for a new link once the API says the page’s key has expired (410), with focus on why', async () => {
    server.on('/api/data-rights/export', () => ({ status: 410, body: { success: false, error: DATA_RIGHTS_MESSAGES.accessExpired } }));
    const { user, deps } = await openLink();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const notice = await screen.findByText(DATA_RIGHTS_MESSAGES.accessExpired);
    await focused(notice);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your applications' })).toBeNull();
    expect(deps.savedFiles).toEqual([]);
  });

  it('expires on its own when the key’s time is up, without waiting for a refusal', async () => {
    server.on('/api/data-rights/open', () => ({ body: openLinkResponse(subjectSummary(), '2026-03-15T12:00:00.300Z') }));
    renderApp(server, { url: linkUrl() });
    expect(await screen.findByRole('region', { name: 'Your applications' })).toBeVisible();
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.accessExpired, {}, { timeout: 3000 })).toBeVisible();
    expect(calls('/api/data-rights/export')).toEqual([]);
  });

  it('is linked, discreetly, from the wizard’s page', async () => {
    renderApp(server, { url: '/apply' });
    const link = await screen.findByRole('link', { name: 'Your data' });
    expect(link).toHaveAttribute('href', '/apply/my-data');
    expect(link.closest('footer')).not.toBeNull();
  });
});
