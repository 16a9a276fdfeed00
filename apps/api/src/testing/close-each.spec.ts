import { closeEach } from './close-each';

describe('closeEach (a spec’s teardown)', () => {
  it('runs every step in order even when one fails, then throws that failure', async () => {
    const ran: string[] = [];
    const broken = new Error('the pool would not end');
    const closing = closeEach(
      () => ran.push('apps'),
      () => {
        ran.push('pool');
        throw broken;
      },
      async () => ran.push('server'),
    );
    await expect(closing).rejects.toBe(broken);
    expect(ran).toEqual(['apps', 'pool', 'server']);
  });

  it('names every failure when several steps fail, and resolves when none does', async () => {
    const fail = (message: string) => () => Promise.reject(new Error(message));
    await expect(closeEach(fail('a'), fail('b'))).rejects.toMatchObject({ message: '2 closing steps failed', errors: [expect.objectContaining({ message: 'a' }), expect.objectContaining({ message: 'b' })] });
    await expect(closeEach(() => undefined, async () => undefined)).resolves.toBeUndefined();
  });
});
