// The baselines every API figure is divided by, same machine, same core, same run. PORT from the
// environment; prints nothing.
// - GET /: a bare Fastify hello-world route.
// - GET /work: the same route after 10 µs of CPU work, to show what a little work costs against it
//   (docs/bench.md, "The signed-in read path"): the ratio falls much faster than the work grows.
// - POST /bytes: the bytes last PUT there, sent as they are with a JSON content type, for a JSON
//   body as the API's POST routes take one: the most any implementation can do for a large answer
//   that is already made (the previews with votes), so that answer's ratio measures our own cost.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
let stored = Buffer.from('{}');
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 }, (_request, body, done) => done(null, body));
app.get('/', async () => ({ hello: 'world' }));
const WORK_NS = 10_000n;
app.get('/work', async () => {
  const until = process.hrtime.bigint() + WORK_NS;
  while (process.hrtime.bigint() < until);
  return { hello: 'world' };
});
app.put('/bytes', async (request) => {
  stored = request.body;
  return { stored: stored.length };
});
app.post('/bytes', async (_request, reply) => reply.type('application/json; charset=utf-8').send(stored));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
