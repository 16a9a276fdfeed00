import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config/env';

describe('API skeleton', () => {
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'quorum-web-'));
    for (const name of ['members', 'onboarding']) {
      mkdirSync(path.join(webRoot, name, 'assets'), { recursive: true });
      writeFileSync(path.join(webRoot, name, 'index.html'), `<!doctype html><title>${name}</title>`);
      writeFileSync(path.join(webRoot, name, 'assets', `${name}.js`), `console.log('${name}')`);
    }
    app = await buildApp(loadConfig({ NODE_ENV: 'test', WEB_ROOT: webRoot }));
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers the health check', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok' });
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Not found' });
  });

  it.each([
    ['/apply', 'onboarding'],
    ['/apply?ref=abc', 'onboarding'],
    ['/', 'members'],
    ['/deals/portfolio', 'members'],
    ['/login', 'members'],
  ])('serves the owning app for %s (spec 1 section 2 routes)', async (url, appName) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${appName}</title>`);
  });

  it.each([
    ['/assets/members.js', "console.log('members')"],
    ['/apply/assets/onboarding.js', "console.log('onboarding')"],
  ])('serves built assets at %s', async (url, body) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(body);
  });

  it('refuses an invalid configuration with a clear message', () => {
    expect(() => loadConfig({ PORT: 'not-a-port' })).toThrow(/Invalid configuration: PORT/);
  });
});
