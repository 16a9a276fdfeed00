import { useMemberClient, useTestApp } from '../../testing/use-test-app';
import { html, startSite } from '../review-agent/testing/loopback-services';
import { watchRequestThread } from '../../testing/request-thread-stall';

const EMAIL = 'checker@example.com';
/** The most of a page the check reads (PAGE_BYTES in docsend-check.ts). */
const PAGE_BYTES = 512 * 1024;
const fill = (unit: string) => unit.repeat(Math.floor(PAGE_BYTES / unit.length));

/**
 * The DocSend check reads up to 512 KB of a page on the request thread: shapes that made its
 * passcode pattern backtrack over the rest of the page from every `<input` (quadratic) must be read
 * in linear time. A DocSend stand-in on loopback serves them.
 */
describe('the DocSend check on hostile pages of the largest size it reads', () => {
  let site: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    site = await startSite({
      '/view/inputs': html(fill('<input ')),
      '/view/ids': html(fill("<input id=' ")),
      '/view/names': html(`<input name="${'a'.repeat(PAGE_BYTES - 20)}`),
      '/view/locked-late': html(`${fill('<input ').slice(0, PAGE_BYTES - 64)}<input type="password" name="passcode">`),
    });
  });

  const testApp = useTestApp(() => ({ QUORUM_TEST_FETCH_ALLOW: site.hostPort }));

  const client = useMemberClient(testApp, EMAIL);

  afterAll(async () => {
    await site.close();
  });

  it.each([
    ['<input repeated with no >', '/view/inputs', false],
    ["<input id=' repeated", '/view/ids', false],
    ['one endless name attribute', '/view/names', false],
    ['a passcode field after 512 KB of <input', '/view/locked-late', true],
  ])('%s: answered quickly, without stalling the event loop', async (_shape, path, requiresPasscode) => {
    const thread = watchRequestThread();
    const started = Date.now();
    const response = await client.call('GET', `/api/docsend/passcode-check?docsendUrl=${encodeURIComponent(site.url(path))}&email=${EMAIL}`);
    const stalledMs = thread.stop();
    expect([response.statusCode, response.json()]).toEqual([200, { requiresPasscode }]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stalledMs).toBeLessThan(500);
  }, 180_000);
});
