import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type SagaMonitor, type Task } from 'redux-saga';
import { DEPENDENCIES } from '../../lib/dependencies';
import { startContractServer, type ContractServer, type Reply } from '../../testing/contract-server';
import { REUPLOAD_TOKEN } from '../../testing/reupload-fixtures';
import { file, testDependencies } from '../../testing/test-app';
import { reuploadSaga } from './reupload.saga';
import { reuploadActions as actions, reuploadReducer, type ReuploadState } from './reupload.slice';

/**
 * The saga run on its own, against the stand-in API: every action it sees or puts, in order, and
 * every pattern it has waited on with `take` (what it is waiting for, not how long it took).
 */
function runFlow(server: ContractServer) {
  const channel = stdChannel();
  const seen: UnknownAction[] = [];
  const awaited: unknown[] = [];
  let state: ReuploadState = reuploadReducer(undefined, { type: 'init' });
  const dispatch = (action: UnknownAction) => {
    seen.push(action);
    state = reuploadReducer(state, action);
    channel.put(action);
  };
  const sagaMonitor: SagaMonitor = {
    effectTriggered: ({ effect }) => {
      const { type, payload } = effect as { type?: string; payload?: { pattern?: unknown } };
      if (type === 'TAKE') awaited.push(payload?.pattern);
    },
  };
  const task: Task = runSaga({ channel, dispatch, sagaMonitor, getState: () => ({ reupload: state }), context: { [DEPENDENCIES]: testDependencies(server) } }, reuploadSaga);
  return { task, dispatch, awaits: (pattern: unknown) => awaited.includes(pattern), types: () => seen.map((action) => action.type.replace('reupload/', '')), state: () => state };
}

describe('reuploadSaga (the re-upload page’s flow)', () => {
  let server: ContractServer;
  let flow: ReturnType<typeof runFlow> | undefined;
  beforeAll(async () => (server = await startContractServer()));
  afterAll(() => server.close());
  afterEach(() => {
    flow?.task.cancel();
    server.reset();
  });

  it('checks the link, keeps the picked file, uploads it once, then ends', async () => {
    flow = runFlow(server);
    flow.dispatch(actions.pageOpened({ token: REUPLOAD_TOKEN }));
    await waitForStatus(flow, 'ready');
    flow.dispatch(actions.filesPicked({ files: [file('scan.pdf', 300)] }));
    flow.dispatch(actions.uploadRequested());
    flow.dispatch(actions.uploadRequested());
    await waitForStatus(flow, 'received');
    flow.dispatch(actions.uploadRequested());
    expect(flow.types().filter((type) => type !== 'uploadProgressed')).toEqual([
      'pageOpened',
      'linkFound',
      'filesPicked',
      'filesAttached',
      'uploadRequested',
      'uploadRequested',
      'documentReceived',
      'uploadRequested',
    ]);
    expect(server.calls.filter((call) => call.path === '/api/documents/upload')).toHaveLength(1);
    expect(flow.task.isRunning()).toBe(true);
  });

  it('a page opened again starts over: the first flow’s upload is abandoned and its answer never lands', async () => {
    let release: (reply: Reply) => void = () => undefined;
    server.on('/api/documents/upload', () => new Promise<Reply>((resolve) => (release = resolve)));
    flow = runFlow(server);
    flow.dispatch(actions.pageOpened({ token: REUPLOAD_TOKEN }));
    await waitForStatus(flow, 'ready');
    flow.dispatch(actions.filesPicked({ files: [file('scan.pdf')] }));
    flow.dispatch(actions.uploadRequested());
    await waitFor(() => server.calls.some((call) => call.path === '/api/documents/upload'));
    flow.dispatch(actions.pageOpened({ token: REUPLOAD_TOKEN }));
    await waitForStatus(flow, 'ready');
    // The first upload's request is given up on the wire: its answer, written now, reaches no one.
    await waitFor(() => server.calls.some((call) => call.path === '/api/documents/upload' && call.abandoned));
    release({ body: { success: true, documents: [] } });
    expect(flow.types()).not.toContain('documentReceived');
    expect(flow.types()).not.toContain('uploadFailed');
    expect(flow.state()).toMatchObject({ status: 'ready', files: [] });
  });

  it('a link check that failed waits for a retry, and asks again only then', async () => {
    let attempt = 0;
    server.on('/api/documents/reupload-request', () => (++attempt === 1 ? { status: 503, body: { success: false, error: 'Service unavailable' } } : { status: 403, body: { success: false, error: 'gone' } }));
    flow = runFlow(server);
    flow.dispatch(actions.pageOpened({ token: REUPLOAD_TOKEN }));
    await waitForStatus(flow, 'checkFailed');
    expect(flow.state()).toEqual({ status: 'checkFailed', error: 'Service unavailable' });
    // The flow's only way on is the member's retry: it is parked on it, having asked once.
    await waitFor(() => flow?.awaits(actions.linkCheckRetried) ?? false);
    expect(attempt).toBe(1);
    flow.dispatch(actions.linkCheckRetried());
    await waitForStatus(flow, 'linkRefused');
    expect(flow.state()).toEqual({ status: 'linkRefused', refusal: 'invalid', detail: null });
  });
});

async function waitForStatus(flow: ReturnType<typeof runFlow>, status: ReuploadState['status']) {
  await waitFor(() => flow.state().status === status);
}

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
