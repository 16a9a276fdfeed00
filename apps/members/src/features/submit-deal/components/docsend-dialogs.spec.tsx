import { memoryStorage } from '@quorum/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '../../../testing/fake-server';
import { closeButtonOf, openSubmitPage } from '../../../testing/submit-page';
import { DOCSEND_STAND_INS_KEY } from '../submit-deal-context';

const DECK = 'https://docsend.com/view/abc123';
const check = (dataroom: boolean, unavailable: boolean): FakeRoute => ({ body: { dataroom, unavailable } });
const attached = () => screen.queryByRole('list', { name: 'Attached links and files' });

describe('DocSend links are checked when added', () => {
  it.each([
    ['a dataroom', check(true, false), 'DocSend Dataroom Link Detected', "I don't yet support datarooms. Please download individual files or give me a link to a single deck."],
    [
      'an unavailable link',
      check(false, true),
      'DocSend Link Unavailable',
      'This link may be expired, require special access, or be protected with security settings that prevent access. Please check the link or provide an alternative.',
    ],
    ['a link the API cannot use', (() => ({ status: 400, body: { success: false, error: 'Please check the link and try again with a valid DocSend URL.' } })) as FakeRoute, 'DocSend Link Issue', 'Please check the link and try again with a valid DocSend URL.'],
  ])('removes %s and says why', async (_case, route, title, text) => {
    const { user, addLink, server } = await openSubmitPage({ 'GET /api/docsend/check': route });
    await addLink(DECK);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(text)).toBeVisible();
    expect(attached()).toBeNull();
    expect(server.requests.find((request) => request.path === '/api/docsend/check')?.query.get('docsendUrl')).toBe(DECK);
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "Checking DocSend link..." while checking, with every control disabled', async () => {
    // The check's answer is held until the test lets it go; `held` fills once the request reaches the server.
    const held: Array<() => void> = [];
    const slow: FakeRoute = () => new Promise((resolve) => held.push(() => resolve({ body: { dataroom: false, unavailable: false } })));
    const { input, addLink } = await openSubmitPage({ 'GET /api/docsend/check': slow });
    await addLink(DECK);
    expect(await screen.findByText('Checking DocSend link...')).toBeVisible();
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload PDFs, Docs, etc.' })).toBeDisabled();
    // The controls lock before the check is sent: under load the request can still be on its way.
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]?.();
    expect(await screen.findByText(DECK)).toBeVisible();
  });

  it.each([
    [502, 'Error checking DocSend link. Please try again.'],
    [403, 'Sorry this docsend link is either no longer available or has security preventing me accessing it.'],
  ])('keeps the link with the check-failure message when the check answers %d', async (status, message) => {
    const { addLink } = await openSubmitPage({ 'GET /api/docsend/check': () => ({ status, body: { success: false, error: 'x' } }) });
    await addLink(DECK);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText(DECK)).toBeVisible();
  });

  it('asks for a passcode: Save only with a non-blank one, show/hide, and the passcode goes with the conversion', async () => {
    const { user, addLink, server } = await openSubmitPage({ 'GET /api/docsend/passcode-check': { body: { requiresPasscode: true } } });
    await addLink(DECK);
    const dialog = await screen.findByRole('dialog', { name: 'Docsend Password (optional)' });
    const field = within(dialog).getByLabelText('Passcode');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(field).toHaveAttribute('type', 'password');
    expect(save).toBeDisabled();
    await user.type(field, '   ');
    expect(save).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'open sesame');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(DECK)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const contact = await screen.findByRole('dialog', { name: 'Add More Info' });
    await user.click(within(contact).getByRole('button', { name: 'No' }));
    await user.click(within(contact).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.requests.find((request) => request.path.endsWith('/docsend'))?.body).toMatchObject({ url: DECK, passcode: 'open sesame' }));
  });

  it.each(['Skip', 'Close'])('%s closes the password dialog and keeps the link', async (button) => {
    const { user, addLink } = await openSubmitPage({ 'GET /api/docsend/passcode-check': { body: { requiresPasscode: true } } });
    await addLink(DECK);
    const dialog = await screen.findByRole('dialog', { name: 'Docsend Password (optional)' });
    await user.click(button === 'Close' ? closeButtonOf(dialog) : within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(DECK)).toBeVisible();
  });

  it('caches the check per link: a removed link added again is not checked again', async () => {
    const { user, addLink, server } = await openSubmitPage({ 'GET /api/docsend/check': check(true, false) });
    await addLink(DECK);
    await user.click(within(await screen.findByRole('dialog', { name: 'DocSend Dataroom Link Detected' })).getByRole('button', { name: 'Got it' }));
    await addLink(DECK);
    expect(await screen.findByRole('dialog', { name: 'DocSend Dataroom Link Detected' })).toBeVisible();
    expect(server.count('GET /api/docsend/check')).toBe(1);
    expect(server.count('GET /api/docsend/passcode-check')).toBe(0);
  });

  it('treats a test’s loopback stand-in as a DocSend link, and nothing else on loopback', async () => {
    const storage = memoryStorage();
    storage.setItem(DOCSEND_STAND_INS_KEY, '127.0.0.1:4100');
    const { addLink, server } = await openSubmitPage({}, { storage });
    await addLink('http://127.0.0.1:4100/view/deck');
    expect(await screen.findByText('http://127.0.0.1:4100/view/deck')).toBeVisible();
    expect(server.requests.find((request) => request.path === '/api/docsend/check')?.query.get('docsendUrl')).toBe('http://127.0.0.1:4100/view/deck');
    await addLink('http://127.0.0.1:4101/');
    expect(await screen.findByText('http://127.0.0.1:4101/')).toBeVisible();
    expect(server.count('GET /api/docsend/check')).toBe(1);
  });
});
