import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { questionsFor } from '@quorum/domain';
import { completeIndividual } from '../../testing/application-fixtures';
import { startContractServer, type ContractServer, type RecordedCall } from '../../testing/contract-server';
import { file, findQuestionHeading, jumpTo, renderApp, TEST_NOW, testDependencies } from '../../testing/test-app';
import { INVALID_EMAIL } from './components/continue-dialog';
import { parseDraft } from './draft.schema';
import { SERVER_DRAFT_MESSAGES } from './server-draft.saga';
import { serverDraftActions } from './server-draft.slice';

const DRAFT = 'draft_1';
const KEY = 'k'.repeat(43);
const SECOND_KEY = 's'.repeat(43);
const PDF_BYTES = '%PDF-1.4 restored';

/** A server copy as POST /api/drafts/open and GET /api/drafts/:id answer it. */
function serverDraft(savedAt: number) {
  return {
    draftId: DRAFT,
    payload: {
      savedAt,
      answers: { entityType: 'Individual', fullName: 'Ada Lovelace', idScan: [{ id: 'file_1', name: 'passport.pdf', size: PDF_BYTES.length, type: 'application/pdf' }] },
      lastAnsweredId: 'fullName',
      submitReady: false,
      idempotencyKey: 'server-idempotency-key-01',
      referralCode: null,
    },
    files: [{ id: 'f1', slot: 'file_1', originalName: 'passport.pdf', mimeType: 'application/pdf', size: PDF_BYTES.length }],
    updatedAt: TEST_NOW.toISOString(),
    expiresAt: new Date(TEST_NOW.getTime() + 30 * 86_400_000).toISOString(),
  };
}

