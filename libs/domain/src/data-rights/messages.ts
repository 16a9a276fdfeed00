/** What people read about their data rights, in the API's answers and on the pages (docs/flows/data-rights.md). */
export const DATA_RIGHTS_MESSAGES = {
  /** After asking for a link: the same words whether or not the address is known (the email says which). */
  linkSent: 'Check your inbox. If the address is right, a link is on its way: it opens once and works for one hour.',
  linkInvalid: 'This link has already been used or has expired. Ask for a new one below.',
  accessExpired: 'This page has expired. Ask for a new link to continue.',
  erasureRequested: 'Your request is with the network\u2019s admins. We will email you when it has been carried out.',
  erasureAlreadyPending: 'You already asked for erasure; the network\u2019s admins have your request.',
  notWithdrawable: 'Only an application that is still being reviewed can be withdrawn.',
  requestNotFound: 'There is no such request.',
  requestNotPending: 'This request has already been dealt with.',
  applicationRetained: 'This record is kept only for anti-money-laundering record-keeping and is locked until it is deleted.',
} as const;

/** How long an emailed data link may be opened (it leads to KYC documents: an hour, not a day), and how long the page it opens may act. */
export const DATA_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const DATA_ACCESS_LIFETIME_MS = 30 * 60 * 1000;
