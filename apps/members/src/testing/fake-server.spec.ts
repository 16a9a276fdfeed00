import { closeFakeServers, fakeServer } from './fake-server';

// The stand-in's own promise to the suites: closing it at the end of a file never refuses a call on
// its way, and never leaves a caller to hear of its cut call after the file is done (a saga logs
// such a failure, and a log after the tests fails the whole run).
describe('closing the stand-in servers', () => {
  it('answers a call already on its way before closing', async () => {
    const server = fakeServer({ 'GET /api/member/profile': { body: { profile: null } } });
    const answered = server.fetch('/api/member/profile').then((response) => response.status, () => 'refused');
    await closeFakeServers();
    await expect(answered).resolves.toBe(200);
  });

  it('cuts a call a route holds, and its caller has heard by the time the close returns', async () => {
    const server = fakeServer({ 'GET /api/member/profile': () => new Promise(() => undefined) });
    // jsdom reports a cut call on its console, as a browser would in its network log.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let outcome = 'pending';
    void server.fetch('/api/member/profile').then(() => (outcome = 'answered'), () => (outcome = 'cut'));
    while (server.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await closeFakeServers();
    expect(outcome).toBe('cut');
    expect(String(reported.mock.calls[0]?.[0])).toContain('socket hang up');
    reported.mockRestore();
  });
});
