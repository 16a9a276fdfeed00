import fc from 'fast-check';
import { addLink, splitLinks } from './link-list';
import { normalizeLink } from './normalize-link';

const DECK = 'https://docsend.com/view/deck';
const DECK2 = 'https://acme.docsend.com/view/two';
const SITE = 'https://acme.io/';
const BLOG = 'https://blog.acme.io/';

describe('addLink', () => {
  it.each([
    ['the first link into an empty list', [], 'acme.io', [SITE]],
    ['a website after a website (appended)', [SITE], 'blog.acme.io', [SITE, BLOG]],
    ['a website while only sharing links are attached (to the front)', [DECK, DECK2], 'acme.io', [SITE, DECK, DECK2]],
    ['a sharing link after a website (appended)', [SITE], DECK, [SITE, DECK]],
    ['a sharing link into an empty list', [], DECK, [DECK]],
    ['a website after website and sharing links (appended)', [DECK, SITE], 'blog.acme.io', [DECK, SITE, BLOG]],
    ['a duplicate typed differently (unchanged)', [SITE], '  HTTPS://ACME.IO  ', [SITE]],
    ['a duplicate of a link stored without scheme (unchanged)', ['acme.io'], 'https://acme.io/', ['acme.io']],
    ['an invalid link (unchanged)', [SITE], 'hello', [SITE]],
  ] as const)('adding %s', (_case, links, url, expected) => {
    expect(addLink(links, url)).toEqual(expected);
  });

  it('returns a new array and leaves the input alone', () => {
    const links = [SITE];
    const next = addLink(links, 'blog.acme.io');
    expect(next).not.toBe(links);
    expect(links).toEqual([SITE]);
  });

  it('never duplicates and keeps every link already attached', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.webUrl(), fc.domain(), fc.string())), (inputs) => {
        let links: string[] = [];
        for (const input of inputs) {
          const next = addLink(links, input);
          for (const link of links) expect(next).toContain(link);
          links = next;
        }
        const keys = links.map((link) => {
          const normalized = normalizeLink(link);
          return normalized.ok ? normalized.url : link;
        });
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe('splitLinks', () => {
  it.each([
    ['nothing', [], { mainUrl: undefined, secondaryUrls: [], docsendUrls: [] }],
    ['one website', [SITE], { mainUrl: SITE, secondaryUrls: [], docsendUrls: [] }],
    ['websites only', [SITE, BLOG], { mainUrl: SITE, secondaryUrls: [BLOG], docsendUrls: [] }],
    ['sharing links only', [DECK, DECK2], { mainUrl: undefined, secondaryUrls: [], docsendUrls: [DECK, DECK2] }],
    ['a mix', [DECK, SITE, DECK2, BLOG], { mainUrl: SITE, secondaryUrls: [BLOG], docsendUrls: [DECK, DECK2] }],
    ['garbage entries', [SITE, '', '  ', 3, null], { mainUrl: SITE, secondaryUrls: [], docsendUrls: [] }],
  ] as const)('splitting %s', (_case, links, expected) => {
    expect(splitLinks(links)).toEqual(expected);
  });

  it('every link lands in exactly one place and sharing links are never sent as URLs', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.webUrl(), fc.constant(DECK), fc.constant(DECK2))), (links) => {
        const { mainUrl, secondaryUrls, docsendUrls } = splitLinks(links);
        const sent = mainUrl === undefined ? secondaryUrls : [mainUrl, ...secondaryUrls];
        expect(sent.length + docsendUrls.length).toBe(links.length);
        expect(sent.some((url) => url.includes('docsend.com'))).toBe(false);
      }),
    );
  });
});
