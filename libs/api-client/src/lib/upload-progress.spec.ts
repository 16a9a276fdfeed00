/**
 * @jest-environment jsdom
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { NETWORK_FAILED } from './api-result';

// jsdom's XMLHttpRequest makes real requests; the test server answers it like the API would.
describe('api client uploads with progress (upload progress shown per file)', () => {
  let server: Server;
  let baseUrl: string;
  const received: Array<{ url: string; contentType: string | undefined; clientHeader: string | undefined; bytes: number }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => {
        // jsdom runs at http://localhost/, so the local server is another origin, and an upload
        // listener makes XMLHttpRequest ask first (a CORS preflight), as browsers do.
        response.setHeader('access-control-allow-origin', '*');
        if (request.method === 'OPTIONS') {
          // A server that does not name the client header in its preflight answer (as Quorum's API,
          // which answers no preflight at all) never receives the request.
          const allowed = (request.url ?? '').startsWith('/no-permission') ? 'accept' : 'accept, x-quorum-client';
          response.setHeader('access-control-allow-headers', allowed);
          response.statusCode = 204;
          response.end();
          return;
        }
        received.push({ url: request.url ?? '', contentType: request.headers['content-type'], clientHeader: request.headers['x-quorum-client'] as string | undefined, bytes });
        if ((request.url ?? '').startsWith('/refuse')) {
          response.statusCode = 415;
          response.end(JSON.stringify({ success: false, error: 'This file is not a real PDF' }));
          return;
        }
        response.end(JSON.stringify({ success: true, documents: [{ id: 'doc_1' }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const form = (size: number) => {
    const formData = new FormData();
    formData.set('applicantId', 'app_1');
    formData.set('documentType', 'idScan');
    formData.append('files[]', new File([new Uint8Array(size)], 'scan.pdf', { type: 'application/pdf' }));
    return formData;
  };

  it('sends the multipart body through XMLHttpRequest, reports progress and parses the answer', async () => {
    const progress: Array<[number, number]> = [];
    const schema = z.object({ success: z.boolean(), documents: z.array(z.object({ id: z.string() })) });
    const result = await createApiClient({ baseUrl, now: () => 7 }).request('/upload', {
      method: 'POST',
      formData: form(64 * 1024),
      schema,
      onUploadProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(result).toEqual({ ok: true, status: 200, data: { success: true, documents: [{ id: 'doc_1' }] } });
    expect(received.at(-1)?.url).toBe('/upload?_=7');
    expect(received.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.at(-1)?.clientHeader).toBe('web');
    expect(received.at(-1)?.bytes).toBeGreaterThan(64 * 1024);
    expect(progress.length).toBeGreaterThan(0);
    const [loaded, total] = progress.at(-1) ?? [0, 0];
    expect(loaded).toBe(total);
  });

  it('answers a refused upload with the server error', async () => {
    const result = await createApiClient({ baseUrl }).request('/refuse', { method: 'POST', formData: form(10), onUploadProgress: () => undefined });
    expect(result).toMatchObject({ ok: false, status: 415, error: 'This file is not a real PDF' });
  });

  it('cannot send the upload to an origin whose preflight does not allow the client header', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom logs the CORS refusal
    const before = received.length;
    const result = await createApiClient({ baseUrl }).request('/no-permission', { method: 'POST', formData: form(10), onUploadProgress: () => undefined });
    jest.restoreAllMocks();
    expect(result).toEqual({ ok: false, status: 0, error: NETWORK_FAILED });
    expect(received.length).toBe(before);
  });

  it('reports an unreachable server as a network failure', async () => {
    // jsdom logs the refused connection; here it is the point of the test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await createApiClient({ baseUrl: 'http://127.0.0.1:1' }).request('/x', { method: 'POST', formData: form(10), onUploadProgress: () => undefined });
    expect(result).toEqual({ ok: false, status: 0, error: NETWORK_FAILED });
    jest.restoreAllMocks();
  });

  it('rejects with an AbortError when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl }).request('/upload', { method: 'POST', formData: form(10), signal: controller.signal, onUploadProgress: () => undefined });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
