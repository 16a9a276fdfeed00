import { act } from '@testing-library/react';
import { advanceTimers, type FakeRoute } from '../../testing/fake-server';
import { DOSSIER_ID, REPORT_ID, SITE, startSubmission, statusSequence, statusTimeline } from '../../testing/submit-fixtures';
import { paths } from '../../config/paths';
import { newDealRequested, submissionRequested, submitFlowClosed } from './submit-deal.actions';
import { linkAdded } from './submit-form.slice';

const advance = (ms: number) => act(() => advanceTimers(ms));

beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe('following the review', () => {
  it('polls every 3 s, moves the bar and the phase, and opens the preview at done', async () => {
    const { store, server } = startSubmission({ routes: { 'GET /api/report/status': statusTimeline([0, 'processing', 'Reading the websites and documents'], [3000, 'analyzing'], [6000, 'summarizing', 'Writing the report'], [9000, 'done']) } });
    await advance(10);
    expect(store.getState().submission).toMatchObject({ status: 'processing', dialog: 'processing', progress: 25, phaseLabel: 'Reading the websites and documents' });
    await advance(3000);
    expect(store.getState().submission).toMatchObject({ progress: 50, phaseLabel: 'Analyzing' });
    await advance(3000);
    expect(store.getState().submission).toMatchObject({ progress: 75, phaseLabel: 'Writing the report' });
    await advance(3000);
    expect(store.getState().submission).toMatchObject({ status: 'done', dialog: 'preview', progress: 100 });
    const polls = server.count('GET /api/report/status');
    await advance(60_000);
    expect(server.count('GET /api/report/status')).toBe(polls);
  });

  it.each([
    ['the status message', statusSequence(['processing'], ['error', 'Not enough information to review this deal']), 'Not enough information to review this deal'],
    ['"Report generation failed" without one', statusSequence(['error']), 'Report generation failed'],
    ['"Failed to check report status" when three checks in a row fail', (() => ({ status: 500, body: { success: false } })) as FakeRoute, 'Failed to check report status'],
  ])('stops on error with %s and opens the report error dialog', async (_case, route, message) => {
    const { store, server } = startSubmission({ routes: { 'GET /api/report/status': route } });
    await advance(6010);
    expect(store.getState().submission).toMatchObject({ status: 'failed', dialog: 'reportError', error: message });
    const polls = server.count('GET /api/report/status');
    await advance(60_000);
    expect(server.count('GET /api/report/status')).toBe(polls);
  });

  it('goes on after a check or two that fail: the review runs on the server, and its end still opens the preview', async () => {
    let checks = 0;
    // Both polls ask this route: the second and third checks are lost (a dropped connection), the
    // ones after answer again, and from the sixth on the review is done.
    const flaky: FakeRoute = () => {
      checks += 1;
      if (checks === 2 || checks === 3) return { status: 503, body: { success: false } };
      return { body: { success: true, reportId: REPORT_ID, status: checks >= 5 ? 'done' : 'processing', statusMessage: '' } };
    };
    const { store } = startSubmission({ routes: { 'GET /api/report/status': flaky } });
    await advance(6010);
    expect(store.getState().submission).toMatchObject({ status: 'processing', dialog: 'processing' });
    await advance(12_000);
    expect(store.getState().submission).toMatchObject({ status: 'done', dialog: 'preview' });
  });

  it('when the long poll sees the end first, goes to the report page alone: no preview opens behind it', async () => {
    // Done from 4 s on: the long poll asks at 5 s, before the 3-second poll's next check at 6 s.
    const { store, server, context } = startSubmission({ routes: { 'GET /api/report/status': statusTimeline([0, 'processing'], [4000, 'done']) } });
    await advance(5010);
    expect(context.navigations).toEqual([paths.report(REPORT_ID)]);
    expect(store.getState().submission).toMatchObject({ status: 'idle', dialog: 'none' });
    await advance(60_000);
    expect(server.calls.filter((call) => call.endsWith('/full-report'))).toEqual([]);
    expect(store.getState().submission?.dialog).toBe('none');
  });

  it('ends in "Unknown error occurred" when something nothing expected throws, and the next submission still runs', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigate = () => {
      throw new Error('the router is gone');
    };
    const { store, server } = startSubmission({ routes: { 'GET /api/report/status': statusTimeline([0, 'processing'], [4000, 'done']) }, context: { navigate } });
    await advance(5010);
    expect(store.getState().submission).toMatchObject({ status: 'failed', dialog: 'genericError', error: 'Unknown error occurred' });
    expect(error).toHaveBeenCalled();
    // The saga lives on: a second submission is sent.
    const dossiers = server.count('POST /api/dossiers');
    act(() => {
      store.dispatch(linkAdded({ link: { id: 'again', url: SITE, faviconUrl: null, sharing: false, checkError: null, duplicate: null } }));
      store.dispatch(submissionRequested({ founders: [] }));
    });
    await advance(10);
    expect(server.count('POST /api/dossiers')).toBe(dossiers + 1);
    error.mockRestore();
  });

  // Twenty minutes of polls, each a real request answered by the stand-in: about 640 round trips,
  // 10 s on an idle machine and past the suite's 15 s with a core kept busy. Its limit is sized to that.
  it('times out after the long poll’s 240 attempts of 5 s: "Report generation timed out"', async () => {
    const { store, server } = startSubmission({ routes: { 'GET /api/report/status': statusSequence(['analyzing']) } });
    await advance(240 * 5000 - 1000);
    expect(store.getState().submission?.status).toBe('processing');
    await advance(1010);
    expect(store.getState().submission).toMatchObject({ dialog: 'reportError', error: 'Report generation timed out' });
    const polls = server.count('GET /api/report/status');
    await advance(60_000);
    expect(server.count('GET /api/report/status')).toBe(polls);
  }, 60_000);
});

