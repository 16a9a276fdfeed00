import { randomId } from './ids';

describe('randomId', () => {
  it('is an idempotency key the API accepts (16–128 of A–Z, a–z, 0–9, - and _)', () => {
    for (let i = 0; i < 50; i += 1) expect(randomId()).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });

  it('does not repeat', () => {
    expect(new Set(Array.from({ length: 200 }, () => randomId())).size).toBe(200);
  });
});
