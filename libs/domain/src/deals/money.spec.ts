import { formatMoney, parseMoney } from './money';

describe('dollar amounts', () => {
  it.each([
    ['$2.4M ARR', 2_400_000],
    ['$1,200,000 in revenue', 1_200_000],
    ['$12B market', 12_000_000_000],
    ['$750k', 750_000],
    ['no money here', undefined],
  ])('parseMoney(%s)', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it('formats dollars compactly', () => {
    expect([formatMoney(40_000_000), formatMoney(2_400_000), formatMoney(1_500_000_000), formatMoney(999)]).toEqual(['$40M', '$2.4M', '$1.5B', '$999']);
  });
});
