import Fastify from 'fastify';
import { errorHandling } from './errors';

/** A full disk: running out of space is a 507 with the usual error shape, never a bare 500. */
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

/** Text PostgreSQL cannot store (a NUL character) is the request's fault, however it got to a query. */
describe('error handling: text the database cannot store', () => {
  it.each(['22021', '22P05'])('SQLSTATE %s, wrapped as drizzle wraps it → 400', async (code) => {
    const app = Fastify();
    await app.register(errorHandling);
    app.get('/nul', async () => {
      throw new Error('Failed query: insert …', { cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }) });
    });
    const response = await app.inject({ method: 'GET', url: '/nul' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'The request contains a NUL character (\\u0000), which is not allowed in any value.' });
    await app.close();
  });
});

/** A database out of reach is the deployment's condition: a 503 the client may retry, never a 500. */
describe('error handling: the database unavailable', () => {
  it.each([
    ['a refused connection, wrapped as drizzle wraps it', new Error('Failed query: select …', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) })],
    ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['the server shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
  ])('%s → 503 with Retry-After', async (_case, thrown) => {
    const app = Fastify();
    await app.register(errorHandling);
    app.get('/down', async () => {
      throw thrown;
    });
    const response = await app.inject({ method: 'GET', url: '/down' });
    expect([response.statusCode, response.headers['retry-after'], response.json()]).toEqual([503, '5', { success: false, error: 'The database is unavailable. Please try again in a moment.' }]);
    await app.close();
  });
});
