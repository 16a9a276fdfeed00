import { mapLimited } from './map-limited';

describe('mapLimited', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapLimited([30, 5, 20, 1, 10, 2], 2, async (ms, index) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return index * 10;
    });
    expect(results).toEqual([0, 10, 20, 30, 40, 50]);
    expect(peak).toBe(2);
  });

  it('handles no items', async () => {
    expect(await mapLimited([], 3, async () => 1)).toEqual([]);
  });
});
