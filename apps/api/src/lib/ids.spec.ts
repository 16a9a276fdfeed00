import { timeOrderedId } from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedId', () => {
  it('makes UUIDs version 7 that sort in the order they were made, within one millisecond too', () => {
    const ids = Array.from({ length: 10_000 }, () => timeOrderedId());
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('keeps the order past 4,096 ids in one millisecond, and when the clock steps back', () => {
    const at = Date.now() + 60_000;
    const burst = Array.from({ length: 5_000 }, () => timeOrderedId(at));
    const afterStepBack = timeOrderedId(at - 1_000);
    const ids = [...burst, afterStepBack];
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    // The time is readable from the first 48 bits.
    expect(parseInt(burst[0]?.replace(/-/g, '').slice(0, 12) ?? '', 16)).toBe(at);
  });
});
