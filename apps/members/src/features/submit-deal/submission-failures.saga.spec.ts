import { act, waitFor } from '@testing-library/react';
import { advanceTimers, type FakeRoute } from '../../testing/fake-server';
import { DECK_LINK, DOSSIER_ID, pdfFile, SITE, startSubmission, submissionCalls } from '../../testing/submit-fixtures';
import { submissionRequested } from './submit-deal.actions';
import { docsendPasscodeSaved } from './submit-form.slice';

const d = `/api/dossiers/${DOSSIER_ID}`;
const failing = (status = 500, error = 'Something broke'): FakeRoute => () => ({ status, body: { success: false, error } });

describe('each failure stops the flow and opens the generic error dialog', () => {
  it.each([
    ['POST /api/dossiers', failing(), 'Failed to create dossier', 'POST /api/dossiers'],
    [`POST /api/dossiers/:id/url`, failing(), 'Failed to update url', `POST ${d}/url`],
    [`POST /api/dossiers/:id/secondary-url`, failing(), 'Failed to update secondary urls', `POST ${d}/secondary-url`],
    [`POST /api/dossiers/:id/note`, failing(), 'Failed to update notes', `POST ${d}/note`],
    [`POST /api/dossiers/:id/team`, failing(400, 'Invalid team'), 'Failed to update founders', `POST ${d}/team`],
    [`POST /api/dossiers/:id/vehicle-settings`, failing(), 'Failed to add vehicle settings', `POST ${d}/vehicle-settings`],
    ['POST /api/report/create', failing(400, 'Please provide a URL or file'), 'Failed to generate report', 'POST /api/report/create'],
    ['POST /api/report/create', { body: { success: true, reportId: 42 } }, 'Failed to generate a valid report ID', 'POST /api/report/create'],
    [`POST /api/dossiers/:id/docsend`, failing(502, 'Failed to fetch docsend data: 503'), 'Failed to fetch docsend data: 503', `POST ${d}/docsend`],
    [`POST /api/dossiers/:id/pitchDeck`, failing(400, 'Invalid file: Not a PDF file'), 'Invalid file: Not a PDF file', `POST ${d}/pitchDeck`],
  ] as const)('%s answering badly gives "%s"', async (route, answer, message, lastCall) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, server } = startSubmission({
      routes: { [route]: answer },
      links: [[SITE], [DECK_LINK, true], ['https://blog.rocketly.io/']],
      files: [pdfFile()],
      founders: [{ name: 'Dana', contactType: 'Email', contactValue: 'dana@rocketly.io' }],
      notes: 'Round details',
    });
    await waitFor(() => expect(store.getState().submission).toMatchObject({ status: 'failed', dialog: 'genericError', error: message }));
    // Nothing after the failing call: the flow stopped there, and the error was logged.
    expect(submissionCalls(server.calls).at(-1)).toBe(lastCall);
    expect(server.count('GET /api/report/status')).toBe(0);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('"Passcode required" while converting a shared deck opens the password dialog instead', async () => {
    const { store } = startSubmission({
      routes: { 'POST /api/dossiers/:id/docsend': () => ({ status: 422, body: { success: false, error: 'Passcode required', requiresPasscode: true } }) },
      links: [[DECK_LINK, true]],
    });
    await waitFor(() => expect(store.getState().submitForm?.dialog).toEqual({ kind: 'docsendPassword', link: DECK_LINK }));
    expect(store.getState().submission).toMatchObject({ status: 'idle', dialog: 'none' });
    // The form keeps its content, so Submit can run again once the passcode is saved.
    expect(store.getState().submitForm?.links.map((link) => link.url)).toEqual([DECK_LINK]);
  });

  it('keeps a passcode saved for a link whose check failed, and sends it with the next conversion', async () => {
    const sent: unknown[] = [];
    const { store } = startSubmission({
      routes: {
        'POST /api/dossiers/:id/docsend': (request) => {
          sent.push(request.body);
          return (request.body as { passcode?: string }).passcode ? { body: { success: true, converted: true, message: 'DocSend deck converted and saved', material: null } } : { status: 422, body: { success: false, error: 'Passcode required', requiresPasscode: true } };
        },
      },
      links: [[DECK_LINK, true]],
    });
    await waitFor(() => expect(store.getState().submitForm?.dialog).toEqual({ kind: 'docsendPassword', link: DECK_LINK }));
    // No check result was ever recorded for this link (its check had failed): the passcode still stays.
    expect(store.getState().submitForm?.docsend[DECK_LINK]).toBeUndefined();
    act(() => {
      store.dispatch(docsendPasscodeSaved({ link: DECK_LINK, passcode: 'open sesame' }));
    });
    expect(store.getState().submitForm?.docsend[DECK_LINK]?.passcode).toBe('open sesame');
    act(() => {
      store.dispatch(submissionRequested({ founders: [] }));
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ url: DECK_LINK, passcode: 'open sesame' });
  });
});

