import { readStrategy } from './strategy';
import { splitSentences } from './text-stats';

describe('the built-in analysts’ parts', () => {
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
