import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startContractServer, type ContractServer, type Reply } from '../../testing/contract-server';
import { LINK_NOT_VALID, REUPLOAD_TOKEN, reuploadLinkResponse } from '../../testing/reupload-fixtures';
import { file, renderApp } from '../../testing/test-app';
import { REUPLOAD_MESSAGES as M } from './reupload.messages';

const HEADING = 'Upload a new copy of a scan of your government-issued ID';
const linkUrl = (token = REUPLOAD_TOKEN) => `/apply/reupload?token=${encodeURIComponent(token)}`;

describe('the re-upload page (/apply/reupload?token=…, the link of an admin’s email)', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());
  beforeEach(() => {
    // jsdom reports a dropped connection (the network-failure cases) on the console; it is expected here.
    const log = console.error;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('socket hang up')) log(...args);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const calls = (path: string) => server.calls.filter((call) => call.path === path);
  const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
  const input = () => document.getElementById('reupload-input') as HTMLInputElement;
  const pick = (files: File[]) => fireEvent.change(input(), { target: { files } });
  const upload = () => fireEvent.click(screen.getByRole('button', { name: /^Upload documents?$/ }));
  const focused = (name: string | RegExp) => waitFor(() => expect(document.activeElement).toHaveAccessibleName(name));

  async function openLink(url = linkUrl()) {
    const app = renderApp(server, { url });
    expect(await heading(HEADING)).toBeVisible();
    return app;
  }

  it('names the document, shows the reason the team gave, and the accepted types and maximum', async () => {
    const { store } = await openLink();
    expect(calls('/api/documents/reupload-request').map((call) => call.json)).toEqual([{ token: REUPLOAD_TOKEN }]);
    expect(screen.getByRole('region', { name: "Why we're asking" })).toHaveTextContent('The photo page is blurred: we cannot read the passport number. Please scan it again in good light.');
    expect(screen.getByText('blurry-passport.jpg')).toBeVisible();
    const button = screen.getByRole('button', { name: `Choose files ${HEADING}` });
    expect(button).toHaveAccessibleDescription('Up to 2 files: JPG, PNG, PDF or HEIC');
    expect(input().accept).toBe('.jpg,.jpeg,.png,.pdf,.heic');
    expect(input().multiple).toBe(true);
    expect(screen.getByText(/works until March 29, 2026/)).toBeVisible();
    // The page keeps its address (the wizard's router would send it back to /apply) and its title.
    expect(window.location.pathname).toBe('/apply/reupload');
    expect(document.title).toBe(M.pageTitle);
    // Focus moves from "Checking your link…" to the new state's heading; the wizard never opened.
    await focused(HEADING);
    expect(store.getState().wizard.status).toBe('restoring');
    expect(calls('/api/join/submit')).toEqual([]);
  });

  it('uploads the file with applicantId, documentType and the token first, then thanks the applicant', async () => {
    await openLink();
    pick([file('passport-scan.pdf', 2048)]);
    expect(await screen.findByRole('button', { name: 'Remove passport-scan.pdf' })).toBeVisible();
    upload();
    expect(await heading(M.received)).toBeVisible();
    expect(screen.getByText(M.receivedDetail)).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'The file we received' })).getByText('passport-scan.pdf')).toBeVisible();
    await focused(M.received);

    const [sent] = calls('/api/documents/upload');
    expect(sent?.parts.map((part) => part.name)).toEqual(['applicantId', 'documentType', 'reuploadToken', 'file']);
    expect(sent?.fields).toEqual({ applicantId: 'app_reupload_1', documentType: 'idScan', reuploadToken: REUPLOAD_TOKEN });
    expect(sent?.parts[3]).toMatchObject({ filename: 'passport-scan.pdf' });
    expect(sent?.parts[3]?.data.length).toBe(2048);
  });

  it('sends several files as files[], with progress per file, and takes a second Upload while one runs as nothing', async () => {
    let release: (reply: Reply) => void = () => undefined;
    server.on('/api/documents/upload', () => new Promise<Reply>((resolve) => (release = resolve)));
    const { store } = await openLink();
    pick([file('front.jpg', 1000, 'image/jpeg'), file('back.png', 3000, 'image/png')]);
    await screen.findByRole('button', { name: 'Remove back.png' });
    upload();
    expect(await screen.findByText(M.uploading)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    const progress = screen.getByRole('list', { name: 'Document uploads' });
    expect(within(progress).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(within(progress).getByText('front.jpg')).toBeVisible();
    act(() => {
      store.dispatch({ type: 'reupload/uploadRequested' });
    });
    await waitFor(() => expect(calls('/api/documents/upload')).toHaveLength(1));
    release({
      body: {
        success: true,
        documents: [
          { id: 'd1', documentType: 'idScan', originalName: 'front.jpg', mimeType: 'image/jpeg', size: 1000, sha256: 'a'.repeat(64) },
          { id: 'd2', documentType: 'idScan', originalName: 'back.png', mimeType: 'image/png', size: 3000, sha256: 'b'.repeat(64) },
        ],
      },
    });
    expect(await heading(M.received)).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'The files we received' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['front.jpg', 'back.png']);
    expect(calls('/api/documents/upload')).toHaveLength(1);
    expect(calls('/api/documents/upload')[0]?.parts.slice(3).map((part) => [part.name, part.filename])).toEqual([['files[]', 'front.jpg'], ['files[]', 'back.png']]);
  });

  it('refuses a type the link does not take and files beyond its maximum in the wizard’s words, and asks for a file before uploading', async () => {
    await openLink();
    upload();
    expect(await screen.findByText(M.chooseFile)).toBeVisible();
    expect(calls('/api/documents/upload')).toEqual([]);
    pick([file('notes.docx')]);
    expect(await screen.findByText("notes.docx isn't a file type we accept here. Please choose JPG, PNG, PDF or HEIC files.")).toBeVisible();
    expect(screen.getByRole('button', { name: /^Choose files/ })).toHaveAttribute('aria-describedby', 'reupload-hint reupload-message');
    pick([file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(await screen.findByText('You can upload up to 2 files here.')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Files to upload' })).getAllByRole('listitem')).toHaveLength(2);
    // Removing a file gives focus back to the picker.
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    await focused(`Choose files ${HEADING}`);
    expect(within(screen.getByRole('list', { name: 'Files to upload' })).getAllByRole('listitem')).toHaveLength(1);
  });

  const malformed: Reply = { status: 400, body: { success: false, error: 'body/token Too big: expected string to have <=128 characters' } };
  it.each([
    ['no token in the link', '/apply/reupload', 0, undefined],
    ['an expired, spent or replaced token (the API answers 403)', linkUrl('tok_spent'), 1, undefined],
    ['a malformed token (the API answers 400)', linkUrl('x'.repeat(300)), 1, malformed],
  ])('%s: says the link cannot be used, and how to get a new one', async (_case, url, checks, reply) => {
    if (reply) server.on('/api/documents/reupload-request', () => reply);
    renderApp(server, { url });
    expect(await heading(M.linkInvalid)).toBeVisible();
    expect(screen.getByText(M.linkInvalidDetail)).toBeVisible();
    expect(screen.getByText(M.getNewLink)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Choose file/ })).toBeNull();
    expect(calls('/api/documents/reupload-request')).toHaveLength(checks);
  });

  it('a check that got no answer can be tried again', async () => {
    let attempt = 0;
    server.on('/api/documents/reupload-request', () => (++attempt === 1 ? { body: null, hangUp: true } : { body: reuploadLinkResponse() }));
    renderApp(server, { url: linkUrl() });
    expect(await heading(M.checkFailed)).toBeVisible();
    expect(screen.getByText(M.offline)).toBeVisible();
    await focused(M.checkFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading(HEADING)).toBeVisible();
    expect(calls('/api/documents/reupload-request')).toHaveLength(2);
  });

  it.each([
    ['content that is not what its name says (415)', 415, 'passport.pdf is not a PDF file'],
    ['a file over the upload limit (413)', 413, 'passport.pdf is larger than 25 MB'],
  ])('%s: the API’s own words, and another file can be chosen and sent', async (_case, status, message) => {
    let attempt = 0;
    server.on('/api/documents/upload', () => (++attempt === 1 ? { status, body: { success: false, error: message } } : { body: { success: true, documents: [] } }));
    await openLink();
    pick([file('passport.pdf')]);
    await screen.findByRole('button', { name: 'Remove passport.pdf' });
    upload();
    const failure = await screen.findByRole('region', { name: M.uploadFailed });
    expect(failure).toHaveTextContent(message);
    expect(failure).toHaveTextContent(M.refusedHint);
    expect(within(failure).queryByRole('button', { name: 'Try again' })).toBeNull();
    await focused(M.uploadFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    pick([file('passport-rescan.png', 64, 'image/png')]);
    await screen.findByRole('button', { name: 'Remove passport-rescan.png' });
    expect(screen.queryByRole('region', { name: M.uploadFailed })).toBeNull();
    upload();
    expect(await heading(M.received)).toBeVisible();
    expect(calls('/api/documents/upload')[1]?.parts[3]).toMatchObject({ filename: 'passport-rescan.png' });
  });

  it('a lost connection keeps the files, and Try again sends them again with the same token', async () => {
    let attempt = 0;
    server.on('/api/documents/upload', () => (++attempt === 1 ? { body: null, hangUp: true } : { body: { success: true, documents: [] } }));
    await openLink();
    pick([file('passport.pdf', 512)]);
    await screen.findByRole('button', { name: 'Remove passport.pdf' });
    upload();
    const failure = await screen.findByRole('region', { name: M.uploadFailed });
    expect(failure).toHaveTextContent(M.offline);
    expect(failure).toHaveTextContent(M.retryHint);
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await heading(M.received)).toBeVisible();
    expect(calls('/api/documents/upload').map((call) => [call.fields['reuploadToken'], call.parts[3]?.data.length])).toEqual([
      [REUPLOAD_TOKEN, 512],
      [REUPLOAD_TOKEN, 512],
    ]);
  });

  it.each([
    ['the link was spent or expired meanwhile (403)', 403, LINK_NOT_VALID, M.linkInvalid, M.linkInvalidDetail],
    ['the application was decided meanwhile (409)', 409, 'This application has been decided and takes no more documents', M.linkClosed, 'This application has been decided and takes no more documents'],
  ])('an upload refused because %s: the link’s error instead of the form', async (_case, status, error, title, detail) => {
    server.on('/api/documents/upload', () => ({ status, body: { success: false, error } }));
    await openLink();
    pick([file('passport.pdf')]);
    await screen.findByRole('button', { name: 'Remove passport.pdf' });
    upload();
    expect(await heading(title)).toBeVisible();
    expect(screen.getByText(detail)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Choose file/ })).toBeNull();
    await focused(title);
  });

  it('uses the words of the applicant’s own question, and a one-file link asks for one file', async () => {
    server.on('/api/documents/reupload-request', () => ({
      body: reuploadLinkResponse({ documentType: 'certificateOfTrust', documentLabel: 'Please upload a certificate of trust, if you have one', maxFiles: 1, reason: null }),
    }));
    renderApp(server, { url: linkUrl() });
    expect(await heading('Upload a new copy of a certificate of trust')).toBeVisible();
    expect(screen.queryByRole('region', { name: "Why we're asking" })).toBeNull();
    expect(screen.getByRole('button', { name: /^Choose file Upload a new copy/ })).toHaveAccessibleDescription('One file: JPG, PNG, PDF or HEIC');
    expect(input().multiple).toBe(false);
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeEnabled();
  });

  it('shows the public top bar of /apply, and a trailing slash is the same page', async () => {
    renderApp(server, { url: `/apply/reupload/?token=${REUPLOAD_TOKEN}` });
    expect(await heading(HEADING)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Quorum home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