describe('continue on another device', () => {
  let server: ContractServer;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => server.reset());

  const callsTo = (path: string, method = 'POST') => server.calls.filter((call: RecordedCall) => call.path === path && call.method === method);
  const newestDraft = async (deps: ReturnType<typeof testDependencies>) => parseDraft((await deps.drafts.readNewestFirst())[0] ?? '');

  function serveDraft(savedAt: number) {
    server.on('/api/drafts/open', (call) =>
      (call.json as { token?: string }).token === 'link-token' ? { body: { success: true, draft: serverDraft(savedAt), deviceKey: SECOND_KEY } } : { status: 410, body: { success: false, error: 'This link has already been used or has expired.' } },
    );
    server.on(`/api/drafts/${DRAFT}`, (call) => (call.method === 'PUT' ? { body: { success: true, draft: { ...serverDraft(savedAt), payload: (call.json as { payload: unknown }).payload } } } : { body: { success: true, draft: serverDraft(savedAt) } }));
    server.on(`/api/drafts/${DRAFT}/files/f1`, () => ({ body: { success: true, file: serverDraft(savedAt).files[0], contentBase64: Buffer.from(PDF_BYTES).toString('base64') } }));
  }

  async function startWithFile() {
    const app = renderApp(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Get started' }));
    fireEvent.click(await screen.findByRole('radio', { name: /^Individual/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(await screen.findByRole('textbox', { name: "What's your full legal name?" }), { target: { value: 'Ada Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await findQuestionHeading("What's your email address?");
    jumpTo(app.store, 'idScan');
    await screen.findByRole('button', { name: /^Choose files/ });
    fireEvent.change(document.getElementById('idScan-input') as HTMLElement, { target: { files: [file('passport.pdf', 300)] } });
    await screen.findByRole('button', { name: 'Remove passport.pdf' });
    return app;
  }

  it('sends the link from a labelled dialog, stores the files with the copy, and says where the link went', async () => {
    server.on('/api/drafts', () => ({ body: { success: true, draftId: DRAFT, deviceKey: KEY } }));
    server.on(`/api/drafts/${DRAFT}/files`, (call) => ({ body: { success: true, file: { id: 'f1', slot: call.fields['slot'], originalName: 'passport.pdf', mimeType: 'application/pdf', size: 300 } } }));
    const { deps, store } = await startWithFile();

    const opener = screen.getByRole('button', { name: 'Continue on another device' });
    // A real click focuses the button (jsdom's fireEvent does not): the dialog gives focus back to it.
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Continue on another device' });
    const email = within(dialog).getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(email).toHaveFocus());
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText(INVALID_EMAIL)).toBeVisible();
    expect(callsTo('/api/drafts')).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    const confirmation = await within(dialog).findByText(/We sent a link to ada@example\.com/);
    await waitFor(() => expect(confirmation).toHaveFocus());

    const [created] = callsTo('/api/drafts');
    expect(created?.json).toMatchObject({ email: 'ada@example.com', payload: { answers: { fullName: 'Ada Lovelace' }, idempotencyKey: store.getState().wizard.idempotencyKey } });
    const [ref] = store.getState().wizard.answers['idScan'] as Array<{ id: string }>;
    await waitFor(() => expect(callsTo(`/api/drafts/${DRAFT}/files`).map((call) => call.fields['slot'])).toEqual([ref?.id]));
    // The key stays with the progress on this device, so a reload still reaches the copy.
    await waitFor(async () => expect((await newestDraft(deps))?.server).toEqual({ draftId: DRAFT, deviceKey: KEY, uploadedSlots: [ref?.id] }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.getByText('A copy of this application is saved for your other devices.')).toBeVisible();
  });

  it('restores the application and its files from the emailed link, and says so', async () => {
    serveDraft(TEST_NOW.getTime());
    const { deps, store } = renderApp(server, { url: '/apply/continue?token=link-token' });
    expect(await findQuestionHeading("What's your email address?")).toBeVisible();
    expect(await screen.findByText(SERVER_DRAFT_MESSAGES.restoredFromLink)).toBeVisible();
    expect(window.location.search).toBe('');
    expect(store.getState().wizard.idempotencyKey).toBe('server-idempotency-key-01');
    expect((await deps.files.get('file_1'))?.size).toBe(PDF_BYTES.length);
    jumpTo(store, 'idScan');
    expect(within(await screen.findByRole('list', { name: 'Attached files' })).getByText('passport.pdf')).toBeVisible();
    await waitFor(async () => expect((await newestDraft(deps))?.server?.deviceKey).toBe(SECOND_KEY));
  });

  it('keeps newer progress of this device over an older copy from the link, and updates the copy', async () => {
    serveDraft(TEST_NOW.getTime() - 86_400_000);
    const deps = testDependencies(server);
    await deps.drafts.write(JSON.stringify({ version: 1, savedAt: TEST_NOW.getTime(), answers: { entityType: 'Individual', fullName: 'Grace Hopper' }, lastAnsweredId: 'fullName', submitReady: false, idempotencyKey: 'local-idempotency-key-01', referralCode: null }));
    const { store } = renderApp(server, { deps, url: '/apply/continue?token=link-token' });
    expect(await screen.findByText(SERVER_DRAFT_MESSAGES.localNewer)).toBeVisible();
    expect(store.getState().wizard.answers['fullName']).toBe('Grace Hopper');
    await waitFor(() => expect(callsTo(`/api/drafts/${DRAFT}`, 'PUT')[0]?.json).toMatchObject({ payload: { answers: { fullName: 'Grace Hopper' } } }));
  });

  it('restores newer progress saved on another device over this device’s older save', async () => {
    serveDraft(TEST_NOW.getTime());
    const deps = testDependencies(server);
    const older = { version: 1, savedAt: TEST_NOW.getTime() - 86_400_000, answers: { entityType: 'Individual', fullName: 'Old Name' }, lastAnsweredId: 'fullName', submitReady: false, idempotencyKey: 'server-idempotency-key-01', referralCode: null };
    await deps.drafts.write(JSON.stringify({ ...older, server: { draftId: DRAFT, deviceKey: KEY, uploadedSlots: [] } }));
    const { store } = renderApp(server, { deps });
    expect(await screen.findByText(SERVER_DRAFT_MESSAGES.serverNewer)).toBeVisible();
    expect(store.getState().wizard.answers['fullName']).toBe('Ada Lovelace');
  });

  it('when the copy no longer answers this device (opened from its link elsewhere), offers a new link to its address', async () => {
    const deps = testDependencies(server);
    const saved = { version: 1, savedAt: TEST_NOW.getTime(), answers: { entityType: 'Individual', fullName: 'Ada Lovelace' }, lastAnsweredId: 'fullName', submitReady: false, idempotencyKey: 'local-idempotency-key-01', referralCode: null };
    await deps.drafts.write(JSON.stringify({ ...saved, server: { draftId: DRAFT, deviceKey: KEY, uploadedSlots: [] } }));
    server.on(`/api/drafts/${DRAFT}`, () => ({ status: 404, body: { success: false, error: 'This saved copy does not exist any more.' } }));
    let answer: 'sent' | 'gone' = 'sent';
    server.on(`/api/drafts/${DRAFT}/link`, () => (answer === 'sent' ? { body: { success: true } } : { status: 404, body: { success: false, error: 'This saved copy does not exist any more.' } }));
    const { store } = renderApp(server, { deps });
    expect(await screen.findByText(/This device no longer updates your saved copy/)).toBeVisible();
    expect(store.getState().serverDraft.link).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText(/We sent a new link to the address of your saved copy/)).toBeVisible();
    expect(callsTo(`/api/drafts/${DRAFT}/link`)).toHaveLength(1);
    expect(screen.queryByText(/This device no longer updates your saved copy/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/We sent a new link/)).toBeNull());

    // A copy that is gone says so, and this device's progress stands alone.
    answer = 'gone';
    act(() => {
      store.dispatch(serverDraftActions.serverDraftLinked({ link: { draftId: DRAFT, deviceKey: KEY }, uploadedSlots: [] }));
      store.dispatch(serverDraftActions.serverDraftDetached());
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText('Your saved copy no longer exists. Your progress on this device is kept.')).toBeVisible();
  });

  it('tells the applicant when the link was already used, and starts from this device', async () => {
    serveDraft(TEST_NOW.getTime());
    renderApp(server, { url: '/apply/continue?token=spent-token' });
    expect(await screen.findByText('This link has already been used or has expired.')).toBeVisible();
    expect(await findQuestionHeading('Welcome to Quorum')).toBeVisible();
  });

  it('deletes the saved copy from the wizard, after a confirmation', async () => {
    serveDraft(TEST_NOW.getTime());
    renderApp(server, { url: '/apply/continue?token=link-token' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the saved copy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete the saved copy' }));
    expect(await screen.findByText(SERVER_DRAFT_MESSAGES.deleted)).toBeVisible();
    expect(callsTo(`/api/drafts/${DRAFT}`, 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Delete the saved copy' })).toBeNull();
  });

  it('names the server copy in the submission, so the API deletes it, and forgets it here', async () => {
    const deps = testDependencies(server);
    const answers = await completeIndividual(deps);
    const index = questionsFor(answers).findIndex((question) => question.type === 'submit');
    const { store } = renderApp(server, { deps, wizard: { answers, index, submitReady: true, idempotencyKey: 'key-0123456789abcdef' } });
    act(() => {
      store.dispatch(serverDraftActions.serverDraftLinked({ link: { draftId: DRAFT, deviceKey: KEY }, uploadedSlots: [] }));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await findQuestionHeading("You're all set!")).toBeVisible();
    expect(callsTo('/api/join/submit')[0]?.fields).toMatchObject({ draftId: DRAFT, draftKey: KEY });
    expect(store.getState().serverDraft.link).toBeNull();
  });
});
