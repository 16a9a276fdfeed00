import { z } from 'zod';
import { createResponseCache } from './response-cache';

describe('createResponseCache', () => {
  const schema = z.object({ n: z.number() });
  const text = async (json: Promise<Buffer>) => (await json).toString();

  it('computes once per data version and key, and again when the version moves', async () => {
    let version = 'v1';
    let computed = 0;
    const cache = createResponseCache(() => version);
    const compute = async () => ({ n: (computed += 1) });
    expect(await text(cache.json('a', schema, compute))).toBe('{"n":1}');
    expect(await text(cache.json('a', schema, compute))).toBe('{"n":1}');
    expect(await text(cache.json('b', schema, compute))).toBe('{"n":2}');
    version = 'v2';
    expect(await text(cache.json('a', schema, compute))).toBe('{"n":3}');
    expect(computed).toBe(3);
  });

  it('reads the version before the data: an answer made while the data moved is made again next time', async () => {
    let version = 'v1';
    let computed = 0;
    const cache = createResponseCache(async () => version);
    const compute = async () => {
      version = 'v2'; // a write commits while the answer is being made
      return { n: (computed += 1) };
    };
    await cache.json('a', schema, compute);
    await cache.json('a', schema, compute);
    expect(computed).toBe(2);
  });

  it('checks every answer against the schema, as the route serialiser does', async () => {
    const cache = createResponseCache(() => 'v');
    await expect(cache.json('a', schema, async () => ({ n: 'x' }) as unknown as { n: number })).rejects.toThrow();
    expect(await text(cache.json('a', schema, async () => ({ n: 1, extra: true }) as { n: number }))).toBe('{"n":1}');
  });

  it('keeps within its byte budget, least recently used out first', async () => {
    let computed = 0;
    const cache = createResponseCache(() => 'v', 20);
    const compute = async () => ({ n: (computed += 1) });
    await cache.json('a', schema, compute); // 7 characters
    await cache.json('b', schema, compute);
    await cache.json('a', schema, compute); // a is now the most recent
    await cache.json('c', schema, compute); // 21 > 20: b leaves
    expect(computed).toBe(3);
    await cache.json('a', schema, compute);
    expect(computed).toBe(3);
    await cache.json('b', schema, compute);
    expect(computed).toBe(4);
  });
});
