import Fastify from 'fastify';
import { errorHandling } from './errors';

/** Issue 8 (full disk): running out of space is a 507 with the usual error shape, never a bare 500. */
describe('error handling: out of storage space', () => {
  it.each(['ENOSPC', 'EDQUOT', 'EFBIG', 'SQLITE_FULL'])('%s → 507', async (code) => {
    const app = Fastify();
    await app.register(errorHandling);
    app.get('/full', async () => {
      throw Object.assign(new Error('disk full'), { code });
    });
    const response = await app.inject({ method: 'GET', url: '/full' });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ success: false, error: 'The server is out of storage space. Please try again later.' });
    await app.close();
  });
});
