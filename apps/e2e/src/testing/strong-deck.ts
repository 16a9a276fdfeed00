/** A deck that reads as a strong company: revenue, growth, customers, team, market. */
export const STRONG_DECK = [
  ['Rocketly: launch scheduling for satellite operators', 'Rocketly is a SaaS platform that books rideshare launches for small satellite operators.'],
  ['Traction', 'We reached $2.4M ARR, growing 18% month over month.', 'More than 140 paying customers. Net revenue retention is 135%.'],
  ['Team', 'CEO Dana Ortiz, ex-SpaceX, previously founded LaunchPad (acquired by Airbus).', 'CTO Sam Lee, PhD in distributed systems.'],
  ['Market', 'The small-satellite launch market is a $12B market, growing at a 20% CAGR.'],
] as const;
