import { z } from 'zod';
import { createResponseCache } from './response-cache';

describe('createResponseCache', () => {
  const schema = z.object({ n: z.number() });

  it('computes once per data version and key, and again when the version moves', () => {
    let version = 'v1';
    let computed = 0;
    const cache = createResponseCache(() => version);
    const compute = () => ({ n: (computed += 1) });
    expect(cache.json('a', schema, compute).toString()).toBe('{"n":1}');
    expect(cache.json('a', schema, compute).toString()).toBe('{"n":1}');
    expect(cache.json('b', schema, compute).toString()).toBe('{"n":2}');
    version = 'v2';
    expect(cache.json('a', schema, compute).toString()).toBe('{"n":3}');
    expect(computed).toBe(3);
  });

  it('checks every answer against the schema, as the route serialiser does', () => {
    const cache = createResponseCache(() => 'v');
    expect(() => cache.json('a', schema, () => ({ n: 'x' }) as unknown as { n: number })).toThrow();
    expect(cache.json('a', schema, () => ({ n: 1, extra: true }) as { n: number }).toString()).toBe('{"n":1}');
  });

  it('keeps within its byte budget, least recently used out first', () => {
    let computed = 0;
    const cache = createResponseCache(() => 'v', 20);
    const compute = () => ({ n: (computed += 1) });
    cache.json('a', schema, compute); // 7 characters
    cache.json('b', schema, compute);
    cache.json('a', schema, compute); // a is now the most recent
    cache.json('c', schema, compute); // 21 > 20: b leaves
    expect(computed).toBe(3);
    cache.json('a', schema, compute);
    expect(computed).toBe(3);
    cache.json('b', schema, compute);
    expect(computed).toBe(4);
  });
});
