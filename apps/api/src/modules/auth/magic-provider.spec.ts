import { testClock } from '../../testing/build-test-app';
import { useTestApp } from '../../testing/use-test-app';
import { MAX_DID_TOKEN_AGE_SECONDS, type MagicClient } from './magic-provider';

/**
 * Magic's service lies outside Quorum: this stands in for it behind the MagicClient interface. A token
 * here is "did:<tid>:<iat>:<email>", and "did:bad…" fails Magic's signature check.
 */
function fakeMagic(): MagicClient {
  const parts = (token: string) => {
    const [, tid = '', iat = '0', email = ''] = token.split(':');
    return { tid, iat: Number(iat), email };
  };
  return {
    validate(token) {
      if (token.startsWith('did:bad')) throw new Error('signature mismatch');
    },
    claim(token) {
      const { tid, iat } = parts(token);
      return { tid, iat, ext: iat + 900 };
    },
    emailFor: async (token) => parts(token).email || null,
  };
}

describe('Magic as the identity provider (MAGIC_SECRET_KEY set)', () => {
  const clock = testClock();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  const testApp = useTestApp({}, { clock, magicClient: fakeMagic() }, 'test');

  const login = (didToken: string) => testApp.app.inject({ method: 'POST', url: '/api/login', payload: { didToken } });

  it('signs a member in with a valid DID token', async () => {
    const response = await login(`did:t1:${nowSeconds()}:admin@example.com`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, email: 'admin@example.com', role: 'admin' });
  });

  it('refuses a replayed DID token', async () => {
    const token = `did:t2:${nowSeconds()}:admin@example.com`;
    expect((await login(token)).statusCode).toBe(200);
    const replay = await login(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ success: false, message: 'This sign-in token was already used.', error: 'This sign-in token was already used.' });
  });

  it('refuses a DID token older than the age bound', async () => {
    const response = await login(`did:t3:${nowSeconds() - MAX_DID_TOKEN_AGE_SECONDS - 1}:admin@example.com`);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token Magic does not validate, with "Login failed"', async () => {
    const response = await login(`did:bad:${nowSeconds()}:admin@example.com`);
    expect(response.json()).toEqual({ success: false, message: 'Login failed', error: 'Login failed' });
  });

  it('refuses a valid token for an email that is not a member', async () => {
    const response = await login(`did:t4:${nowSeconds()}:someone@example.com`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('no active Quorum membership') });
  });

  it('sends no embedded sign-in emails while Magic is the provider', async () => {
    await testApp.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 'admin@example.com' } });
    const outbox = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect((outbox.json() as { messages: unknown[] }).messages).toEqual([]);
  });
});
