import { formatMoney, parseMoney } from './money';
import { readStrategy } from './strategy';
import { splitSentences } from './text-stats';

describe('the built-in analysts’ parts', () => {
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

  it('reads what a strategy asks for and what it rules out', () => {
    expect(readStrategy('Early-stage technology companies with a working product, evidence of traction, a team that can build it, and a large market. We avoid deals with unresolved regulatory or legal exposure.')).toEqual({
      focus: ['traction', 'team', 'market', 'product', 'technology'],
      avoidTerms: ['unresolved', 'regulatory', 'legal', 'exposure'],
    });
    expect(readStrategy('')).toEqual({ focus: [], avoidTerms: [] });
  });

  it('splits prose and deck bullet lines into sentences', () => {
    expect(splitSentences('Traction\nWe grew 18%. Customers love it!\n\n- 140 customers')).toEqual(['Traction', 'We grew 18%.', 'Customers love it!', '- 140 customers']);
  });
});
