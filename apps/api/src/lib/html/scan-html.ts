import { Tokenizer } from 'htmlparser2';

/**
 * What Quorum reads from a web page: its visible text, the few meta fields reports show, the
 * company's Twitter/X handle and the icons it declares. One pass of htmlparser2's tokenizer, which
 * is a linear-time state machine. Its tree-building Parser is not used on purpose: it keeps the open
 * elements in an array it unshifts and scans, which is quadratic in nesting depth (1 MB of
 * `<p><b>` took 48 s). We need no tree: a counter per skipped element is enough. See
 * docs/security/html-parsing.md.
 */
export interface HtmlScan {
  title: string | null;
  description: string | null;
  siteName: string | null;
  twitterHandle: string | null;
  /** Declared icons, best first (rel=icon before apple-touch-icon), absolute http(s) URLs, SVG skipped. */
  iconLinks: string[];
  /** Visible text: one line per block element, whitespace collapsed. */
  text: string;
}

/** Text kept from one page: more adds nothing the analysts use, and bounds what a page can make us hold. */
export const MAX_TEXT_CHARS = 200_000;
/** Icon links kept from one page (the finder tries the first few). */
const MAX_ICON_LINKS = 16;
/** Attribute values kept per attribute: an href or a meta content needs far less. */
const MAX_ATTRIBUTE_CHARS = 4096;

/** Elements whose content is not visible text. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'svg', 'math', 'template', 'iframe', 'head', 'title']);
/** Elements that start a new line, so headings and list items stay separate sentences. */
const BLOCK = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'tr', 'td', 'th', 'table', 'blockquote', 'figcaption', 'dd', 'dt', 'hr']);
const META_KEYS = new Set(['description', 'og:description', 'og:site_name', 'twitter:site', 'twitter:creator']);
const TWITTER_HOSTS = new Set(['twitter.com', 'www.twitter.com', 'x.com', 'www.x.com']);
const NOT_HANDLES = new Set(['share', 'intent', 'home', 'search', 'i', 'hashtag', 'login', 'signup']);
const HANDLE = /^@?\w{1,15}$/;

