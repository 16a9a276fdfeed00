import { createDraftResponseSchema } from '@quorum/domain';
import { attachFile, createDraft } from '../modules/drafts/test-drafts';
import { useTestApp } from '../testing/use-test-app';

const KB = 1024;
const pdf = (kb: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kb * KB, 0x20), Buffer.from('\n%%EOF\n')]);
/** The n-th address of one IPv6 /64: a client may use any of its 2^64 addresses. */
const inOneSlash64 = (n: number) => `2001:db8:77:1:${(n + 1).toString(16)}:0:0:1`;

/**
 * A per-IP limit counts an IPv6 client by its /64, as one subscriber: were each address counted on
 * its own, one machine would draw a fresh allowance from its /64 for every request. Routes' limits
 * get this from @fastify/rate-limit's own key; the upload allowance counts through clientNetwork.
 */
describe('per-IP limits count an IPv6 client by its /64', () => {
  const testApp = useTestApp({}, { documentUploads: { perIpBytes: 40 * KB } });

  it('a route’s rate limit: new addresses of one /64 do not reset it, another /64 has its own', async () => {
    const codes: number[] = [];
    // Starting a saved copy takes 20 a quarter hour from one network.
    for (let attempt = 0; attempt < 21; attempt += 1) codes.push((await createDraft(testApp.app, `six-${attempt}@example.com`, undefined, inOneSlash64(attempt))).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    expect((await createDraft(testApp.app, 'elsewhere@example.com', undefined, '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('the upload allowance: files sent from many addresses of one /64 share one allowance', async () => {
    const copy = createDraftResponseSchema.parse((await createDraft(testApp.app, 'uploads@example.com', undefined, '2001:db8:88:1::1')).json());
    const codes: number[] = [];
    for (let slot = 0; slot < 6; slot += 1) {
      codes.push((await attachFile(testApp.app, copy.draftId, copy.deviceKey, `slot_${slot}`, 'statement.pdf', pdf(12), `2001:db8:88:1:${slot + 1}::1`)).statusCode);
    }
    // 12 KiB a file: three fit in 40 KiB, and the /64 is refused after them whatever address it uses.
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
