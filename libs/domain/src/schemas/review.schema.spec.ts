import { checkDeckQuerySchema } from './review.schema';

const HASH = 'a'.repeat(63) + 'F';

describe('checkDeckQuerySchema (GET /api/report/check-deck)', () => {
  it.each([
    ['64 hex digits', { sha256: HASH }, true],
    ['64 hex digits with spaces around', { sha256: ` ${HASH} ` }, true],
    ['63 digits', { sha256: HASH.slice(1) }, false],
    ['65 digits', { sha256: `${HASH}0` }, false],
    ['a non-hex letter', { sha256: `${HASH.slice(1)}g` }, false],
    ['nothing', {}, false],
  ])('%s', (_case, query, ok) => {
    expect(checkDeckQuerySchema.safeParse(query).success).toBe(ok);
  });
});
