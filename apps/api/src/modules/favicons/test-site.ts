import type { ServerResponse } from 'node:http';
import { startLoopbackServer, type LoopbackServer } from '../../lib/safe-fetch/test-servers';

/**
 * Test-only: a loopback web server playing several websites, told apart by the Host header, with
 * real image bytes. Not imported by production code.
 */

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A real ICO: one 1×1 entry whose image is the PNG above (valid since Windows Vista). */
export const ICO_BYTES = (() => {
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(1, 0);
  entry.writeUInt8(1, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(PNG_BYTES.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, PNG_BYTES]);
})();

const html = (head: string) => `<!doctype html><html><head><title>Acme</title>${head}</head><body>Hello</body></html>`;
type Page = (response: ServerResponse) => void;
const send = (status: number, type: string, body: string | Buffer): Page => (response) => response.writeHead(status, { 'content-type': type }).end(body);
const notFound = send(404, 'text/html', '<h1>Not found</h1>');

/** Site → path → page. `{redirect}` in a Location is filled by the test. */
export function siteMap(redirects: { escape: string; builder: string }): Record<string, Record<string, Page>> {
  return {
    good: {
      '/': send(200, 'text/html; charset=utf-8', html('<link rel="stylesheet" href="/s.css"><LINK REL="Shortcut Icon" HREF="/img/fav.png?v=1&amp;x=2">')),
      '/img/fav.png?v=1&x=2': send(200, 'image/png', PNG_BYTES),
    },
    ico: { '/': send(200, 'text/html', html('')), '/favicon.ico': send(200, 'image/vnd.microsoft.icon', ICO_BYTES) },
    liar: {
      '/': send(200, 'text/html', html("<link rel='icon' href='/icon.png'>")),
      '/icon.png': send(200, 'image/png', html('')),
      '/favicon.ico': send(200, 'image/x-icon', '<?xml version="1.0"?><error/>'),
    },
    svg: {
      '/': send(200, 'text/html', html('<link rel="icon" type="image/svg+xml" href="/icon.svg"><link rel="mask-icon" href="/mask.png">')),
      '/icon.svg': send(200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    apple: {
      '/': send(200, 'text/html', html('<link rel="apple-touch-icon" href="apple.png"><link rel="icon" href="/broken.png">')),
      '/broken.png': notFound,
      '/apple.png': send(200, 'image/png', PNG_BYTES),
    },
    huge: {
      '/': send(200, 'text/html', html('<link rel="icon" href="/huge.png">')),
      '/huge.png': send(200, 'image/png', Buffer.concat([PNG_BYTES, Buffer.alloc(300 * 1024)])),
      '/favicon.ico': send(200, 'image/x-icon', ICO_BYTES),
    },
    escape: { '/': (response) => response.writeHead(302, { location: redirects.escape }).end() },
    builder: {
      '/': (response) => response.writeHead(302, { location: redirects.builder }).end(),
    },
    acme: {
      '/': send(200, 'text/html', html('<link rel="icon" href="/favicon.png">')),
      '/favicon.png': send(200, 'image/png', PNG_BYTES),
    },
    // The largest home page we read, made of link tags that never end (it stalled the old scanner for seconds).
    hostile: {
      '/': send(200, 'text/html', `<head>${'<link '.repeat(Math.floor((256 * 1024) / 6))}`),
      '/favicon.ico': send(200, 'image/x-icon', ICO_BYTES),
    },
    slow: {
      '/': (response) => setTimeout(() => send(200, 'text/html', html('<link rel="icon" href="/i.png">'))(response), 100),
      '/i.png': send(200, 'image/png', PNG_BYTES),
    },
  };
}

/**
 * Starts the site. `hostToSite` maps the Host header's name (good.test, 127.0.0.1, …) to a site;
 * anything unmapped plays `fallback`.
 */
export type TestSite = LoopbackServer & { redirects: { escape: string; builder: string } };

export async function startTestSite(options: { hostToSite: (hostname: string) => string; redirects?: TestSite['redirects'] }): Promise<TestSite> {
  const redirects = options.redirects ?? { escape: '', builder: '' };
  const sites = siteMap(redirects);
  const server = await startLoopbackServer((request, response) => {
    const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
    const page = sites[options.hostToSite(hostname)]?.[request.url ?? '/'] ?? notFound;
    page(response);
  });
  return Object.assign(server, { redirects });
}
