/** Home pages put their icon links in <head>; reading further only costs time. */
export const HTML_SCAN_LIMIT = 256 * 1024;

const LINK_TAG = /<link\b[^>]*>/gi;
const BASE_TAG = /<base\b[^>]*>/i;
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/**
 * The icon URLs a home page declares, best first: rel="icon" / "shortcut icon", then
 * apple-touch-icon. SVG icons are skipped (we refuse SVG); hrefs resolve against <base> or the page.
 * A small tokeniser, not an HTML parser: a missed link only means we fall back to /favicon.ico.
 */
export function findIconLinks(html: string, pageUrl: string): string[] {
  const text = html.slice(0, HTML_SCAN_LIMIT).replace(/<!--[\s\S]*?-->/g, '');
  const baseHref = attributes(BASE_TAG.exec(text)?.[0] ?? '')['href'];
  const base = resolveHttp(baseHref, pageUrl) ?? pageUrl;

  const found: Array<{ url: string; rank: number }> = [];
  for (const [tag] of text.matchAll(LINK_TAG)) {
    const attrs = attributes(tag);
    const rel = (attrs['rel'] ?? '').toLowerCase().split(/\s+/);
    const rank = rel.includes('icon') ? 0 : rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed') ? 1 : -1;
    if (rank < 0 || isSvg(attrs)) continue;
    const url = resolveHttp(attrs['href'], base);
    if (url) found.push({ url, rank });
  }
  const ordered = found.sort((a, b) => a.rank - b.rank).map((entry) => entry.url);
  return [...new Set(ordered)];
}

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  // Skip the tag name itself; the rest are name[=value] pairs.
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name && !(name in result)) result[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return result;
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function isSvg(attrs: Record<string, string>): boolean {
  return (attrs['type'] ?? '').toLowerCase().includes('svg') || /\.svgz?(?:$|[?#])/i.test(attrs['href'] ?? '');
}

/** Only http(s) survives: data:, javascript: and friends are not icons we fetch. */
function resolveHttp(href: string | undefined, base: string): string | undefined {
  if (!href?.trim()) return undefined;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
