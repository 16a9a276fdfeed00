import { z } from 'zod';
import { createResponseCache, type ResponseCache } from './response-cache';

describe('createResponseCache', () => {
  const schema = z.object({ n: z.number() });
  /** The answer's JSON as text, read the way a route reads it: the current answer, then its bytes. */
  const text = async (json: Promise<Buffer>) => (await json).toString();
  const cacheJson = (cache: ResponseCache) => ({
    json: async (key: string, answerSchema: typeof schema, compute: () => Promise<{ n: number }>) => (await (await cache.current(key)).answer(answerSchema, compute)).json,
  });

  it('computes once per data version and key, and again when the version moves', async () => {
    let version = 'v1';
    let computed = 0;
    const cache = cacheJson(createResponseCache(() => version));
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
    const cache = cacheJson(createResponseCache(async () => version));
    const compute = async () => {
      version = 'v2'; // a write commits while the answer is being made
      return { n: (computed += 1) };
    };
    await cache.json('a', schema, compute);
    await cache.json('a', schema, compute);
    expect(computed).toBe(2);
  });

  it('makes an answer once for requests that miss together, and again for one that reads a newer version', async () => {
    let version = 'v1';
    let computed = 0;
    const finishers: Array<() => void> = [];
    const cache = cacheJson(createResponseCache(async () => version));
    const compute = async () => {
      const n = (computed += 1);
      await new Promise<void>((resolve) => finishers.push(resolve));
      return { n };
    };
    const together = [cache.json('a', schema, compute), cache.json('a', schema, compute), cache.json('a', schema, compute)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(computed).toBe(1);
    version = 'v2'; // a write commits while the first answer is being made
    const newer = cache.json('a', schema, compute);
    await new Promise((resolve) => setImmediate(resolve));
    expect(computed).toBe(2);
    // The newer answer finishes first; the older one after it must not replace it.
    finishers[1]?.();
    await newer;
    finishers[0]?.();
    expect(await Promise.all(together.map(text))).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(await text(newer)).toBe('{"n":2}');
    // The v2 answer is the one kept: the v1 answer, finished alongside it, did not replace it.
    expect(await text(cache.json('a', schema, compute))).toBe('{"n":2}');
    expect(computed).toBe(2);
  });

  it('lets every waiting request see a failed making, and makes the answer again next time', async () => {
    let computed = 0;
    const cache = cacheJson(createResponseCache(() => 'v'));
    const failing = async () => {
      computed += 1;
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('the database went away');
    };
    const results = await Promise.allSettled([cache.json('a', schema, failing), cache.json('a', schema, failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(computed).toBe(1);
    expect(await text(cache.json('a', schema, async () => ({ n: 7 })))).toBe('{"n":7}');
  });

  it('checks every answer against the schema, as the route serialiser does', async () => {
    const cache = cacheJson(createResponseCache(() => 'v'));
    await expect(cache.json('a', schema, async () => ({ n: 'x' }) as unknown as { n: number })).rejects.toThrow();
    expect(await text(cache.json('a', schema, async () => ({ n: 1, extra: true }) as { n: number }))).toBe('{"n":1}');
  });

  it('keeps within its byte budget, least recently used out first', async () => {
    let computed = 0;
    const cache = cacheJson(createResponseCache(() => 'v', { maxBytes: 20 }));
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

  it('names an answer before making it: the ETag is known from the key and the version alone', async () => {
    let version = 'v1';
    let computed = 0;
    const cache = createResponseCache(() => version);
    const compute = async () => ({ n: (computed += 1) });
    const before = await cache.current('deals:ada');
    expect(computed).toBe(0);
    expect(before.etag).toMatch(/^W\/"[\w-]{32}"$/);
    // The answer made under that version carries the same ETag, and so does the cached one.
    expect((await before.answer(schema, compute)).etag).toBe(before.etag);
    expect((await (await cache.current('deals:ada')).answer(schema, compute)).etag).toBe(before.etag);
    expect(computed).toBe(1);
    // Another key (another member, another query) never shares it; a write gives a new one.
    expect((await cache.current('deals:bob')).etag).not.toBe(before.etag);
    version = 'v2';
    const after = await cache.current('deals:ada');
    expect(after.etag).not.toBe(before.etag);
    expect((await after.answer(schema, compute)).etag).toBe(after.etag);
  });

  describe('compressed forms', () => {
    /** A compressor that counts its calls and marks its output, each call on a later turn. */
    const counting = () => {
      const calls: string[] = [];
      const compress = async (encoding: 'br' | 'gzip', bytes: Buffer) => {
        calls.push(encoding);
        await new Promise((resolve) => setImmediate(resolve));
        return Buffer.concat([Buffer.from(`${encoding}:`), bytes]);
      };
      return { calls, compress };
    };
    const answer = async (cache: ResponseCache, key = 'a', n = 1) => (await cache.current(key)).answer(schema, async () => ({ n }));

    it('compresses an answer once per encoding and version, for requests that ask together too', async () => {
      let version = 'v1';
      const { calls, compress } = counting();
      const cache = createResponseCache(() => version, { compress });
      const together = await Promise.all([answer(cache), answer(cache)]);
      expect((await Promise.all(together.map((made) => made.encoded('br')))).map(String)).toEqual(['br:{"n":1}', 'br:{"n":1}']);
      expect(String(await (await answer(cache)).encoded('br'))).toBe('br:{"n":1}');
      expect(String(await (await answer(cache)).encoded('gzip'))).toBe('gzip:{"n":1}');
      expect(calls).toEqual(['br', 'gzip']);
      version = 'v2';
      expect(String(await (await answer(cache, 'a', 2)).encoded('br'))).toBe('br:{"n":2}');
      expect(calls).toEqual(['br', 'gzip', 'br']);
    });

    it('counts the compressed forms in the byte budget', async () => {
      const { calls, compress } = counting();
      // Two answers of 7 bytes fit in 20; once one has its 10-byte compressed form, the older one leaves.
      const cache = createResponseCache(() => 'v', { maxBytes: 20, compress });
      let computed = 0;
      const make = (key: string) => cache.current(key).then((named) => named.answer(schema, async () => ({ n: (computed += 1) })));
      await make('a');
      await (await make('b')).encoded('br');
      expect(computed).toBe(2);
      await make('b');
      expect(computed).toBe(2);
      await make('a');
      expect(computed).toBe(3);
      expect(calls).toEqual(['br']);
    });

    it('makes a compressed form again after a failed compression', async () => {
      let failures = 1;
      const cache = createResponseCache(() => 'v', {
        compress: async (_encoding, bytes) => {
          if (failures-- > 0) throw new Error('out of memory');
          return bytes;
        },
      });
      const made = await answer(cache);
      await expect(made.encoded('gzip')).rejects.toThrow('out of memory');
      expect(String(await made.encoded('gzip'))).toBe('{"n":1}');
    });
  });
});
