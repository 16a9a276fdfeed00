/** What a web page tells the analysts: its visible text and the few meta fields reports show. */
export interface PageText {
  title: string | null;
  description: string | null;
  siteName: string | null;
  twitterHandle: string | null;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–', rsquo: '’', lsquo: '‘', hellip: '…' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function meta(html: string, key: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const name = /\b(?:name|property)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (name?.toLowerCase() !== key) continue;
    const content = /\bcontent\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1];
    const value = content ? decodeEntities(content).replace(/\s+/g, ' ').trim() : '';
    if (value) return value;
  }
  return null;
}

const NOT_HANDLES = new Set(['share', 'intent', 'home', 'search', 'i', 'hashtag', 'login', 'signup']);

/** The company's own handle from a twitter.com or x.com profile link, as "@handle". */
function twitterHandle(html: string): string | null {
  const fromMeta = meta(html, 'twitter:site') ?? meta(html, 'twitter:creator');
  if (fromMeta && /^@?\w{1,15}$/.test(fromMeta)) return fromMeta.startsWith('@') ? fromMeta : `@${fromMeta}`;
  for (const match of html.matchAll(/href\s*=\s*["']https?:\/\/(?:www\.)?(?:twitter|x)\.com\/(@?\w{1,15})\/?(?:[?#"'])/gi)) {
    const handle = match[1]?.replace(/^@/, '');
    if (handle && !NOT_HANDLES.has(handle.toLowerCase())) return `@${handle}`;
  }
  return null;
}

/**
 * Visible text of an HTML page without a DOM: scripts, styles and markup removed, block elements
 * turned into line breaks so headings and list items stay separate sentences.
 */
export function htmlToText(html: string): PageText {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const body = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|svg|template|iframe|head)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(?:p|div|section|article|header|footer|main|aside|nav|li|ul|ol|h[1-6]|br|tr|td|th|table|blockquote|figcaption|dd|dt)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, ' ');
  const text = decodeEntities(body)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  return {
    title: title ? decodeEntities(title).replace(/\s+/g, ' ').trim() || null : null,
    description: meta(html, 'description') ?? meta(html, 'og:description'),
    siteName: meta(html, 'og:site_name'),
    twitterHandle: twitterHandle(html),
    text,
  };
}
