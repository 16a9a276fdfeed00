import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminApplicationDetailResponseSchema } from '@quorum/domain';
import { completeAnswers } from '@quorum/testing';
import { submit } from '../modules/applications/test-requests';
import { useTestApp } from '../testing/use-test-app';
import { rawClient, type RawAnswer, type RawRequest } from '../testing/raw-request';
import { signIn } from '../testing/sign-in';
import { APPROVE_PATH_SPELLINGS as PATH_VARIANTS } from './hostile-path-spellings';

const BASE = '/api/admin/applications';
const PUBLIC_URL = 'https://quorum.example.com';
/** A page on a sibling subdomain: same site as Quorum, so a SameSite=Lax cookie goes along. */
const SIBLING = 'https://uploads.quorum.example.com';
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** What a hostile page on a sibling subdomain can make the admin's browser send without a preflight. */
const HOSTILE_SENDS: ReadonlyArray<[string, Record<string, string>, string | undefined]> = [
  ['Sec-Fetch-Site: same-site, no body', { 'sec-fetch-site': 'same-site' }, undefined],
  ['Sec-Fetch-Site: same-site and a sibling Origin, no body', { 'sec-fetch-site': 'same-site', origin: SIBLING }, undefined],
  ['a sibling Origin alone, text/plain', { origin: SIBLING, 'content-type': 'text/plain' }, 'x'],
  ['Sec-Fetch-Site: cross-site, text/plain', { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example', 'content-type': 'text/plain' }, 'x'],
  // Even a request that does look like our client is refused when the browser says it is cross-site.
  ['Sec-Fetch-Site: same-site with the client header', { 'sec-fetch-site': 'same-site', origin: SIBLING, 'x-quorum-client': 'web' }, undefined],
];

/**
 * The cross-site guard and the API's headers decide by the route the router matched, never by the
 * raw URL (docs/security/cross-site-requests.md). Raw HTTP, so every path reaches the router as sent.
 */
describe('security decisions follow the matched route', () => {
  let webRoot: string;
  let send: (options: RawRequest) => Promise<RawAnswer>;
  let admin: string;

  const asAdmin = (request: RawRequest): RawRequest => ({ ...request, headers: { cookie: admin, ...request.headers } });
  const statusOf = async (id: string) =>
    adminApplicationDetailResponseSchema.parse(JSON.parse((await send(asAdmin({ method: 'GET', path: `${BASE}/${id}` }))).body)).application.status;
  let applicants = 0;
  // Each from its own address: the public submit route is rate limited per address.
  const apply = async (email: string) => {
    applicants += 1;
    const answers = completeAnswers('Individual', { email, overrides: { accreditationBasis: 'income' } });
    return (await submit(testApp.app, answers, {}, `10.7.${Math.floor(applicants / 250)}.${(applicants % 250) + 1}`)).json().submissionId as string;
  };
  const applicationInReview = async (email: string) => {
    const id = await apply(email);
    const started = await send(asAdmin({ method: 'POST', path: `${BASE}/${id}/start-review`, headers: { 'x-quorum-client': 'web' } }));
    expect(started.status).toBe(200);
    return id;
  };

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'quorum-web-'));
    for (const name of ['members', 'onboarding']) {
      mkdirSync(path.join(webRoot, name), { recursive: true });
      writeFileSync(path.join(webRoot, name, 'index.html'), `<!doctype html><title>${name}</title>`);
    }
  });

  const testApp = useTestApp(() => ({ PUBLIC_URL, WEB_ROOT: webRoot }));

  beforeAll(async () => {
    admin = await signIn(testApp.app, 'admin@example.com');
    send = await rawClient(testApp.app);
  });

  afterAll(async () => {
    rmSync(webRoot, { recursive: true, force: true });
  });

  describe.each(HOSTILE_SENDS)('an admin’s browser sends a state-changing request with %s', (_name, headers, body) => {
    it.each(PATH_VARIANTS.map((variant) => [variant('<id>'), variant] as const))('%s never reaches the handler', async (_shown, variant) => {
      const id = await applicationInReview(`victim-${Math.random().toString(36).slice(2)}@example.com`);
      const answer = await send(asAdmin({ method: 'POST', path: variant(id), headers, ...(body === undefined ? {} : { body }) }));
      expect([403, 404]).toContain(answer.status);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false });
      expect(await statusOf(id)).toBe('in_review');
    });
  });

  it('lets the app’s own approve through: same origin, with the client header', async () => {
    const id = await applicationInReview('welcome@example.com');
    const answer = await send(asAdmin({ method: 'POST', path: `${BASE}/${id}/approve`, headers: { 'sec-fetch-site': 'same-origin', origin: PUBLIC_URL, 'x-quorum-client': 'web' } }));
    expect(answer.status).toBe(200);
    expect(await statusOf(id)).toBe('approved');
  });

  it.each(['/%61pi/health', '/api/%68ealth', '/%61%70%69/health'])('gives a JSON answer reached through %s the API’s headers', async (url) => {
    const answer = await send({ method: 'GET', path: url });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ success: true, status: 'ok' });
    expect(answer.headers['content-security-policy']).toBe(API_CSP);
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each(['/%61pi/nope', '/api/nope', '/%61pi', '/api//health'])('answers an unknown API path %s with a JSON 404, not a page', async (url) => {
    const answer = await send({ method: 'GET', path: url });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ success: false, error: 'Not found' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/%2561pi/health', '/API/health'])('treats %s as a page address, as the router does (the members app, with the page headers)', async (url) => {
    const answer = await send({ method: 'GET', path: url });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>members</title>');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it.each([
    ['/%61pply/anything', 'onboarding'],
    ['/apply/anything', 'onboarding'],
    ['/%61pplyx', 'members'],
  ])('serves %s from the app the router picks (%s)', async (url, appName) => {
    const answer = await send({ method: 'GET', path: url });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<title>${appName}</title>`);
  });

  it.each([
    (id: string) => `${BASE}/${id}`,
    (id: string) => `/%61pi/admin/applications/${id}`,
    (id: string) => `/api/admin/%61pplications/${id}`,
    () => `/%61pi/admin/applications`,
    () => `/%61pi/admin/applications/unknown-application`,
  ])('never lets an admin application answer be cached, however the path is spelled (%#)', async (variant) => {
    const id = await apply(`cache-${Math.random().toString(36).slice(2)}@example.com`);
    const answer = await send(asAdmin({ method: 'GET', path: variant(id) }));
    expect([200, 404]).toContain(answer.status);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