export function scanHtml(html: string, pageUrl: string): HtmlScan {
  const hiddenDepth = new Map<string, number>();
  let hidden = 0;
  let inTitle = false;
  const title: string[] = [];
  const text: string[] = [];
  let textChars = 0;
  const meta = new Map<string, string>();
  let baseHref: string | undefined;
  const icons: Array<{ href: string; rank: number }> = [];
  const profileLinks: string[] = [];

  let tagName = '';
  let attributes = new Map<string, string>();
  let attributeName = '';
  let attributeValue = '';

  // A tag between two words separates them: a line break for block elements, a space otherwise.
  // Kept as one pending separator, so a page of empty tags adds nothing to the text.
  let separator: '' | ' ' | '\n' = '';
  const separate = (name: string) => {
    if (BLOCK.has(name)) separator = '\n';
    else if (separator === '') separator = ' ';
  };
  const addText = (chunk: string) => {
    if (inTitle) {
      if (title.length < 64) title.push(chunk);
      return;
    }
    if (hidden > 0 || textChars >= MAX_TEXT_CHARS) return;
    const kept = (separator + chunk).slice(0, MAX_TEXT_CHARS - textChars);
    separator = '';
    text.push(kept);
    textChars += kept.length;
  };
  const open = (name: string, attrs: Map<string, string>, selfClosing: boolean) => {
    if (name === 'title') inTitle = !selfClosing;
    // Browsers end an unclosed <head> where the body starts; so do we, or a page without </head> would have no text.
    if (name === 'body') {
      hidden -= hiddenDepth.get('head') ?? 0;
      hiddenDepth.delete('head');
    }
    if (HIDDEN.has(name) && !selfClosing) {
      hiddenDepth.set(name, (hiddenDepth.get(name) ?? 0) + 1);
      hidden += 1;
    }
    separate(name);
    if (name === 'meta') {
      const key = (attrs.get('name') ?? attrs.get('property') ?? '').toLowerCase();
      const content = collapse(attrs.get('content') ?? '');
      if (META_KEYS.has(key) && content && !meta.has(key)) meta.set(key, content);
    } else if (name === 'base') {
      baseHref ??= attrs.get('href');
    } else if (name === 'link' && icons.length < MAX_ICON_LINKS) {
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
      const rank = rel.includes('icon') ? 0 : rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed') ? 1 : -1;
      const href = attrs.get('href');
      if (rank >= 0 && href && !isSvg(attrs.get('type') ?? '', href)) icons.push({ href, rank });
    } else if (name === 'a' && profileLinks.length < 256) {
      const href = attrs.get('href');
      if (href) profileLinks.push(href);
    }
  };
  const close = (name: string) => {
    if (name === 'title') inTitle = false;
    const depth = hiddenDepth.get(name) ?? 0;
    if (depth > 0) {
      hiddenDepth.set(name, depth - 1);
      hidden -= 1;
    }
    separate(name);
  };

  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, end) {
        tagName = html.slice(start, end).toLowerCase();
        attributes = new Map();
      },
      onattribname(start, end) {
        attributeName = html.slice(start, end).toLowerCase();
        attributeValue = '';
      },
      onattribdata(start, end) {
        if (attributeValue.length < MAX_ATTRIBUTE_CHARS) attributeValue += html.slice(start, Math.min(end, start + MAX_ATTRIBUTE_CHARS));
      },
      onattribentity(codePoint) {
        if (attributeValue.length < MAX_ATTRIBUTE_CHARS) attributeValue += String.fromCodePoint(codePoint);
      },
      onattribend() {
        // The first of repeated attributes wins, as in browsers.
        if (!attributes.has(attributeName)) attributes.set(attributeName, attributeValue);
      },
      onopentagend() {
        open(tagName, attributes, false);
      },
      onselfclosingtag() {
        open(tagName, attributes, true);
      },
      onclosetag(start, end) {
        close(html.slice(start, end).toLowerCase());
      },
      ontext(start, end) {
        addText(html.slice(start, end));
      },
      ontextentity(codePoint) {
        addText(String.fromCodePoint(codePoint));
      },
      // Comments, CDATA, doctypes and processing instructions say nothing a reader sees.
      oncdata: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onprocessinginstruction: ignore,
      onend: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();

  const base = httpUrl(baseHref, pageUrl) ?? pageUrl;
  const iconLinks = icons
    .sort((a, b) => a.rank - b.rank)
    .map((icon) => httpUrl(icon.href, base))
    .filter((url): url is string => url !== undefined);
  return {
    title: collapse(title.join('')) || null,
    description: meta.get('description') ?? meta.get('og:description') ?? null,
    siteName: meta.get('og:site_name') ?? null,
    twitterHandle: handleFromMeta(meta.get('twitter:site') ?? meta.get('twitter:creator')) ?? handleFromLinks(profileLinks),
    iconLinks: [...new Set(iconLinks)],
    text: text
      .join('')
      .split('\n')
      .map(collapse)
      .filter(Boolean)
      .join('\n'),
  };
}

function ignore(): void {
  return undefined;
}

function collapse(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function isSvg(type: string, href: string): boolean {
  if (type.toLowerCase().includes('svg')) return true;
  try {
    const pathname = new URL(href, 'https://icon.invalid/').pathname.toLowerCase();
    return pathname.endsWith('.svg') || pathname.endsWith('.svgz');
  } catch {
    return false;
  }
}

/** Only http(s) survives: data:, javascript: and friends are not addresses we follow. */
function httpUrl(href: string | undefined, base: string): string | undefined {
  const trimmed = href?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function handleFromMeta(value: string | undefined): string | null {
  if (!value || !HANDLE.test(value)) return null;
  return value.startsWith('@') ? value : `@${value}`;
}

/** The company's own handle from a twitter.com or x.com profile link (not a share or search link). */
function handleFromLinks(hrefs: readonly string[]): string | null {
  for (const href of hrefs) {
    const url = httpUrl(href, 'https://link.invalid/');
    if (!url) continue;
    const { hostname, pathname } = new URL(url);
    if (!TWITTER_HOSTS.has(hostname)) continue;
    const segments = pathname.split('/').filter(Boolean);
    const handle = segments.length === 1 ? segments[0]?.replace(/^@/, '') : undefined;
    if (handle && HANDLE.test(handle) && !NOT_HANDLES.has(handle.toLowerCase())) return `@${handle}`;
  }
  return null;
}
