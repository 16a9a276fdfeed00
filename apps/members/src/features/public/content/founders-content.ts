import { paths } from '../../../config/paths';
import type { InfoContent } from './info-content.types';

const OVERVIEW = { label: 'How Quorum reviews a company', to: paths.foundersOverview };

export const FOUNDERS_APPLY: InfoContent = {
  title: 'For founders',
  lead: 'Quorum does not take pitches directly. Deals come to the network through its members, so the way in is a member who knows your company.',
  sections: [
    {
      heading: 'Getting in front of the network',
      steps: [
        'Ask a Quorum member you know to submit your company.',
        'Give them what the review reads best: your website, a DocSend link to your deck, or the deck as a PDF.',
        'Give them your contact details too. If the network approves the deal, your contact becomes a lead the members can reach out to.',
      ],
    },
    {
      heading: 'What helps a review',
      list: [
        'Concrete figures: revenue, growth, customers, retention.',
        'Who is on the team and what they have built before.',
        'The size of the market and who you compete with.',
        'The round: how much you are raising, and at what valuation.',
      ],
    },
  ],
  actions: [OVERVIEW],
};

export const FOUNDERS_OVERVIEW: InfoContent = {
  title: 'How Quorum reviews a company',
  lead: 'When a member submits your company, a review agent reads the material and writes a scored report; then the members vote.',
  sections: [
    {
      heading: 'The review',
      steps: [
        'Processing: the agent gathers what the member added: web pages, decks, notes and founder contacts.',
        'Analyzing: three analysts, for product, technology and business, each score the material and vote yes or no, citing what they read.',
        'Summarizing: the agent writes the report: a summary, key points, an estimated valuation and the market, competitor and compliance risks.',
      ],
    },
    {
      heading: 'The decision',
      paragraphs: [
        'Members read the report and vote. A deal is approved when the share of yes votes reaches the network’s approval threshold. Approved deals join the portfolio, and their founder contacts become leads for the members.',
      ],
    },
  ],
  actions: [{ label: 'See a demo report', to: paths.demoReport, primary: true }],
};

const NO_ACCOUNTS = [
  {
    heading: 'Founder accounts',
    paragraphs: [
      'Quorum has no founder accounts yet, so there is nothing to sign in to or verify here. Members submit companies and follow the reviews; the member who brought your company can tell you how it is going.',
    ],
  },
];

export const FOUNDERS_LOGIN: InfoContent = {
  title: 'Founder sign-in',
  lead: 'Sign-in is for Quorum members. If you are a member, use the member sign-in.',
  sections: NO_ACCOUNTS,
  actions: [{ label: 'Member sign in', to: paths.login, primary: true }, { label: 'For founders', to: paths.foundersApply }],
};

export const FOUNDERS_VERIFY: InfoContent = {
  title: 'Founder verification',
  lead: 'Founders are not asked to verify anything on Quorum. The member who submits a company vouches for the contact details they give.',
  sections: NO_ACCOUNTS,
  actions: [{ label: 'For founders', to: paths.foundersApply, primary: true }, OVERVIEW],
};

export const CONTRIBUTE: InfoContent = {
  title: 'Contribute a deal',
  lead: 'Members keep the network’s deal flow going. Bring a company you believe in; the review agent and the members do the rest.',
  sections: [
    {
      heading: 'What you can bring',
      list: ['A company website', 'A DocSend link to the deck', 'PDF files: the deck, financials, a memo', 'The founders’ contact details and anything else you know about the round'],
    },
    {
      heading: 'What you get',
      paragraphs: [
        'If the review agent and the members approve a deal you were first to submit, you receive 10% carry on exit. Founder contact information is required for this reward.',
      ],
    },
    {
      heading: 'What happens next',
      steps: [
        'The review agent reads everything and writes a scored report, usually within a few minutes. You get an email when it is done.',
        'The deal appears in Your Recent Deals as Processing until the review is finished.',
        'Members vote; the deal is approved or rejected by the share of yes votes.',
      ],
    },
  ],
  actions: [
    { label: 'Submit a Deal', to: paths.submitDeal, primary: true },
    { label: 'See a demo deal', to: paths.demo },
  ],
};
