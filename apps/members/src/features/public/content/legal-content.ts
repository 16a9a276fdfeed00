import { paths } from '../../../config/paths';
import type { InfoContent } from './info-content.types';

export const TERMS: InfoContent = {
  title: 'Membership terms',
  lead: 'The rules every member agrees to, in plain words. Nothing on Quorum is investment advice or an offer of securities: each member makes their own investment decisions.',
  sections: [
    {
      heading: 'Membership',
      list: [
        'Membership is for accredited investors who pass identity checks. You confirm that what you give in your application is true, and you tell us when it stops being true.',
        'Admins approve or reject applications, may ask for new documents, and set each member’s role.',
        'Your account is for you alone. Sign-in links are personal; do not forward them.',
      ],
    },
    {
      heading: 'Deals and reviews',
      list: [
        'Only submit material you are allowed to share with the network.',
        'Review reports are written by an automated agent. They can be wrong or incomplete; read the sources and do your own diligence.',
        'Votes express the network’s view of a deal. They are not a commitment by any member to invest.',
        'The first member to submit a deal the network approves receives 10% carry on exit, and needs to have given the founders’ contact details to qualify.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: ['Deals, reports, votes and founder contacts are shared with members so the network can decide. Keep them within the network.'],
    },
  ],
  actions: [{ label: 'How we handle your data', to: paths.privacy }],
};

export const PRIVACY: InfoContent = {
  title: 'Privacy',
  lead: 'What Quorum keeps about you, why, and how it is protected.',
  sections: [
    {
      heading: 'What we keep',
      list: [
        'Your application: the answers, the people you list and the documents you upload, to check identity and accreditation.',
        'Your account: email address, roles, profile details you choose to add, and the deals, notes and votes you contribute.',
        'A record of admin actions on your application, such as who viewed an identifier or downloaded a document.',
      ],
    },
    {
      heading: 'How it is protected',
      list: [
        'Identity numbers such as passport and tax IDs are encrypted in the database and shown to admins masked; revealing one is logged.',
        'Documents are stored on Quorum’s own server and are downloaded only by admins, each download logged.',
        'There are no passwords. Sign-in links and codes expire after 10 minutes and work once; only a hash of each is stored.',
        'Your session is an HttpOnly cookie that lasts 30 days or until you sign out.',
      ],
    },
    {
      heading: 'In your browser',
      paragraphs: [
        'The app keeps a few things in your browser to be quick: your sign-in state for up to 30 days, your application draft until you submit it, site icons for a week, and which menus you had open in this tab. Signing out clears your sign-in state and the cached data.',
        'Quorum uses no advertising or third-party tracking. Where a deployment signs members in through Magic, Magic sends the sign-in email and handles that step.',
      ],
    },
  ],
  actions: [{ label: 'Membership terms', to: paths.terms }],
};
