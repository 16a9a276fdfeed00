import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATA_RIGHTS_MESSAGES, type ErasureRequest } from '@quorum/domain';
import { blobBytes } from '@quorum/testing/jsdom';
import { erasureRequestText } from '@quorum/ui';
import type { FakeRequest, FakeRoute } from '../../../testing/fake-server';
import { renderSignedIn } from '../../../testing/signed-in';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff]);
const PENDING: ErasureRequest = { id: 'er_1', status: 'pending', requestedAt: '2026-11-20T10:00:00.000Z', decidedAt: null, declineReason: null };
const DECLINED: ErasureRequest = { ...PENDING, status: 'declined', decidedAt: '2026-11-21T09:00:00.000Z', declineReason: 'A legal hold applies until the audit ends' };

/** An answer the test releases when it wants, to see the page while the request is on its way. */
function held(answer: { status?: number; body?: unknown; headers?: Record<string, string> }) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const route: FakeRoute = async () => {
    await released;
    return answer;
  };
  return { route, release: () => release() };
}

async function openProfile(routes: Record<string, FakeRoute> = {}) {
  const user = userEvent.setup();
  const rendered = renderSignedIn('/member/profile', { routes });
  const section = await screen.findByRole('region', { name: 'Your data' }, { timeout: 5000 });
  return { ...rendered, user, section };
}

describe('Your data on the profile (a copy of the member’s data, and erasure)', () => {
  it('downloads quorum-data.zip: shows that it is being prepared, then saves the file the API answered and says so', async () => {
    const zip = held({ body: ZIP, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="quorum-data.zip"' } });
    const { user, section, context, server } = await openProfile({ 'POST /api/member/data-export': zip.route });
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));

    const preparing = await within(section).findByRole('button', { name: 'Preparing your download…' });
    expect(preparing).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'A copy of your data' })).getByRole('status')).toHaveTextContent('Preparing your download…');
    expect(context.savedFiles).toEqual([]);

    zip.release();
    const started = await within(section).findByText('Your download has started: quorum-data.zip');
    await waitFor(() => expect(started).toHaveFocus());
    expect(context.savedFiles.map((saved) => saved.fileName)).toEqual(['quorum-data.zip']);
    const [saved] = context.savedFiles;
    expect(saved?.file.type).toBe('application/zip');
    expect(saved && (await blobBytes(saved.file))).toEqual([...ZIP]);
    const request = server.requests.find((made) => made.path === '/api/member/data-export') as FakeRequest;
    expect(request.method).toBe('POST');
    expect(request.headers['x-quorum-client']).toBe('web');
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('shows a failed download as the page shows its other errors, with focus on it, and lets the member try again', async () => {
    let answers = 0;
    const { user, section, context } = await openProfile({
      'POST /api/member/data-export': () => (++answers === 1 ? { status: 500, body: { success: false, error: 'Server error (500)' } } : { body: ZIP, headers: { 'content-type': 'application/zip' } }),
    });
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Your data could not be downloaded. Please try again.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(context.savedFiles).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByText('Your download has started: quorum-data.zip')).toBeVisible();
    expect(context.savedFiles).toHaveLength(1);
  });

  it('explains erasure before anything is sent, sends the optional note, then shows the request with focus on it', async () => {
    const sent: unknown[] = [];
    const { user, section } = await openProfile({
      'POST /api/member/data-erasure': (request) => {
        sent.push(request.body);
        return { body: { success: true, request: PENDING } };
      },
    });
    await user.click(await within(section).findByRole('button', { name: 'Ask to erase my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to erase your data?' });
    expect(within(dialog).getByText(/Your member account and profile are deleted/)).toBeVisible();
    expect(within(dialog).getByText(/votes, the conflicts you declared and the deals you submitted stay with the network, without your name/)).toBeVisible();
    expect(within(dialog).getByText(/anti-money-laundering rules .* The admin’s confirmation email will give the date they are deleted/)).toBeVisible();
    const note = within(dialog).getByRole('textbox', { name: 'A note for the admins (optional)' });
    expect(note).toHaveFocus();
    expect(note).not.toBeRequired();
    expect(sent).toEqual([]);

    await user.type(note, '  I am leaving the network  ');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to erase my data' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const status = await within(section).findByText(erasureRequestText(PENDING).status);
    await waitFor(() => expect(status).toHaveFocus());
    expect(sent).toEqual([{ note: 'I am leaving the network' }]);
    expect(within(section).getByText(DATA_RIGHTS_MESSAGES.erasureRequested)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Ask to erase my data' })).toBeNull();
  });

  it('sends no note when the member leaves it blank, and Cancel sends nothing', async () => {
    const sent: unknown[] = [];
    const { user, section, server } = await openProfile({
      'POST /api/member/data-erasure': (request) => {
        sent.push(request.body);
        return { body: { success: true, request: PENDING } };
      },
    });
    await user.click(await within(section).findByRole('button', { name: 'Ask to erase my data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.count('POST /api/member/data-erasure')).toBe(0);

    await user.click(within(section).getByRole('button', { name: 'Ask to erase my data' }));
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ask to erase my data' }));
    expect(await within(section).findByText(erasureRequestText(PENDING).status)).toBeVisible();
    expect(sent).toEqual([{}]);
  });

  it('shows a pending request as soon as the page opens, with no way to ask twice', async () => {
    const { section } = await openProfile({ 'GET /api/member/data-erasure': { body: { success: true, request: PENDING } } });
    expect(await within(section).findByText(erasureRequestText(PENDING).status)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Ask to erase my data' })).toBeNull();
  });

  it('shows a declined request with the admin’s reason, and lets the member ask again', async () => {
    const { section } = await openProfile({ 'GET /api/member/data-erasure': { body: { success: true, request: DECLINED } } });
    expect(await within(section).findByText(erasureRequestText(DECLINED).status)).toBeVisible();
    expect(within(section).getByText('The admin’s reason: A legal hold applies until the audit ends')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Ask to erase my data' })).toBeEnabled();
  });

  it('waits for the erasure request with a spinner, and offers Try again when it cannot be read', async () => {
    const failing = held({ status: 503, body: { success: false, error: 'Server error (503)' } });
    let reads = 0;
    const { user, section, server } = await openProfile({
      'GET /api/member/data-erasure': (request) => (++reads === 1 ? (failing.route as (made: FakeRequest) => Promise<{ status?: number; body?: unknown }>)(request) : { body: { success: true, request: null } }),
    });
    expect(within(section).getByRole('status', { name: 'Loading your erasure request' })).toBeInTheDocument();
    failing.release();
    expect(await within(section).findByText('Your erasure request could not be loaded')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Ask to erase my data' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('button', { name: 'Ask to erase my data' })).toBeEnabled();
    expect(server.count('GET /api/member/data-erasure')).toBe(2);
  });

  it('says why a request was refused, and shows the request another tab already made (409)', async () => {
    let pending = false;
    const { user, section } = await openProfile({
      'GET /api/member/data-erasure': () => ({ body: { success: true, request: pending ? PENDING : null } }),
      'POST /api/member/data-erasure': () => {
        pending = true;
        return { status: 409, body: { success: false, error: DATA_RIGHTS_MESSAGES.erasureAlreadyPending } };
      },
    });
    await user.click(await within(section).findByRole('button', { name: 'Ask to erase my data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ask to erase my data' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(DATA_RIGHTS_MESSAGES.erasureAlreadyPending);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await within(section).findByText(erasureRequestText(PENDING).status)).toBeVisible();
  });
});
