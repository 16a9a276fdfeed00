import { findIconLinks } from './icon-links';

const page = 'https://www.acme.io/home/';

describe('findIconLinks', () => {
  it('reads rel=icon and shortcut icon before apple-touch-icon, resolving against the page', () => {
    const html = `<head>
      <link rel="apple-touch-icon" sizes="180x180" href="/apple.png">
      <link href='favicon-32.png' rel='icon' sizes='32x32'>
      <LINK REL="SHORTCUT ICON" HREF=//cdn.acme.io/f.ico>
    </head>`;
    expect(findIconLinks(html, page)).toEqual(['https://www.acme.io/home/favicon-32.png', 'https://cdn.acme.io/f.ico', 'https://www.acme.io/apple.png']);
  });

  it('honours <base href>, decodes entities and drops duplicates', () => {
    const html = '<base href="https://static.acme.io/v2/"><link rel="icon" href="i.png?a=1&amp;b=2"><link rel="icon" href="i.png?a=1&#38;b=2">';
    expect(findIconLinks(html, page)).toEqual(['https://static.acme.io/v2/i.png?a=1&b=2']);
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
    expect(findIconLinks(html, page)).toEqual([]);
  });

  it('finds nothing in a page without links and survives broken markup', () => {
    expect(findIconLinks('<html><body>hi</body></html>', page)).toEqual([]);
    expect(findIconLinks('<link rel="icon" href="/a.png"', page)).toEqual([]);
    expect(findIconLinks('<link rel=icon href=/a.png/>', page)).toEqual(['https://www.acme.io/a.png']);
  });

  it('looks only at the first 256 KB', () => {
    const html = `${' '.repeat(256 * 1024)}<link rel="icon" href="/late.png">`;
    expect(findIconLinks(html, page)).toEqual([]);
  });
});
