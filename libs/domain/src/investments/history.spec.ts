import { holdingOn, portfolioSeries, type HoldingHistory } from './history';

const history: HoldingHistory = {
  currency: 'USD',
  payments: [
    { day: '2026-01-10', memberId: 'ann', amount: 5_000n },
    { day: '2026-01-12', memberId: 'ben', amount: 3_000n },
  ],
  marks: [
    { day: '2026-03-01', value: 16_000n },
    { day: '2026-02-01', value: 4_000n },
  ],
  exit: { day: '2026-06-01', parts: [{ memberId: 'ann', amount: 23_000n }, { memberId: 'ben', amount: 13_800n }, { memberId: 'sub', amount: 3_200n, carry: true }] },
};

describe('holdingOn', () => {
  it.each([
    ['before anything happened', '2026-01-01', undefined, { paidIn: 0n, value: 0n, distributed: 0n }],
    ['before a mark, worth what was paid in', '2026-01-11', 'ann', { paidIn: 5_000n, value: 5_000n, distributed: 0n }],
    ['a write-down, shared pro rata', '2026-02-15', 'ann', { paidIn: 5_000n, value: 2_500n, distributed: 0n }],
    ['the latest mark by day, whatever the order recorded', '2026-03-01', 'ben', { paidIn: 3_000n, value: 6_000n, distributed: 0n }],
    ['the network: the whole mark', '2026-03-01', undefined, { paidIn: 8_000n, value: 16_000n, distributed: 0n }],
    ['after the exit: nothing held, the share returned', '2026-06-01', 'ann', { paidIn: 5_000n, value: 0n, distributed: 23_000n }],
    ['the submitter: their carry is not a distribution to an investor', '2026-06-30', 'sub', { paidIn: 0n, value: 0n, distributed: 0n }],
    ['the network after the exit: all the proceeds', '2026-06-30', undefined, { paidIn: 8_000n, value: 0n, distributed: 40_000n }],
  ])('%s', (_case, day, memberId, figures) => {
    expect(holdingOn(history, day, memberId)).toEqual(figures);
  });

  it("values a member's part of a mark by the payments of the whole history, never the whole mark on a day they alone had paid", () => {
    // Ann pays, the holding is marked, then Ben's wire arrives: on the mark's day Ann's part is still
    // 5/8 of it, or her series would show the whole mark and, with today's part, what Ben paid.
    const late: HoldingHistory = { currency: 'USD', payments: [history.payments[0], { day: '2026-02-10', memberId: 'ben', amount: 3_000n }].filter((entry) => entry !== undefined), marks: [{ day: '2026-02-01', value: 16_000n }] };
    expect(holdingOn(late, '2026-02-01', 'ann')).toEqual({ paidIn: 5_000n, value: 10_000n, distributed: 0n });
    expect(holdingOn(late, '2026-02-10', 'ann')).toEqual({ paidIn: 5_000n, value: 10_000n, distributed: 0n });
  });
});

describe('portfolioSeries', () => {
  it('has a point at the end of each day something happened, per currency, never adding currencies', () => {
    const euros: HoldingHistory = { currency: 'EUR', payments: [{ day: '2026-01-11', memberId: 'ann', amount: 100n }], marks: [] };
    const series = portfolioSeries([history, euros], 'ann');
    expect(series.map((entry) => entry.currency)).toEqual(['EUR', 'USD']);
    expect(series[1]?.points.map((point) => point.day)).toEqual(['2026-01-10', '2026-01-12', '2026-02-01', '2026-03-01', '2026-06-01']);
    expect(series[1]?.points.at(-1)).toEqual({ day: '2026-06-01', paidIn: 5_000n, value: 0n, distributed: 23_000n });
    expect(series[0]?.points).toEqual([{ day: '2026-01-11', paidIn: 100n, value: 100n, distributed: 0n }]);
  });

  it('is empty without holdings', () => {
    expect(portfolioSeries([])).toEqual([]);
  });
});
