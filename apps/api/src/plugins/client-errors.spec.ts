import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../testing/use-test-app';

/** Fuzzing: errors raised below Fastify still answer `{ success: false, error }`. */
describe('client errors and router errors', () => {
  let port: number;

  const testApp = useTestApp();

  beforeAll(async () => {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as AddressInfo).port;
  });

  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, path, method: 'GET' }, (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  it('answers headers over 16 KB with 431 and the error shape', async () => {
    const answer = await get(`/api/docsend/check?docsendUrl=${'x'.repeat(70_000)}`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ success: false, error: 'The request headers are too large' });
  });

  it('answers an overlong path parameter with 414 and the error shape', async () => {
    const answer = await get(`/api/admin/applications/${'a'.repeat(5_000)}`);
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual({ success: false, error: 'The address is too long' });
  });
});

