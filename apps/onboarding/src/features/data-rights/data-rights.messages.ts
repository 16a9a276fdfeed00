import { DATA_EXPORT_FILE_NAME } from '@quorum/domain';

/** The words of /apply/my-data that are ours; DATA_RIGHTS_MESSAGES (the domain) has those the API shares. */
export const MY_DATA_MESSAGES = {
  pageTitle: 'Your data · Quorum',
  heading: 'Your data at Quorum',
  askIntro:
    'See the applications Quorum holds under your email address, download a copy of your data, withdraw an application or ask for your data to be erased. To make sure it is you, we email you a link first.',
  opening: 'Opening your link…',
  openFailed: "We couldn't open your link",
  linkInvalidHeading: 'This link can’t be used any more',
  accessExpiredHeading: 'This page has expired',
  /** Ours for "no answer at all": the client's generic wording does not say what to do. */
  offline: "We couldn't reach Quorum. Please check your internet connection and try again.",
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  linkFailed: 'We couldn’t send the link. Please try again.',
  downloadStarted: `Your download has started: ${DATA_EXPORT_FILE_NAME}`,
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  erasureFailed: 'Your request could not be sent. Please try again.',
  withdrawn: (label: string) => `${label} withdrawn. We will not review it any further.`,
  withdrawFailed: 'The application could not be withdrawn. Please try again.',
} as const;
