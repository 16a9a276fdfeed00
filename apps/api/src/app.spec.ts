import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from './testing/build-test-app';

describe('API app', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.close();
    // Rebuild with built web apps present in the data directory.
    const webRoot = path.join(testApp.dataDir, 'web');
    for (const name of ['members', 'onboarding']) {
      mkdirSync(path.join(webRoot, name, 'assets'), { recursive: true });
      writeFileSync(path.join(webRoot, name, 'index.html'), `<!doctype html><title>${name}</title>`);
      writeFileSync(path.join(webRoot, name, 'assets', `${name}.js`), `console.log('${name}')`);
    }
    testApp = await buildTestApp({ WEB_ROOT: webRoot });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers the health check', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok' });
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Not found' });
  });

  it.each([
    ['/apply', 'onboarding'],
    ['/apply?ref=abc', 'onboarding'],
    ['/', 'members'],
    ['/deals/portfolio', 'members'],
    ['/login', 'members'],
  ])('serves the owning app for %s (its routes)', async (url, appName) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${appName}</title>`);
  });

  it.each([
    ['/assets/members.js', "console.log('members')"],
    ['/apply/assets/onboarding.js', "console.log('onboarding')"],
  ])('serves built assets at %s', async (url, body) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(body);
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends API answers the headers an API needs and not a page’s', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('serves the OpenAPI document generated from the zod schemas at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/login']?.['post']?.requestBody).toBeDefined();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/auth/magic-link', '/api/member/profile', '/api/logout']));
  });

  it('answers malformed JSON with a 400 and a clear message, never a 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'The request body is not valid JSON' });
  });

  it('answers a wrong-typed body with a 400 naming the field', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 42 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { email: expect.any(String) } });
  });

  it('answers an oversized body with a 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: 'The request body is too large' });
  });
});