describe('cancelling', () => {
  const hanging: FakeRoute = () => new Promise(() => undefined);

  it('closing mid-upload aborts the request, sends nothing more, opens no dialog and resets the form', async () => {
    const { store, server } = startSubmission({ routes: { 'POST /api/dossiers/:id/url': hanging } });
    await advance(10);
    expect(server.calls).toContain(`POST /api/dossiers/${DOSSIER_ID}/url`);
    store.dispatch(submitFlowClosed());
    await advance(10);
    expect(server.aborted).toEqual([`POST /api/dossiers/${DOSSIER_ID}/url`]);
    const made = server.calls.length;
    await advance(60_000);
    expect(server.calls.slice(made).filter((call) => !call.startsWith('GET /api/deals'))).toEqual([]);
    expect(store.getState().submission).toMatchObject({ status: 'idle', dialog: 'none' });
    expect(store.getState().submitForm).toMatchObject({ links: [], files: [], dialog: { kind: 'none' } });
  });

  it('closing while the review runs stops both polls', async () => {
    const { store, server } = startSubmission({ routes: { 'GET /api/report/status': statusSequence(['analyzing']) } });
    await advance(6000);
    expect(store.getState().submission?.reportId).toBe(REPORT_ID);
    store.dispatch(submitFlowClosed());
    const polls = server.count('GET /api/report/status');
    await advance(120_000);
    expect(server.count('GET /api/report/status')).toBe(polls);
    expect(store.getState().submission?.dialog).toBe('none');
  });

  it('Submit a New Deal cancels, resets and reopens the modal after 100 ms', async () => {
    const { store, server } = startSubmission({ routes: { 'POST /api/dossiers/:id/url': hanging } });
    await advance(10);
    store.dispatch(newDealRequested({ reopenModal: true }));
    await advance(99);
    expect(store.getState().modals.stack).toEqual([]);
    await advance(1);
    expect(store.getState().modals.stack.map((modal) => modal.spec.kind)).toEqual(['submitDeal']);
    expect(server.aborted).toHaveLength(1);
    expect(store.getState().submitForm?.links).toEqual([]);
  });
});
