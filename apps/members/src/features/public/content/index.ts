import { FOUNDERS_APPLY, FOUNDERS_LOGIN, FOUNDERS_OVERVIEW, FOUNDERS_VERIFY, CONTRIBUTE } from './founders-content';
import type { InfoContent } from './info-content.types';
import type { InfoPageKey } from './info-page-keys';
import { PRIVACY, TERMS } from './legal-content';
import { ABOUT, NETWORK_JOIN, NETWORK_MEMBER_INVITE, WAITLIST, WAITLIST_VERIFY } from './network-content';
import { ERROR, LANDING, SUCCESS } from './site-content';

/** The words of every public information page. */
export const INFO_CONTENT: Record<InfoPageKey, InfoContent> = {
  landing: LANDING,
  about: ABOUT,
  terms: TERMS,
  privacy: PRIVACY,
  contribute: CONTRIBUTE,
  success: SUCCESS,
  error: ERROR,
  waitlist: WAITLIST,
  waitlistVerify: WAITLIST_VERIFY,
  foundersApply: FOUNDERS_APPLY,
  foundersVerify: FOUNDERS_VERIFY,
  foundersLogin: FOUNDERS_LOGIN,
  foundersOverview: FOUNDERS_OVERVIEW,
  networkJoin: NETWORK_JOIN,
  networkMemberInvite: NETWORK_MEMBER_INVITE,
};

export type { InfoContent, InfoAction, InfoSection } from './info-content.types';
