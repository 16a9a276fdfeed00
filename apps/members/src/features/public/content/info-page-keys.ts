import { paths } from '../../../config/paths';

/** The public information pages and where each lives. */
export const INFO_PAGE_PATHS = {
  landing: paths.landing,
  about: paths.about,
  terms: paths.terms,
  privacy: paths.privacy,
  contribute: paths.contribute,
  success: paths.success,
  error: paths.error,
  waitlist: paths.waitlist,
  waitlistVerify: paths.waitlistVerify,
  foundersApply: paths.foundersApply,
  foundersVerify: paths.foundersVerify,
  foundersLogin: paths.foundersLogin,
  foundersOverview: paths.foundersOverview,
  networkJoin: paths.networkJoin,
  networkMemberInvite: paths.networkMemberInvite,
} as const;

export type InfoPageKey = keyof typeof INFO_PAGE_PATHS;
