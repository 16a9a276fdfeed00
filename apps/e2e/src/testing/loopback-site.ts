import { createServer, type Server } from 'node:http';

/**
 * The outside world the review agent reads in browser tests, on loopback: a start-up's website
 * (with an icon), a page that is gone (404: nothing to review), DocSend-like pages (one asks for a passcode),
 * and held pages: `/held/<key>` answers only once the test asks `/release/<key>?as=website|gone`, so
 * a review is surely still running until the test lets it end (`/waiting/<key>` says whether it reads one now),
 * and webhook receivers: `/hook/<key>` answers 503 until the test asks `/hook-accept/<key>`, then 200
 * (`/hook-accepted/<key>` says how many it accepted).
 * The API reaches it only through QUORUM_TEST_FETCH_ALLOW (playwright.config.ts).
 */
const PARAGRAPHS = [
  'Rocketly is a SaaS platform that books rideshare launches for small satellite operators.',
  'We reached $2.4M ARR in March, growing 18% month over month.',
  'More than 140 paying customers, including three enterprise contracts signed this quarter.',
  'Net revenue retention is 135%.',
  'The platform is live in production and used by 140 operators in 12 countries.',
  'Our scheduling engine is patented and built on real-time distributed systems with 99.95% uptime.',
  'The small-satellite launch market is a $12B market, growing at a 20% CAGR.',
  'Competitors include manual brokers and in-house spreadsheets.',
  'CEO Dana Ortiz, ex-SpaceX, previously founded LaunchPad (acquired by Airbus).',
  'CTO Sam Lee, PhD in distributed systems, 12 years of experience at Google.',
];
const WEBSITE = `<!doctype html><html lang="en"><head><title>Rocketly</title><link rel="icon" href="/icon.png"></head><body><h1>Rocketly</h1>${PARAGRAPHS.map((text) => `<p>${text}</p>`).join('')}</body></html>`;
// A 32×32 orange diamond on navy.
const ICON = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAiElEQVR4nO2Vuw3AMAgF2SR7ZJks4rXdp7CUwsHwQDKmQKLicyfLP7ruZ2tQCUrwi95sI7bu3mjEFsFHNznQvomOO6Amlg469A6BjjiUskpXHVINpMuOZcFEFxx81kFfOZiUm846TqwgYg8iTlHEPQAd8niCt0hwIINp/oPJgY8k+5MdUYLzghdbP3/ji0RdNQAAAABJRU5ErkJggg==', 'base64');
const PAGES: Record<string, { type: string; body: string | Buffer }> = {
  '/': { type: 'text/html', body: WEBSITE },
  '/icon.png': { type: 'image/png', body: ICON },
  '/view/locked': { type: 'text/html', body: '<html><body><form><label>Passcode <input type="password" name="passcode"></label></form></body></html>' },
  '/view/deck': { type: 'text/html', body: '<html><body><form><input name="email"></form><h1>Rocketly deck</h1></body></html>' },
};

const DELAY_MS: Record<string, number> = { '/': 1500, '/view/locked': 800, '/view/deck': 800 };

export const SITE_PORT = Number(process.env['E2E_SITE_PORT']);
/** The website, by the name "localhost"; the DocSend stand-in, by the address 127.0.0.1. */
export const site = {
  website: `http://localhost:${SITE_PORT}/`,
  gone: `http://localhost:${SITE_PORT}/gone`,
  lockedDeck: `http://127.0.0.1:${SITE_PORT}/view/locked`,
  standInHost: `127.0.0.1:${SITE_PORT}`,
  held: (key: string) => `http://localhost:${SITE_PORT}/held/${key}`,
  hook: (key: string) => `http://127.0.0.1:${SITE_PORT}/hook/${key}`,
};

/** From now on the receiver at `site.hook(key)` accepts what it is sent. */
export async function acceptHook(key: string): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${SITE_PORT}/hook-accept/${key}`);
  if (!answer.ok) throw new Error(`the hook ${key} could not be told to accept`);
}

/** How many deliveries the receiver at `site.hook(key)` has accepted. */
export async function hookAccepted(key: string): Promise<number> {
  return Number(await (await fetch(`http://127.0.0.1:${SITE_PORT}/hook-accepted/${key}`)).text());
}

/** Lets a held page answer, as the website or as a page that is gone; resolves once it has. */
export async function releaseHeld(key: string, as: 'website' | 'gone'): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${SITE_PORT}/release/${key}?as=${as}`);
  if (!answer.ok) throw new Error(`nothing was waiting at /held/${key}`);
}

/** Whether the review's request is waiting at a held page now. */
export async function isHeld(key: string): Promise<boolean> {
  const answer = await fetch(`http://127.0.0.1:${SITE_PORT}/waiting/${key}`);
  return answer.status === 200;
}

/** The requests waiting at a held page, by key. */
const waiting = new Map<string, Array<(as: string) => void>>();
/** The webhook receivers told to accept, and how many deliveries each accepted. */
const hooks = new Map<string, number>();

function hook(pathname: string, response: import('node:http').ServerResponse): boolean {
  const [, kind, key] = pathname.split('/');
  if (!key) return false;
  if (kind === 'hook') {
    const accepted = hooks.get(key);
    if (accepted !== undefined) hooks.set(key, accepted + 1);
    response.writeHead(accepted === undefined ? 503 : 200).end();
    return true;
  }
  if (kind === 'hook-accept') {
    hooks.set(key, hooks.get(key) ?? 0);
    response.writeHead(200).end();
    return true;
  }
  if (kind === 'hook-accepted') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end(String(hooks.get(key) ?? 0));
    return true;
  }
  return false;
}

function held(pathname: string, search: URLSearchParams, response: import('node:http').ServerResponse): boolean {
  const [, kind, key] = pathname.split('/');
  if (kind === 'held' && key) {
    const answer = (as: string) => (as === 'website' ? response.writeHead(200, { 'content-type': 'text/html' }).end(WEBSITE) : response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'));
    waiting.set(key, [...(waiting.get(key) ?? []), answer]);
    return true;
  }
  if (kind === 'waiting' && key) {
    response.writeHead((waiting.get(key) ?? []).length > 0 ? 200 : 404).end();
    return true;
  }
  if (kind === 'release' && key) {
    const answers = waiting.get(key) ?? [];
    waiting.delete(key);
    for (const answer of answers) answer(search.get('as') ?? 'gone');
    response.writeHead(answers.length > 0 ? 200 : 404).end();
    return true;
  }
  return false;
}

/** Listens on both loopback addresses, since "localhost" may resolve to either. */
export async function startLoopbackSite(port: number): Promise<() => Promise<void>> {
  const servers: Server[] = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = createServer((request, response) => {
      const { pathname, searchParams } = new URL(request.url ?? '/', 'http://x');
      if (held(pathname, searchParams, response) || hook(pathname, response)) return;
      const page = PAGES[pathname];
      if (!page) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      // Real sites answer in hundreds of ms, not at once: the form's "Checking DocSend link..." and
      // the review's processing dialog last long enough to be seen, as they do for a person.
      setTimeout(() => response.writeHead(200, { 'content-type': page.type }).end(page.body), DELAY_MS[pathname] ?? 0);
    });
    const started = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, host, () => resolve(true));
    });
    if (started) servers.push(server);
    else if (host === '127.0.0.1') throw new Error(`The test site could not listen on 127.0.0.1:${port}`);
  }
  return async () => {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  };
}
