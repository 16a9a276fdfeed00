import { readStrategy } from './strategy';
import { splitSentences } from './sentences';

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

  it('joins a number the layout cut after a list comma, and never makes a number of two lines that each end and start with one', () => {
    expect(splitSentences('$2M ARR, 40% growth, 1\n20 customers, strong team.')).toEqual(['$2M ARR, 40% growth, 120 customers, strong team.']);
    expect(splitSentences('Paying customers as of March 2024\n120 clinics live')).toEqual(['Paying customers as of March 2024', '120 clinics live']);
    expect(splitSentences('Revenue since launch in Q1 2023\n48k USD in total')).toEqual(['Revenue since launch in Q1 2023', '48k USD in total']);
    expect(splitSentences('We are a founding team of 2\n3 advisors from Stripe and Square')).toEqual(['We are a founding team of 2', '3 advisors from Stripe and Square']);
  });
});
