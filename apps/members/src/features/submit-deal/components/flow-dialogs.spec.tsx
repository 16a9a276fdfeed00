import { act, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '../../../testing/fake-server';
import { fullReport, REPORT_ID, statusSequence } from '../../../testing/submit-fixtures';
import { closeButtonOf, openSubmitPage } from '../../../testing/submit-page';
import { setReducedMotion } from '../../../testing/viewport';
import { modalOpened } from '../../modals';

const DONE: FakeRoute = { body: { success: true, reportId: REPORT_ID, status: 'done', statusMessage: '' } };
const votes = (yes: number, no: number) => ({
  recommendationsAndVotes: [...Array.from({ length: yes }, (_, index) => ({ agent: `Yes ${index}`, role: 'product' as const, recommendation: '', vote: 'Yes' })), ...Array.from({ length: no }, (_, index) => ({ agent: `No ${index}`, role: 'business' as const, recommendation: '', vote: 'No' }))],
});

/** The form filled with one link and submitted without contacts, in the page or in the modal. */
async function submitDeal(routes: Record<string, FakeRoute> = {}, options: { inModal?: boolean } = {}) {
  const page = await openSubmitPage(routes);
  let scope: HTMLElement = document.body;
  if (options.inModal) {
    act(() => void page.store.dispatch(modalOpened({ kind: 'submitDeal' })));
    scope = await screen.findByRole('dialog', { name: 'Submit a Deal' });
    const input = await within(scope).findByRole('textbox', { name: 'Link to a website or deck' });
    await page.user.type(input, 'rocketly.io{Enter}');
  } else await page.addLink('rocketly.io');
  await within(scope).findByText('https://rocketly.io/');
  await page.user.click(within(scope).getByRole('button', { name: 'Submit' }));
  const contact = await screen.findByRole('dialog', { name: 'Add More Info' });
  await page.user.click(within(contact).getByRole('button', { name: 'No' }));
  await page.user.click(within(contact).getByRole('button', { name: 'Submit' }));
  return page;
}

describe('the processing dialog (dialog 4)', () => {
  it('shows the deal name, URL and favicon, the reviewing text, the progress bar and the Current Phase', async () => {
    await submitDeal({ 'GET /api/report/status': statusSequence(['analyzing']), 'GET /api/favicon-url': { body: { url: '/api/favicon?domain=rocketly.io' } } });
    const dialog = await screen.findByRole('dialog', { name: 'Rocketly' });
    expect(within(dialog).getByText('https://rocketly.io/')).toBeVisible();
    await waitFor(() => expect(dialog.querySelector('[data-favicon] img')).toHaveAttribute('src', '/api/favicon?domain=rocketly.io'));
    expect(within(dialog).getByText("My agents and I are reviewing now. It'll take a few minutes. We'll email you when we're done.")).toBeVisible();
    expect(within(dialog).getByText('Current Phase')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('progressbar', { name: 'Review progress' })).toHaveAttribute('aria-valuenow', '50'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Analyzing');
    expect(within(dialog).getByRole('button', { name: 'Submit a New Deal' })).toBeVisible();
  });

  it('Close ends the flow: no dialog, an empty form, no more polling', async () => {
    const { user, server } = await submitDeal({ 'GET /api/report/status': statusSequence(['analyzing']) });
    const dialog = await screen.findByRole('dialog', { name: 'Rocketly' });
    await waitFor(() => expect(server.count('GET /api/report/status')).toBe(1));
    await user.click(closeButtonOf(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Waiting for links or files.')).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 3200)));
    expect(server.count('GET /api/report/status')).toBe(1);
  });

  it('Submit a New Deal in the modal closes it and brings an empty one back after 100 ms', async () => {
    const { user, store } = await submitDeal({ 'GET /api/report/status': statusSequence(['analyzing']) }, { inModal: true });
    const dialog = await screen.findByRole('dialog', { name: 'Rocketly' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit a New Deal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rocketly' })).toBeNull());
    const modal = await screen.findByRole('dialog', { name: 'Submit a Deal' });
    expect(within(modal).getByText('Waiting for links or files.')).toBeVisible();
    expect(store.getState().modals.stack).toHaveLength(1);
  });
});

describe('the report preview (dialog 5)', () => {
  it('shows name, links, the summary clamped to 3 lines, the score, Est. Evaluation and numbered Key Points, with the green banner and confetti', async () => {
    await submitDeal({ 'GET /api/report/status': DONE });
    // The processing dialog bears the deal's name too: wait for the preview that replaces it.
    expect(await screen.findByText('My agents and I like this deal!')).toBeVisible();
    const dialog = screen.getByRole('dialog', { name: 'Rocketly' });
    expect(within(dialog).getByText('My agents and I like this deal!')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: /rocketly\.io/ })).toHaveAttribute('href', 'https://rocketly.io/');
    expect(within(dialog).getByRole('link', { name: '@rocketly' })).toHaveAttribute('href', 'https://x.com/rocketly');
    const summary = dialog.querySelector('[data-summary]') as HTMLElement;
    expect(summary).toHaveTextContent('Rocketly books rideshare launches for small-satellite operators.');
    expect(getComputedStyle(summary).getPropertyValue('-webkit-line-clamp')).toBe('3');
    expect(within(dialog).getByText('67%')).toBeVisible();
    expect(within(dialog).getByText('$24M-36M')).toBeVisible();
    const points = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(points).toEqual(['Traction: $2.4M ARR, 18% monthly growth.', 'Team: a founder with a prior exit.', 'Market: $12B, growing 20% a year.']);
    expect(document.querySelector('[data-confetti]')).toHaveAttribute('data-confetti', '90');
  });

  it('shows the red banner and no confetti below 50%', async () => {
    await submitDeal({ 'GET /api/report/status': DONE, 'GET /api/report/:id/full-report': { body: fullReport({ recommendationsAndVotes: votes(1, 2), effectiveStatus: 'rejected' }) } });
    expect(await screen.findByText('My agents and I did not like this deal.')).toBeVisible();
    const dialog = screen.getByRole('dialog', { name: 'Rocketly' });
    expect(within(dialog).getByText('My agents and I did not like this deal.')).toBeVisible();
    expect(within(dialog).getByText('33%')).toBeVisible();
    expect(document.querySelector('[data-confetti]')).toBeNull();
  });

  it('keeps the confetti away when reduced motion is asked for', async () => {
    setReducedMotion(true);
    await submitDeal({ 'GET /api/report/status': DONE });
    expect(await screen.findByText('My agents and I like this deal!')).toBeVisible();
    expect(document.querySelector('[data-confetti]')).toBeNull();
  });

  it('View Full Report opens the report page and closes every dialog', async () => {
    const { user, router } = await submitDeal({ 'GET /api/report/status': DONE, 'GET /api/deals/:id': () => ({ status: 404, body: { success: false, error: 'Not found' } }) });
    await screen.findByRole('button', { name: 'View Full Report' });
    const dialog = screen.getByRole('dialog', { name: 'Rocketly' });
    await user.click(within(dialog).getByRole('button', { name: 'View Full Report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/deals/${REPORT_ID}/report`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rocketly: full report' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('failure dialogs', () => {
  it('the report error dialog lists the common issues; Add Additional Materials goes back to the form with its content', async () => {
    const { user } = await submitDeal({ 'GET /api/report/status': statusSequence(['error', 'Not enough information to review this deal']) });
    const dialog = await screen.findByRole('dialog', { name: 'I couldn’t score this deal' });
    expect(within(dialog).getByText('Not enough information to review this deal')).toBeVisible();
    expect(within(dialog).getByText('Questionable metrics in the source materials')).toBeVisible();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Add Additional Materials' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('https://rocketly.io/')).toBeVisible();
  });

  it('says "Failed to load report data" when the preview cannot be read', async () => {
    const { user } = await submitDeal({ 'GET /api/report/status': DONE, 'GET /api/report/:id/full-report': () => ({ status: 500, body: { success: false } }) });
    const dialog = await screen.findByRole('dialog', { name: 'Failed to load report data' });
    await user.click(closeButtonOf(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "Oops. Something went wrong." with the step’s message, and keeps the form for another try', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await submitDeal({ 'POST /api/dossiers/:id/url': () => ({ status: 500, body: { success: false, error: 'Database locked' } }) });
    const dialog = await screen.findByRole('dialog', { name: 'Oops. Something went wrong.' });
    expect(within(dialog).getByText('Failed to update url')).toBeVisible();
    expect(within(dialog).getByText('Database locked')).toBeVisible();
    await user.click(closeButtonOf(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('https://rocketly.io/')).toBeVisible();
    error.mockRestore();
  });
});
