import { expectLinearTime } from '../../testing/linear-time-contract';
import { MAX_TEXT_CHARS, scanHtml } from './scan-html';

const page = 'https://www.acme.io/home/';

describe('scanHtml: what a page tells the analysts', () => {
  it('reads the visible text and meta fields, without scripts, styles or the head', () => {
    const scan = scanHtml(
      '<html><head><title>Acme &amp; Co</title><meta name="description" content="We build rockets."><meta property="og:site_name" content="Acme"><script>var x = "$99B market";</script></head><body><h1>Acme</h1><p>Revenue &gt; $1M</p><a href="https://x.com/share">s</a><a href="https://twitter.com/acmehq">t</a></body></html>',
      page,
    );
    expect(scan).toEqual({ title: 'Acme & Co', description: 'We build rockets.', siteName: 'Acme', twitterHandle: '@acmehq', iconLinks: [], text: 'Acme\nRevenue > $1M\ns t' });
  });

  it('falls back to og:description, prefers twitter:site, and ignores handles that are not profiles', () => {
    const scan = scanHtml('<meta property="og:description" content="  Rockets,\n cheaper.  "><meta name="twitter:site" content="acme_hq"><a href="https://twitter.com/intent/tweet">x</a>', page);
    expect(scan.description).toBe('Rockets, cheaper.');
    expect(scan.twitterHandle).toBe('@acme_hq');
    expect(scanHtml('<a href="https://twitter.com/share">x</a><a href="https://x.com/i/flow">y</a><a href="https://evil.example/twitter.com/acme">z</a>', page).twitterHandle).toBeNull();
  });

  it('keeps text after an unclosed <head> once the body starts, and hides svg, noscript and templates', () => {
    const scan = scanHtml('<head><title>T</title><body><p>Visible</p><svg><text>hidden</text></svg><noscript>hidden</noscript><template><p>hidden</p></template><svg/><p>After</p>', page);
    expect(scan.text).toBe('Visible\nAfter');
  });

  it('keeps at most MAX_TEXT_CHARS of text', () => {
    const scan = scanHtml(`<p>${'a '.repeat(MAX_TEXT_CHARS)}</p><p>late</p>`, page);
    expect(scan.text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(scan.text).not.toContain('late');
  });
});

describe('scanHtml: the icons a page declares', () => {
  it('reads rel=icon and shortcut icon before apple-touch-icon, resolving against the page', () => {
    const html = `<head>
      <link rel="apple-touch-icon" sizes="180x180" href="/apple.png">
      <link href='favicon-32.png' rel='icon' sizes='32x32'>
      <LINK REL="SHORTCUT ICON" HREF=//cdn.acme.io/f.ico>
    </head>`;
    expect(scanHtml(html, page).iconLinks).toEqual(['https://www.acme.io/home/favicon-32.png', 'https://cdn.acme.io/f.ico', 'https://www.acme.io/apple.png']);
  });

  it('honours <base href>, decodes entities and drops duplicates', () => {
    const html = '<base href="https://static.acme.io/v2/"><link rel="icon" href="i.png?a=1&amp;b=2"><link rel="icon" href="i.png?a=1&#38;b=2">';
    expect(scanHtml(html, page).iconLinks).toEqual(['https://static.acme.io/v2/i.png?a=1&b=2']);
  });

  it('skips SVG icons, mask icons, other rels, commented-out links and non-http hrefs', () => {
    const html = `
      <link rel="icon" type="image/svg+xml" href="/icon.svg">
      <link rel="icon" href="/icon.svg?v=3">
      <link rel="mask-icon" href="/mask.png">
      <link rel="stylesheet" href="/icon.png">
      <!-- <link rel="icon" href="/old.png"> -->
      <link rel="icon" href="data:image/png;base64,AAAA">
      <link rel="icon" href="javascript:alert(1)">
      <link rel="icon" href="">
      <link rel="icon">`;
    expect(scanHtml(html, page).iconLinks).toEqual([]);
  });

  it('finds nothing in a page without links and survives broken markup', () => {
    expect(scanHtml('<html><body>hi</body></html>', page).iconLinks).toEqual([]);
    expect(scanHtml('<link rel="icon" href="/a.png"', page).iconLinks).toEqual([]);
    // An unquoted value runs to the `>`: the slash is part of it, as browsers read it.
    expect(scanHtml('<link rel=icon href=/a.png/>', page).iconLinks).toEqual(['https://www.acme.io/a.png/']);
    expect(scanHtml('<link rel=icon href=/a.png />', page).iconLinks).toEqual(['https://www.acme.io/a.png']);
  });
});

/**
 * Hostile pages of the largest size Quorum reads (1 MB for a website, 256 KB for a favicon page):
 * each one the hand-made regular expressions or htmlparser2's tree builder took seconds to
 * minutes on. Each must be read in linear time (test/linear-time-contract.ts).
 */
describe('scanHtml on hostile pages (linear time)', () => {
  const MB = 1024 * 1024;
  const fill = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));
  const hostile: Array<[string, (bytes: number) => string]> = [
    ['<link  with no end', (bytes) => fill('<link ', bytes)],
    ['<meta  with no end', (bytes) => fill('<meta ', bytes)],
    ['an unclosed comment', (bytes) => fill('<!--', bytes)],
    ['unclosed <title', (bytes) => `<title>${fill('</titl', bytes)}`],
    ['unclosed <script', (bytes) => `<script>${fill('</scrip', bytes)}`],
    ['deep nesting then stray end tags', (bytes) => fill('<div>', bytes / 2) + fill('</x>', bytes / 2)],
    ['deep <p><b> nesting', (bytes) => fill('<p><b>', bytes)],
    ['nested lists', (bytes) => fill('<ul><li>', bytes)],
    ['one tag with endless attributes', (bytes) => `<a ${fill('x=1 ', bytes)}>`],
    ['an attribute value with no closing quote', (bytes) => `<meta content="${fill('a', bytes)}`],
    ['entities without semicolons', (bytes) => fill('&amp', bytes)],
    ['many icon links', (bytes) => fill('<link rel="icon" href="/i.png">', bytes)],
    ['many twitter links', (bytes) => fill('<a href="https://twitter.com/share">', bytes)],
  ];

  it.each(hostile)('%s', (_name, make) => {
    expectLinearTime(make, (html) => scanHtml(html, page), MB);
  });
});
