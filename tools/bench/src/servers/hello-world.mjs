// The baseline every API figure is divided by: a bare Fastify hello-world route, same machine, same
// core, same run. PORT from the environment; prints nothing.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