describe('PDF uploads: 5 attempts, 1 s backoff doubling, capped at 10 s', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  function flakyUploads(failures: number) {
    const at: number[] = [];
    const route: FakeRoute = () => {
      at.push(Date.now());
      return at.length <= failures ? { status: 503, body: { success: false, error: 'Busy' } } : { body: { success: true, message: 'ok', material: { materialId: 'm', dossierId: DOSSIER_ID, type: 'pitch-deck', url: null, description: null, content: null, fileName: 'deck.pdf', mimeType: 'application/pdf', size: 2048, sha256: null, createdAt: '2026-03-04T10:00:00.000Z', updatedAt: '2026-03-04T10:00:00.000Z' } } };
    };
    return { at, route };
  }

  it('retries a failing upload after 1, 2, 4 and 8 s, then goes on', async () => {
    const uploads = flakyUploads(4);
    const { store, server } = startSubmission({ routes: { 'POST /api/dossiers/:id/pitchDeck': uploads.route }, files: [pdfFile()] });
    for (let step = 0; step < 20 && uploads.at.length < 5; step += 1) await act(() => advanceTimers(1000));
    expect(uploads.at.slice(1).map((time, index) => time - (uploads.at[index] ?? 0))).toEqual([1000, 2000, 4000, 8000]);
    await act(() => advanceTimers(100));
    expect(server.count(`POST ${d}/url`)).toBe(1);
    expect(store.getState().submission?.status).toBe('processing');
  });

  it('gives up after the fifth failure: "Failed after multiple attempts. Please try again later."', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const uploads = flakyUploads(99);
    const { store, server } = startSubmission({ routes: { 'POST /api/dossiers/:id/pitchDeck': uploads.route }, files: [pdfFile()] });
    await act(() => advanceTimers(30_000));
    expect(uploads.at).toHaveLength(5);
    expect(store.getState().submission).toMatchObject({ dialog: 'genericError', error: 'Failed after multiple attempts. Please try again later.' });
    expect(server.count(`POST ${d}/url`)).toBe(0);
    error.mockRestore();
  });

  it('says what the server said once it gives up: a deck the store would not keep is "Failed to upload pitch deck"', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = startSubmission({ routes: { 'POST /api/dossiers/:id/pitchDeck': failing(500, 'Failed to upload pitch deck') }, files: [pdfFile()] });
    await act(() => advanceTimers(30_000));
    expect(store.getState().submission).toMatchObject({ dialog: 'genericError', error: 'Failed after multiple attempts. Please try again later.', detail: 'Failed to upload pitch deck' });
    error.mockRestore();
  });

  it('does not retry a refusal with a reason', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, server } = startSubmission({ routes: { 'POST /api/dossiers/:id/pitchDeck': failing(413, 'Failed to upload file') }, files: [pdfFile()] });
    await act(() => advanceTimers(30_000));
    expect(server.count(`POST ${d}/pitchDeck`)).toBe(1);
    expect(store.getState().submission?.error).toBe('Failed to upload file');
    error.mockRestore();
  });

  it('checks a file before sending it: an empty file is "Invalid file: Empty file"', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, server } = startSubmission({ files: [new File([], 'empty.pdf', { type: 'application/pdf' })] });
    await act(() => advanceTimers(10));
    expect(store.getState().submission?.error).toBe('Invalid file: Empty file');
    expect(server.count(`POST ${d}/pitchDeck`)).toBe(0);
    error.mockRestore();
  });
});
