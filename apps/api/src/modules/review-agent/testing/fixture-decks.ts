import { makePdf } from '@quorum/testing';

/**
 * Test-only fixture material: a strong deal and a weak one, written so a reader agrees with the
 * verdict. The strong deck states revenue, growth, customers, a sized market, an experienced team
 * and a patented product; the weak one has no revenue, no product and a lawsuit.
 */
export const STRONG_DECK_PAGES = [
  ['Rocketly: reusable launch scheduling for satellite operators', 'Rocketly is a SaaS platform that books rideshare launches for small satellite operators.'],
  [
    'Traction',
    'We reached $2.4M ARR in March, growing 18% month over month.',
    'More than 140 paying customers, including three enterprise contracts signed this quarter.',
    'Net revenue retention is 135%.',
  ],
  [
    'Product',
    'The platform is live in production and used by 140 operators in 12 countries.',
    'Our scheduling engine is patented and built on real-time distributed systems with 99.95% uptime.',
    'SOC 2 Type II certified; open API and SDK for mission planners.',
  ],
  ['Market', 'The small-satellite launch market is a $12B market, growing at a 20% CAGR.', 'Competitors include manual brokers and in-house spreadsheets.'],
  [
    'Team',
    'CEO Dana Ortiz, ex-SpaceX, previously founded LaunchPad (acquired by Airbus).',
    'CTO Sam Lee, PhD in distributed systems, 12 years of experience at Google.',
    'Team of 18 engineers.',
  ],
  ['The round', 'Raising $8M at a $40M post-money valuation to expand into Europe and Asia.'],
] as const;

export const WEAK_DECK_PAGES = [
  ['Snackr: an idea for social snacking', 'We are at the idea stage and have no product yet.'],
  ['Business', 'We are pre-revenue with no paying customers.', 'We hope to find users through friends.'],
  ['Risks', 'The company is defending a lawsuit from a former cofounder over the name.', 'Solo founder, part-time.'],
] as const;

export const strongDeck = (): Buffer => makePdf(STRONG_DECK_PAGES, { title: 'Rocketly deck' });
export const weakDeck = (): Buffer => makePdf(WEAK_DECK_PAGES, { title: 'Snackr deck' });

/** A company website as the review agent fetches it: description, twitter link, and some claims. */
export function companySite(name: string, claims: readonly string[]): string {
  return [
    '<!doctype html><html><head>',
    `<title>${name} | Scheduling launches</title>`,
    `<meta name="description" content="${name} books rideshare launches for small satellite operators.">`,
    `<meta property="og:site_name" content="${name}">`,
    '<script>window.tracking = "ignore me: $99B market";</script><style>.x{}</style>',
    '</head><body><nav><a href="/about">About</a></nav>',
    `<h1>${name}</h1>`,
    ...claims.map((claim) => `<p>${claim}</p>`),
    `<footer><a href="https://twitter.com/${name.toLowerCase()}hq">Twitter</a></footer>`,
    '</body></html>',
  ].join('\n');
}
