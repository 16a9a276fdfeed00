import Fastify from 'fastify';
import { answersPerTurn } from './answers-per-turn';

describe('answersPerTurn', () => {
  it('writes an answer after the work its turn already holds, and leaves the answer as it was', async () => {
    const app = Fastify();
    await app.register(answersPerTurn);
    const events: string[] = [];
    app.addHook('onResponse', async () => {
      events.push('answered');
    });
    app.get('/read', async () => {
      // Work this turn brought (another request's handler, a group commit) runs before the answer leaves.
      setImmediate(() => events.push('the turn’s other work'));
      return { ok: true };
    });
    const response = await app.inject({ method: 'GET', url: '/read' });
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['content-length']).toBe('11');
    expect(events).toEqual(['the turn’s other work', 'answered']);
    await app.close();
  });

  it('defers error answers and 304s alike', async () => {
    const app = Fastify();
    await app.register(answersPerTurn);
    app.get('/missing', async (_request, reply) => reply.code(404).send({ success: false, error: 'Not found' }));
    app.get('/unchanged', async (_request, reply) => reply.code(304).send());
    expect((await app.inject({ method: 'GET', url: '/missing' })).json()).toEqual({ success: false, error: 'Not found' });
    const unchanged = await app.inject({ method: 'GET', url: '/unchanged' });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await app.close();
  });
});
