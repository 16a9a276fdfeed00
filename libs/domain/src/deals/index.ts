export { countVotes, voteSide, voteEntries, type VoteCount, type VoteSide } from './votes';
export { effectiveStatus, effectiveStatusOfCount, EFFECTIVE_STATUSES, type EffectiveStatus } from './effective-status';
export { dealNameFromUrl, dealNameOf, DEAL_NAME_FALLBACK, DEAL_NAME_DOCSEND } from './deal-name';
export {
  founderContactPlaceholder,
  founderContactErrors,
  isValidFounderContacts,
  founderNote,
  foundersToSend,
  CARRY_NOTICE,
  INVALID_CONTACT_MESSAGE,
  type FounderContactType,
  type FounderContactDraft,
  type FounderContactsDraft,
  type FounderContactErrors,
  type FounderContactEntry,
} from './founder-contacts';
export { duplicateDealNotice, duplicateDeckNotice, type DealAlreadyInQuorum, type DuplicateDealNotice, type DuplicateDeckNotice } from './duplicate-deal';
export { dealStatusDisplay, type DealStatusDisplay, type DealStatusIcon } from './deal-status-display';
export {
  sortDealsNewestFirst,
  shouldPollRecentDeals,
  recentDealsForMenu,
  countOwnSubmissions,
  type RecentDealsMenuOptions,
} from './recent-deals';
export { formatMoney, parseMoney } from './money';
export { materialCapMessage, formMaterialCounts, formCapProblem, type CappedMaterial } from './material-caps';
