import { sharedPerTurn } from './shared-per-turn';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedPerTurn', () => {
  it('answers every caller of one turn from one call', async () => {
    let calls = 0;
    const read = sharedPerTurn(async () => (calls += 1));
    const answers = await Promise.all([read(), read(), read()]);
    expect(answers).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('starts the call only after the turn in which it was asked for', async () => {
    const started: string[] = [];
    const read = sharedPerTurn(async () => started.push('read'));
    const answer = read();
    started.push('rest of the turn');
    await answer;
    expect(started).toEqual(['rest of the turn', 'read']);
  });

  // A caller must never get an answer sent before it asked: its own write may have committed since.
  it('lets a caller that asks while a call is in flight wait for the next one', async () => {
    const gates: Array<(value: number) => void> = [];
    const read = sharedPerTurn(() => new Promise<number>((resolve) => gates.push(resolve)));
    const first = read();
    await nextTurn();
    expect(gates).toHaveLength(1);
    const second = read();
    await nextTurn();
    expect(gates).toHaveLength(2);
    gates[0]?.(1);
    gates[1]?.(2);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
  });

  it('hands a failure to the callers of its turn only', async () => {
    let calls = 0;
    const read = sharedPerTurn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(Promise.all([read(), read()])).rejects.toThrow('connection lost');
    expect(await read()).toBe(2);
  });
});
