import { paths } from '../../../config/paths';
import type { InfoContent } from './info-content.types';

export const LANDING: InfoContent = {
  title: 'How Quorum works',
  lead: 'A members-only network of accredited investors who find deals, review them with an AI analyst team, and decide together.',
  sections: [
    {
      heading: 'From a link to a decision',
      steps: [
        'A member submits a company: its website, a DocSend deck or PDFs, and the founders’ contacts.',
        'The review agent’s three analysts, for product, technology and business, read the material, score it and vote.',
        'The agent writes a report: summary, key points, estimated valuation, and the market, competitor and compliance risks.',
        'Members vote yes or no. When the yes share reaches the approval threshold, the deal is approved and joins the portfolio.',
      ],
    },
    {
      heading: 'Why members join',
      list: [
        'Deal flow from people you can hold to account, not cold inboxes.',
        'A consistent first read on every company, with the sources cited.',
        'A real say: every finished deal goes to a vote.',
        '10% carry on exit when a deal you brought first is approved.',
      ],
    },
    {
      heading: 'Who can join',
      paragraphs: [
        'Accredited individuals and organisations: corporations, LLCs, partnerships, trusts and investment vehicles. Every applicant proves identity and accreditation, and an admin reviews each application.',
      ],
    },
  ],
  actions: [
    { label: 'Apply for membership', to: paths.apply, primary: true, document: true },
    { label: 'See a demo deal', to: paths.demo },
    { label: 'Member sign in', to: paths.login },
  ],
};

export const SUCCESS: InfoContent = {
  title: 'All done',
  lead: 'What you sent has reached Quorum. If it needs an answer, we write to the email address you gave.',
  sections: [
    {
      heading: 'What now',
      list: ['Applicants: an admin reviews your application and emails you with the outcome.', 'Members: your pages are one sign-in away.'],
    },
  ],
  actions: [
    { label: 'Go to the home page', to: paths.home, primary: true },
    { label: 'Member sign in', to: paths.login },
  ],
};

export const ERROR: InfoContent = {
  title: 'Something went wrong',
  lead: "We're sorry, but there was an error loading this section.",
  sections: [
    {
      heading: 'What you can do',
      list: [
        'Try again in a moment: most errors pass on their own.',
        'If you were signing in, request a new sign-in link; each one works once and for 10 minutes.',
        'If you were applying, your answers are saved in this browser; open the application again to continue.',
      ],
    },
  ],
  actions: [
    { label: 'Go to the home page', to: paths.home, primary: true },
    { label: 'Check your browser', to: paths.test },
  ],
};
