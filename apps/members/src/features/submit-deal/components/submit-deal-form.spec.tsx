import { createHash } from 'node:crypto';
import { CARRY_NOTICE } from '@quorum/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '../../../testing/fake-server';
import { settle } from '../../../testing/store';
import { openSubmitPage } from '../../../testing/submit-page';
import { pdfFile } from '../../../testing/submit-fixtures';
import { modalOpened } from '../../modals';

const statusLine = () => document.querySelector('[data-status-line]');

describe('the submit form', () => {
  it('shows the input, its placeholder, the attach button, the drop zone, the sources and the waiting status', async () => {
    const { input } = await openSubmitPage();
    expect(input).toHaveAttribute('placeholder', 'Paste a link to any website or deck...');
    expect(screen.getByRole('button', { name: 'Upload PDFs, Docs, etc.' })).toBeVisible();
    expect(screen.getByText('Drop your file here, PDF')).toBeVisible();
    expect(screen.getByText(/Company Websites, DocSend and PDFs/)).toBeVisible();
    expect(statusLine()).toHaveTextContent('Waiting for links or files.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('hints while typing, refuses an invalid link, and clears the error when emptied or past 2 characters', async () => {
    const { user, input, addLink } = await openSubmitPage();
    await user.type(input, 'acme');
    expect(statusLine()).toHaveTextContent('Hit enter or click ➝ to add a link');
    await user.keyboard('{Enter}');
    expect(statusLine()).toHaveTextContent('Please enter a valid URL.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await addLink('ab');
    expect(statusLine()).toHaveTextContent('Please enter a valid URL.');
    await user.type(input, '{Backspace}');
    expect(statusLine()).toHaveTextContent('Please enter a valid URL.');
    await user.type(input, 'bc');
    expect(statusLine()).toHaveTextContent('Hit enter or click ➝ to add a link');
    await addLink('hello');
    expect(statusLine()).toHaveTextContent('Please enter a valid URL.');
    await user.clear(input);
    expect(statusLine()).toHaveTextContent('Waiting for links or files.');
  });

  it('adds a link with Enter or ➝, https:// added, with its favicon, once', async () => {
    const { user, input, addLink, server } = await openSubmitPage({ 'GET /api/favicon-url': { body: { url: '/api/favicon?domain=acme.io' } } });
    await addLink('acme.io');
    const list = await screen.findByRole('list', { name: 'Attached links and files' });
    expect(await within(list).findByText('https://acme.io/')).toBeVisible();
    await waitFor(() => expect(list.querySelector('[data-favicon] img')).toHaveAttribute('src', '/api/favicon?domain=acme.io'));
    expect(statusLine()).toHaveTextContent('Content ready for upload!');
    expect(input).toHaveValue('');
    await user.type(input, 'blog.acme.io');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(await within(list).findByText('https://blog.acme.io/')).toBeVisible();
    await addLink('HTTPS://ACME.IO');
    await waitFor(() => expect(statusLine()).toHaveTextContent('Content ready for upload!'));
    expect(within(list).getAllByText(/acme\.io/)).toHaveLength(2);
    expect(server.requests.find((request) => request.path === '/api/favicon-url')?.query.get('domain')).toBe('https://acme.io/');
  });

  it('says "Adding URL..." and disables every control while adding', async () => {
    // The check's answer is held until the test lets it go; `held` fills once the request reaches the server.
    const held: Array<() => void> = [];
    const slow: FakeRoute = () => new Promise((resolve) => held.push(() => resolve({ body: { found: false, dossierId: null, reportId: null, name: null, status: null, effectiveStatus: null, createdAt: null } })));
    const { user, input } = await openSubmitPage({ 'GET /api/report/check-dossier': slow });
    await user.type(input, 'acme.io{Enter}');
    expect(await screen.findByText('Adding URL...')).toBeVisible();
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add link' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload PDFs, Docs, etc.' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // The controls lock before the check is sent: under load the request can still be on its way.
    await waitFor(() => expect(held).toHaveLength(1));
    expect(input).toBeDisabled();
    act(() => held[0]?.());
    await waitFor(() => expect(input).toBeEnabled());
  });

  it('points out a deal already in Quorum for the same site, with its status and date', async () => {
    const { addLink } = await openSubmitPage({
      'GET /api/report/check-dossier': { body: { found: true, dossierId: null, reportId: 'r9', name: 'Acme', status: 'done', effectiveStatus: 'accepted', createdAt: '2026-03-01T10:00:00.000Z' } },
    });
    await addLink('www.acme.io/pricing');
    const notice = await screen.findByText(/Already in Quorum/);
    expect(notice).toHaveTextContent('Already in Quorum: Acme · Approved! · submitted Mar 1, 2026. Submitting again starts a second review.');
    expect(within(notice).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/deals/r9/acme');
  });

  it('says when the member’s own dossier already holds the site', async () => {
    const { addLink } = await openSubmitPage({ 'GET /api/materials/lookupUrl': { body: { found: true, dossierId: 'd1' } } });
    await addLink('acme.io');
    expect(await screen.findByText('You already added this site to a dossier that has not been reviewed yet.')).toBeVisible();
  });

  it('points out a deck already in Quorum by its SHA-256, on the file’s row, with its status and date', async () => {
    const { user, server } = await openSubmitPage({
      'GET /api/report/check-deck': { body: { found: true, dossierId: null, reportId: 'r7', name: 'Rocketly', status: 'done', effectiveStatus: 'rejected', createdAt: '2026-03-02T10:00:00.000Z' } },
    });
    await user.upload(screen.getByTestId('deck-picker'), pdfFile('deck.pdf', 1536));
    // waitFor retries only a callback that throws: a row not drawn yet must throw, not answer null.
    const row = await waitFor(() => {
      const drawn = document.querySelector<HTMLElement>('[data-file="deck.pdf"]');
      if (!drawn) throw new Error('the file’s row is not drawn yet');
      return drawn;
    });
    const notice = await within(row).findByText(/Already in Quorum/);
    expect(notice).toHaveAttribute('data-duplicate');
    expect(notice).toHaveTextContent('Already in Quorum: Rocketly · Rejected · submitted Mar 2, 2026. Submitting again starts a second review.');
    expect(within(notice).getByRole('link', { name: 'Rocketly' })).toHaveAttribute('href', '/deals/r7/rocketly');
    const expected = createHash('sha256').update(Buffer.from(`%PDF-1.4\n${'x'.repeat(1536 - 9)}`)).digest('hex');
    expect(server.requests.find((request) => request.path === '/api/report/check-deck')?.query.get('sha256')).toBe(expected);
  });

  it('says when the member’s own dossier already holds the deck', async () => {
    const { user } = await openSubmitPage({ 'GET /api/report/check-deck': { body: { found: true, dossierId: 'd1', reportId: null, name: null, status: null, effectiveStatus: null, createdAt: null } } });
    await user.upload(screen.getByTestId('deck-picker'), pdfFile('deck.pdf'));
    expect(await screen.findByText('You already added this deck to a dossier that has not been reviewed yet.')).toBeVisible();
  });

  it('attaches a deck whose check fails or is slow, says nothing of it, and lets the member submit', async () => {
    let release: () => void = () => undefined;
    const slow: FakeRoute = () => new Promise((resolve) => (release = () => resolve({ status: 500, body: { success: false, error: 'Server error' } })));
    const { user, server } = await openSubmitPage({ 'GET /api/report/check-deck': slow });
    await user.upload(screen.getByTestId('deck-picker'), pdfFile('deck.pdf'));
    expect(await screen.findByText('deck.pdf')).toBeVisible();
    await waitFor(() => expect(server.count('GET /api/report/check-deck')).toBe(1));
    expect(statusLine()).toHaveTextContent('Content ready for upload!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Add More Info' })).toBeVisible();
    act(() => release());
    await waitFor(() => expect(server.requests.filter((request) => request.path === '/api/report/check-deck')).toHaveLength(1));
    expect(document.querySelector('[data-file="deck.pdf"] [data-duplicate]')).toBeNull();
  });

  it('attaches picked PDFs with name and size, and refuses a renamed document and an empty file', async () => {
    const { user } = await openSubmitPage();
    const picker = screen.getByTestId('deck-picker');
    expect(picker).toHaveAttribute('accept', '.pdf');
    expect(picker).toHaveAttribute('multiple');
    await user.upload(picker, [pdfFile('deck.pdf', 1536), pdfFile('model.pdf', 3 * 1024 * 1024)]);
    const list = await screen.findByRole('list', { name: 'Attached links and files' });
    expect(await within(list).findByText('deck.pdf')).toBeVisible();
    expect(within(list).getByText('1.5 KB')).toBeVisible();
    expect(within(list).getByText('3 MB')).toBeVisible();
    await user.upload(picker, [new File(['hello'], 'fake.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Invalid file: Not a PDF file')).toBeVisible();
    await user.upload(picker, [new File([], 'empty.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Invalid file: Empty file')).toBeVisible();
    expect(within(list).queryByText('fake.pdf')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove deck.pdf' }));
    expect(within(list).queryByText('deck.pdf')).toBeNull();
  });

  it('refuses what the API would refuse past its caps, before anything is sent: an 11th deck, an 11th other website', async () => {
    const { user, server, pasteLink } = await openSubmitPage();
    const picker = screen.getByTestId('deck-picker');
    await user.upload(picker, Array.from({ length: 11 }, (_, index) => pdfFile(`deck-${index + 1}.pdf`, 2048 + index)));
    const list = await screen.findByRole('list', { name: 'Attached links and files' });
    expect(await within(list).findByText('deck-10.pdf')).toBeVisible();
    expect(within(list).queryByText('deck-11.pdf')).toBeNull();
    expect(await screen.findByText('A deal can have at most 10 pitch decks')).toHaveAttribute('role', 'alert');
    // Room again once one goes.
    await user.click(screen.getByRole('button', { name: 'Remove deck-10.pdf' }));
    expect(screen.queryByText('A deal can have at most 10 pitch decks')).toBeNull();
    await user.upload(picker, [pdfFile('deck-11.pdf', 4096)]);
    expect(await within(list).findByText('deck-11.pdf')).toBeVisible();

    // The first website is the deal's own; ten more are its other websites.
    for (let index = 0; index <= 10; index += 1) {
      await pasteLink(`site-${index}.example`);
      await within(list).findByText(`https://site-${index}.example/`);
    }
    await settle();
    const sent = server.requests.length;
    await pasteLink('site-11.example');
    expect(await screen.findByText('A deal can have at most 10 other websites')).toHaveAttribute('role', 'alert');
    expect(within(list).queryByText('https://site-11.example/')).toBeNull();
    // Refused without a word to the API (no check of the site, no favicon).
    expect(server.requests.length).toBe(sent);
  });

  it('keeps only PDFs from a drop', async () => {
    await openSubmitPage();
    const zone = screen.getByText('Drop your file here, PDF');
    const files = [pdfFile('deck.pdf'), new File(['x'], 'notes.docx', { type: 'application/vnd.openxmlformats' }), new File(['%PDF-1.7 y'], 'SCAN.PDF', { type: '' })];
    fireEvent.dragOver(zone, { dataTransfer: { files } });
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(await screen.findByText('deck.pdf')).toBeVisible();
    expect(await screen.findByText('Invalid file: Unknown file type')).toBeVisible();
    expect(screen.queryByText('notes.docx')).toBeNull();
  });

  it('opens the contact modal from Submit, or from Enter in the empty input once content is attached', async () => {
    const { user, input, addLink } = await openSubmitPage();
    await user.type(input, '{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await addLink('acme.io');
    await screen.findByText('https://acme.io/');
    await user.type(input, '{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Add More Info' })).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Add More Info' })).toBeVisible();
  });

  it('is the same form in the Submit a Deal modal, with its title and subtitle', async () => {
    const { store, user } = await openSubmitPage();
    await user.click(screen.getByRole('button', { name: 'Upload PDFs, Docs, etc.' }));
    act(() => void store.dispatch(modalOpened({ kind: 'submitDeal' })));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a Deal' });
    expect(dialog).toHaveAccessibleDescription('Upload docs and paste links about the company');
    expect(await within(dialog).findByRole('textbox', { name: 'Link to a website or deck' })).toHaveFocus();
  });

  it('makes its promise to the first submitter beside Submit, on the page and in the modal', async () => {
    const { store } = await openSubmitPage();
    const page = screen.getByRole('form', { name: 'Submit a deal' });
    expect(within(page).getByText(CARRY_NOTICE)).toBeVisible();
    expect(within(page).getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription(CARRY_NOTICE);
    // Said once on the page: the form carries it.
    expect(screen.getAllByText(CARRY_NOTICE)).toHaveLength(1);
    act(() => void store.dispatch(modalOpened({ kind: 'submitDeal' })));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a Deal' });
    expect(within(dialog).getByText(CARRY_NOTICE)).toBeVisible();
    expect(CARRY_NOTICE).toContain('10% carry on exit');
  });
});
