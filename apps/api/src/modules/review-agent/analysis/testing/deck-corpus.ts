/**
 * Test decks, as the text a PDF of each gives (pages joined the way the material's reader joins
 * them: "[page N]" before each page). Each is written in its own words and layout: prose pages,
 * bullet lines with and without glyphs, tables laid out as text, lines wrapped mid-sentence.
 * Strong decks state traction, team, market and product with figures; weak ones have little or
 * say what is wrong; mixed ones are somewhere between, and a reader would rank them so.
 */
export type Tier = 'strong' | 'mixed' | 'weak';

export interface CorpusDeck {
  name: string;
  tier: Tier;
  /** What a summary should name: a phrase of the deck's sentence saying what the company does. */
  does: string;
  pages: string[];
}

export const deckText = (deck: CorpusDeck): string => deck.pages.map((page, index) => `[page ${index + 1}]\n${page}`).join('\n');

export const LUMEN_LEDGER: CorpusDeck = {
  name: 'Lumen Ledger (one page)',
  tier: 'weak',
  does: 'We sell software to banks.',
  pages: ['Lumen Ledger. We sell software to banks. $2M ARR, 40% growth, 1\n20 customers, strong team.'],
};

export const CORPUS: CorpusDeck[] = [
  {
    name: 'Harborline',
    tier: 'strong',
    does: 'Harborline automates customs paperwork',
    pages: [
      'Harborline\nHarborline automates customs paperwork for mid-sized freight forwarders.',
      'Traction\n• $3.1M ARR, up from $1.2M a year ago\n• 160% net revenue retention\n• 210 paying customers across 9 countries\n• Growing 12% month over month',
      'Product\nThe platform is live in production and processes 40,000 declarations a month.\nOur document engine is patented and uses machine learning to read invoices; SOC 2 Type II certified.',
      'Market\nCustoms brokerage is a $28B market growing at a 7% CAGR, still run on email and spreadsheets.\nCompetitors include legacy brokers and in-house teams.',
      'Team\nCEO Maya Chen, two-time founder, sold her last company to Flexport.\nCTO Omar Haddad, ex-Google, 14 years of experience in distributed systems.\nA team of 26, of which 15 engineers.',
      'The round\nRaising $10M to open offices in Rotterdam and Singapore.',
      'Why now\nNew customs rules in the EU and the UK have tripled the paperwork a forwarder files per shipment,\nwhile the brokers who did it by hand are retiring. Forwarders told us they lose a day per shipment to\nforms; with Harborline the same declaration is filed in minutes and checked before it is sent.',
    ],
  },
  {
    name: 'Verdant Grid',
    tier: 'strong',
    does: 'We build software that balances',
    pages: [
      'Verdant Grid\nWe build software that balances rooftop solar and batteries for utilities, so\nneighbourhoods can trade power in real time.',
      'Where we are\nRevenue of $4.5M in 2024, three times the year before. Seven utilities are paying customers,\nand 85,000 homes are connected through the platform, which is generally available in the US and\nGermany.',
      'Numbers\nYear      2022     2023     2024\nRevenue   $0.5M    $1.5M    $4.5M\nCustomers 2        4        7\nGross margin 61%   68%      74%',
      'Technology\nProprietary forecasting models, low-latency control over an open-source SDK, 99.99% uptime.',
      'Market\nThe grid-edge software market is a $40B opportunity by 2030.',
      'Use of funds\nWe will hire engineers for the control software, open a sales office in Texas and certify the\nproduct for two more grid operators. Most of the money goes to the people who build and sell it.',
      'Founders\nDr. Lena Fischer (PhD, former head of grid operations at E.ON) and Raj Patel, a serial entrepreneur whose\nprevious company was acquired by Siemens. Strong team of 40 with decades of experience in energy.',
    ],
  },
  {
    name: 'Quillstack',
    tier: 'strong',
    does: 'Quillstack is a platform that',
    pages: [
      'Quillstack is a platform that lets law firms draft contracts with large language models, reviewed clause by clause.',
      'Traction\n- Two million dollars in ARR, growing forty percent quarter over quarter\n- A hundred and twenty law firms as paying customers\n- Signed enterprise contracts with 3 of the top 20 firms',
      'Product\n- Live with 4,000 lawyers; integrations with Word and iManage\n- Patent pending on clause-level retrieval\n- Encryption at rest, ISO 27001',
      'Market\nLegal software is a $25B market; contract work is the largest segment.',
      'Why we win\nLawyers trust drafts they can check. Every clause we draft links to the precedent it came from,\nso a partner reviews a contract in an hour instead of a day. Firms that start with one practice group\nroll it out to the whole firm within a quarter, which is why our revenue keeps compounding.',
      'Team\n- CEO: former partner at Clifford Chance, 15 years of experience\n- CTO: ex-Meta AI researcher, PhD in NLP\n- Experienced founders who worked together for six years',
    ],
  },
  {
    name: 'Fernway Health',
    tier: 'strong',
    does: 'We help clinics',
    pages: [
      'Fernway Health\nWe help clinics fill cancelled appointments automatically.',
      'Metrics\nARR: $1.8M\nMoM growth: 15%\nClinics: 430 paying customers\nNet revenue retention: 140%',
      'How it works\nOur product reads the clinic calendar and texts patients on the waitlist; it is deployed at\n430 clinics and runs on a HIPAA compliant infrastructure with end-to-end encryption.',
      'Why clinics buy\nA cancelled appointment is lost income for a clinic and a longer wait for a patient. Clinics that\nuse Fernway fill most of their cancellations within the hour, and the front desk no longer calls\npatients one by one. Setup takes a day, and clinics pay per seat each month.',
      'Market and team\nOutpatient scheduling is a $6B market in the US alone, growing at a 9% CAGR.\nFounded by a former COO of One Medical and an ex-Stripe engineer; 12 engineers.',
    ],
  },
  {
    name: 'Tallow & Co',
    tier: 'mixed',
    does: 'Tallow & Co makes',
    pages: [
      'Tallow & Co makes refillable cleaning products sold through subscriptions.',
      'Progress\nWe launched in May. About 900 subscribers so far, $22k in monthly revenue.\nGrowth has slowed since the summer.',
      'Customers\nMost subscribers are families in London and Manchester who order every six weeks. They find us\nthrough friends and a few shops that stock our starter kit. Returns are rare, but some subscribers\npause in the winter, and we have not yet found out why.',
      'Team\nTwo founders with retail experience. We are hiring a head of marketing.',
      'Next steps\nWe want to add laundry and dish products, sell the starter kit in two supermarket chains and\nbring the cost of each refill down by buying concentrate in larger batches. We are talking to a\nbottling partner in the Midlands, but nothing is signed.',
      'Market\nHome cleaning is a large industry, and buyers increasingly look for refills.',
    ],
  },
  {
    name: 'Parcelpath',
    tier: 'mixed',
    does: 'Parcelpath routes',
    pages: [
      'Parcelpath routes same-day deliveries for independent bookshops.',
      'Status\n* Pilot with 6 shops in Leeds\n* Beta app on iOS\n* Revenue: none yet beyond the pilot fee',
      'Why bookshops\nIndependent bookshops lose online orders to large retailers because they cannot deliver the same\nday. Shop owners told us they would pay for it if it were simple, and several asked to join the pilot\nafter hearing about it from other shops in the city.',
      'Plan\nWe plan to reach 50 shops next year and to raise a seed round.\nCompetitors include Stuart and local couriers.',
      'How it works\nA shop enters the order in our app, and a local courier picks it up within two hours. Shops pay a\nfixed fee for each delivery. The pilot shops like the service, but the volume per shop is small and\nthe couriers we use are not always available on Sundays.',
      'Team\nCEO, former operations manager at Ocado. CTO joins full-time in March.',
    ],
  },
  {
    name: 'Orbit Tutors',
    tier: 'mixed',
    does: 'Orbit Tutors connects',
    pages: [
      'Orbit Tutors connects secondary-school pupils with university students for maths tutoring.',
      'Traction\n1,500 users signed up, 300 of them pay.\n$9k of revenue last month, growing 10% month over month.\nRetention is still unclear.',
      'What we learned\nTutors from the best universities are easy to find, and pupils like being taught by someone close\nto their age. Parents are harder to convince, and most of them want to try a free lesson first. We are\ntesting a lower price for a block of ten lessons.',
      'The market\nPrivate tutoring in the UK is a $2B market, crowded with marketplaces.',
      'How it works\nPupils book a tutor for an hour a week, and tutors are paid per lesson. Parents see what was\ncovered after each lesson. Most pupils come in the months before exams and leave after them, so the\nnumber of lessons rises and falls through the year.',
      'About us\nThree founders, all students. No prior startups.',
    ],
  },
  {
    name: 'Snackr',
    tier: 'weak',
    does: 'We want to build a social app',
    pages: [
      'Snackr: an idea for social snacking\nWe want to build a social app for sharing snacks.',
      'Business\nWe are pre-revenue with no paying customers.\nWe hope to find users through friends.',
      'Risks\nThe company is defending a lawsuit from a former cofounder over the name.\nSolo founder, part-time.',
    ],
  },
  {
    name: 'Brightpaw',
    tier: 'weak',
    does: 'Brightpaw is an app',
    pages: [
      'Brightpaw is an app idea for dog owners.',
      'We are at the idea stage. No product yet.\nWe are looking for a technical cofounder.',
      'We believe everyone with a dog will want it.',
    ],
  },
  {
    name: 'Coinvault Max',
    tier: 'weak',
    does: 'Coinvault Max offers',
    pages: [
      'Coinvault Max offers guaranteed returns on crypto deposits.',
      'Update\nRevenue is declining and we have 3 months of runway left.\nThe company is under SEC investigation and was fined last year.',
      'Ask\nWe need money to keep going.',
    ],
  },
];
