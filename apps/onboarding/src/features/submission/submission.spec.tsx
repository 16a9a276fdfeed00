import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { questionsFor, VALIDATION_MESSAGES as M } from '@quorum/domain';
import { completeIndividual } from '../../testing/application-fixtures';
import { startContractServer, type ContractServer } from '../../testing/contract-server';
import { findQuestionHeading, renderApp, testDependencies } from '../../testing/test-app';
import { SUBMISSION_MESSAGES } from './submission.messages';

describe('submission', () => {
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

  /** The wizard on its submit step with a complete Individual application. */
  async function atSubmit(extra: Record<string, unknown> = {}, referralCode: string | null = 'friend-42') {
    const deps = testDependencies(server);
    const answers = { ...(await completeIndividual(deps)), ...extra };
    const index = questionsFor(answers).findIndex((question) => question.type === 'submit');
    const app = renderApp(server, { deps, wizard: { answers, index, submitReady: true, referralCode, idempotencyKey: 'key-0123456789abcdef' } });
    await findQuestionHeading('Ready to submit your application?');
    return app;
  }
  const submit = async () => fireEvent.click(await screen.findByRole('button', { name: /^(Submit application|Try submitting again)$/ }));
  const calls = (path: string) => server.calls.filter((call) => call.path === path);

  it('submits, then uploads each file field, then sends the welcome email, and clears what was saved', async () => {
    const { deps, store } = await atSubmit();
    await deps.drafts.write('{}');
    await submit();
    expect(await findQuestionHeading("You're all set!")).toBeVisible();
    expect(screen.getByTestId('submission-message')).toHaveTextContent(SUBMISSION_MESSAGES.success);
    expect(screen.getByText('app_test_1')).toBeVisible();

    expect(server.calls.map((call) => `${call.method} ${call.path}`).filter((call) => !call.includes('session'))).toEqual([
      'POST /api/join/submit',
      'POST /api/documents/upload',
      'POST /api/documents/upload',
      'POST /api/documents/upload',
      'POST /api/send-welcome-email',
    ]);
    const [submitted] = calls('/api/join/submit');
    expect(submitted?.fields).toMatchObject({ entityType: 'Individual', fullName: 'Ada Lovelace', idempotencyKey: 'key-0123456789abcdef', referralCode: 'friend-42' });
    expect(submitted?.fields).not.toHaveProperty('incomeEvidence');
    expect(submitted?.parts.every((part) => part.filename === undefined)).toBe(true);
    expect(submitted?.query.has('_')).toBe(true);

    const uploads = calls('/api/documents/upload');
    expect(uploads.map((call) => call.fields['documentType'])).toEqual(['proofOfAddress', 'idScan', 'professionalCertification']);
    for (const call of uploads) expect(call.parts.slice(0, 2).map((part) => part.name)).toEqual(['applicantId', 'documentType']);
    expect(uploads[0]?.parts.slice(2).map((part) => [part.name, part.filename, part.data.length])).toEqual([['file', 'bill.pdf', 200]]);
    expect(uploads[1]?.parts.slice(2).map((part) => [part.name, part.filename])).toEqual([['files[]', 'front.jpg'], ['files[]', 'back.png']]);
    expect(uploads[0]?.fields['applicantId']).toBe('app_test_1');
    expect(calls('/api/send-welcome-email')[0]?.json).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace', entityType: 'Individual' });

    expect(store.getState().wizard.status).toBe('submitted');
    await waitFor(async () => expect(await deps.drafts.readNewestFirst()).toEqual([]));
    expect(await deps.files.ids()).toEqual([]);
  });

  it('still succeeds when an upload fails, with the partial-upload message and the file named', async () => {
    server.on('/api/documents/upload', (call) =>
      call.fields['documentType'] === 'idScan'
        ? { status: 415, body: { success: false, error: 'front.jpg is not really a JPEG' } }
        : { body: { success: true, documents: [] } },
    );
    await atSubmit();
    await submit();
    expect(await findQuestionHeading("You're all set!")).toBeVisible();
    expect(screen.getByTestId('submission-message')).toHaveTextContent(SUBMISSION_MESSAGES.partialUpload);
    expect(screen.getByText('front.jpg: front.jpg is not really a JPEG')).toBeVisible();
    expect(calls('/api/send-welcome-email')).toHaveLength(1);
  });

  it('shows server field errors beside their fields and jumps to the first one', async () => {
    server.on('/api/join/submit', () => ({ status: 400, body: { success: false, error: 'Please correct the highlighted answers', errors: { phoneNumber: M.PHONE_INVALID, email: M.EMAIL_INVALID } } }));
    await atSubmit();
    await submit();
    expect(await findQuestionHeading("What's your email address?")).toBeVisible();
    expect(await screen.findByText(M.EMAIL_INVALID)).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Please correct the highlighted answers')).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: "What's your email address?" }), { target: { value: 'ada@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await findQuestionHeading("What's the best phone number to reach you?")).toBeVisible();
    expect(await screen.findByText(M.PHONE_INVALID)).toBeVisible();
  });

  it.each<[string, string, () => { status?: number; body: unknown; hangUp?: boolean }]>([
    ['an HTTP failure without an error field', 'Server error (502): Bad gateway', () => ({ status: 502, body: 'Bad gateway' })],
    ['an HTTP failure with one', 'Too many requests. Please wait and try again.', () => ({ status: 429, body: { success: false, error: 'Too many requests. Please wait and try again.' } })],
    ['an unsuccessful body with a message', 'Applications are paused', () => ({ body: { success: false, message: 'Applications are paused' } })],
    ['an unsuccessful body without one', SUBMISSION_MESSAGES.unsuccessful, () => ({ body: { success: false } })],
    ['a body that is not JSON', 'Failed to parse server response', () => ({ body: '<html>oops</html>' })],
    ['no applicant id while files wait', SUBMISSION_MESSAGES.noApplicantId, () => ({ body: { success: true, message: 'ok' } })],
    ['a dropped connection', SUBMISSION_MESSAGES.unexpected, () => ({ body: null, hangUp: true })],
  ])('%s: "%s"', async (_name, message, reply) => {
    server.on('/api/join/submit', reply);
    await atSubmit();
    await submit();
    expect(await screen.findByTestId('submission-error')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Try submitting again' })).toBeEnabled();
    expect(calls('/api/documents/upload')).toHaveLength(0);
  });

  it('retries with the same idempotency key, so the server can never make two applications', async () => {
    let attempt = 0;
    server.on('/api/join/submit', () => (++attempt === 1 ? { body: null, hangUp: true } : { body: { success: true, submissionId: 'app_once', result: { applicant: { id: 'app_once' } } } }));
    await atSubmit();
    await submit();
    await screen.findByTestId('submission-error');
    await submit();
    expect(await findQuestionHeading("You're all set!")).toBeVisible();
    expect(calls('/api/join/submit').map((call) => call.fields['idempotencyKey'])).toEqual(['key-0123456789abcdef', 'key-0123456789abcdef']);
  });

  it('ignores a second submit while one is in flight, and shows progress per file', async () => {
    let release: () => void = () => undefined;
    server.on('/api/join/submit', () => new Promise((resolve) => (release = () => resolve({ body: { success: true, submissionId: 'app_2', result: { applicant: { id: 'app_2' } } } }))));
    const { store } = await atSubmit({}, null);
    await submit();
    store.dispatch({ type: 'submission/submitRequested' });
    expect(await screen.findByText('Sending your application…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    const list = screen.getByRole('list', { name: 'Document uploads' });
    expect(within(list).getAllByText('Waiting')).toHaveLength(4);
    await waitFor(() => expect(calls('/api/join/submit')).toHaveLength(1));
    release();
    expect(await findQuestionHeading("You're all set!")).toBeVisible();
    expect(calls('/api/join/submit')).toHaveLength(1);
    expect(calls('/api/join/submit')[0]?.fields).not.toHaveProperty('referralCode');
    const state = store.getState().submission;
    expect(state.status === 'succeeded' && state.uploads.map((item) => [item.name, item.state, item.loaded === item.size])).toEqual([
      ['bill.pdf', 'uploaded', true],
      ['front.jpg', 'uploaded', true],
      ['back.png', 'uploaded', true],
      ['finra.pdf', 'uploaded', true],
    ]);
  });

  it('makes up a local submission id when the server gives none, and uploads under the applicant id', async () => {
    server.on('/api/join/submit', () => ({ body: { success: true, result: { applicant: { id: 'app_9' } } } }));
    await atSubmit();
    await submit();
    expect(await findQuestionHeading("You're all set!")).toBeVisible();
    expect(screen.getByText(/^local-/)).toBeVisible();
    expect(calls('/api/documents/upload').every((call) => call.fields['applicantId'] === 'app_9')).toBe(true);
  });

  it('checks the saved answers again first, and jumps to one that no longer passes', async () => {
    await atSubmit({ email: 'ada@' });
    await submit();
    expect(await findQuestionHeading("What's your email address?")).toBeVisible();
    expect(await screen.findByText(M.EMAIL_INVALID)).toBeVisible();
    expect(calls('/api/join/submit')).toHaveLength(0);
  });
});
