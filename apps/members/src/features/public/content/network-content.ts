import { paths } from '../../../config/paths';
import type { InfoContent } from './info-content.types';

const APPLY = { label: 'Apply for membership', to: paths.apply, primary: true, document: true };

export const ABOUT: InfoContent = {
  title: 'About Quorum',
  lead: 'Quorum is a members-only investment network. Members bring deals, a review agent reads every one of them, and the members decide together which deals the network backs.',
  sections: [
    {
      heading: 'How decisions are made',
      paragraphs: [
        'Every deal a member submits is read by the review agent: three analysts, one each for product, technology and business, who score the material and vote. Members then add their own votes.',
        'A finished deal is approved when the share of yes votes, the analysts’ and the members’ together, reaches the network’s approval threshold, 50% unless the admins set another figure. No single person decides.',
      ],
    },
    {
      heading: 'Who the members are',
      paragraphs: [
        'Accredited investors: individuals, and organisations such as corporations, LLCs, partnerships, trusts and investment vehicles. Every applicant proves who they are and that they are accredited before an admin approves them.',
      ],
    },
    {
      heading: 'What members get',
      list: [
        'Every deal the network has reviewed, with its report, votes and status.',
        'A vote on each finished deal brought by someone else.',
        'The founder contacts of approved deals, as leads.',
        '10% carry on exit for the first member to bring a deal the network approves.',
      ],
    },
  ],
  actions: [APPLY, { label: 'See a demo deal', to: paths.demo }],
};

export const NETWORK_JOIN: InfoContent = {
  title: 'Join the network',
  lead: 'Membership is by application. It takes about fifteen minutes if your documents are at hand, and an admin reviews every application by hand.',
  sections: [
    {
      heading: 'The steps',
      steps: [
        'Choose how you apply: as an Individual, an Entity (corporation, LLC, partnership or trust) or an Investment vehicle such as a fund or SPV.',
        'Answer one question at a time. Your progress is saved in your browser, so you can stop and come back.',
        'Upload proof of identity and of accreditation. Documents must be recent: proof of address within 3 months, certificates and evidence within 90 days.',
        'An admin reviews the application and may ask for a clearer copy of a document.',
        'Once approved you get an email; sign in with that address, no password needed.',
      ],
    },
    {
      heading: 'Who qualifies',
      list: [
        'Individuals with income over $200,000 (or $300,000 with a spouse) in each of the two prior years and this year.',
        'Individuals with a net worth over $1 million, not counting the primary residence.',
        'Holders of a professional licence such as Series 7, 65 or 82.',
        'Organisations with assets over $5 million, or whose owners are all accredited. A trust needs assets over $5 million or all beneficiaries accredited.',
      ],
    },
  ],
  actions: [APPLY, { label: 'Member sign in', to: paths.login }],
};

export const NETWORK_MEMBER_INVITE: InfoContent = {
  title: 'You are invited as a network member',
  lead: 'Network members bring deals to Quorum and follow what becomes of them. It is a lighter role than full membership.',
  sections: [
    {
      heading: 'What a network member can do',
      list: [
        'Submit deals: company websites, DocSend links and PDF decks.',
        'Follow your own submissions and their review reports in My Submissions.',
        'Keep your profile up to date so the network can reach you.',
      ],
      paragraphs: ['The deal list, voting and leads are for full members.'],
    },
    {
      heading: 'How to get started',
      steps: [
        'If you already have a Quorum account, sign in with its email address.',
        'If not, apply for membership and mention who invited you.',
        'An admin gives your account the network member role; the next time you sign in, your menu shows it.',
      ],
    },
  ],
  actions: [
    { label: 'Sign in', to: paths.login, primary: true },
    { label: 'Apply for membership', to: paths.apply, document: true },
  ],
};

export const WAITLIST: InfoContent = {
  title: 'The waitlist',
  lead: 'Quorum admits new members in small groups, so every application gets a careful review. Your place on the waitlist is your application.',
  sections: [
    {
      heading: 'How it works',
      steps: [
        'Apply for membership. Your application joins the review queue the moment you submit it.',
        'Admins review applications in the order they arrive, and email you if something is missing.',
        'When your application is approved, the approval email is your invitation: sign in with that address.',
      ],
    },
  ],
  actions: [APPLY],
};

export const WAITLIST_VERIFY: InfoContent = {
  title: 'Confirming your place',
  lead: 'There is nothing separate to confirm: Quorum’s waitlist is the application queue, and the email address on your application is the one that counts.',
  sections: [
    {
      heading: 'What to expect',
      list: [
        'A welcome email shortly after you apply, sent to the address on your application.',
        'An email if an admin needs a new copy of a document, with a link to upload it.',
        'An approval email when you are in. Sign in with that address.',
      ],
    },
  ],
  actions: [APPLY, { label: 'Sign in', to: paths.login }],
};
