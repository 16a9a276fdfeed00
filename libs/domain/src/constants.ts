/**
 * Every figure of the product's rules (limits, thresholds, timings), named, in one place.
 * Times are milliseconds unless the name says otherwise. Tuning of one app's screens (a modal's
 * re-show delay, a debounce) lives in that app, next to its use.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export const CONSTANTS = {
  // members shell (docs/flows/members-shell.md)
  AUTH_STATE_VALIDITY_MS: 30 * DAY, // 2592000000
  // passkeys (docs/flows/sign-in.md): a ceremony's challenge lives this long, and is spent at its first answer
  PASSKEY_CHALLENGE_MS: 5 * MINUTE,
  // a passkey confirmation this recent lets a member add another passkey (a mailbox alone never does)
  PASSKEY_RECENT_CONFIRMATION_MS: 10 * MINUTE,
  // an admin's session acts as an admin only this long after its last passkey confirmation (a
  // step-up renews it); the most sensitive admin actions ask within PASSKEY_RECENT_CONFIRMATION_MS
  ADMIN_CONFIRMATION_MS: 12 * 60 * MINUTE,
  MOBILE_TOKEN_LENGTH: 32,
  PROFILE_CACHE_MS: 5 * MINUTE,
  CLIENT_CACHE_TTL_MS: 5 * MINUTE,
  DEALS_REFRESH_THROTTLE_MS: 5 * MINUTE,
  RECENT_DEALS_FETCH_LIMIT: 5,
  RECENT_DEAL_WINDOW_MS: 60 * MINUTE,
  RECENT_DEALS_DROPDOWN_MAX: 3,
  FAVICON_CACHE_MS: 7 * DAY,
  OWNERSHIP_LISTING_THRESHOLD_PERCENT: 25,
  ACCREDITED_ORGANIZATION_ASSETS_USD: 5_000_000,
  ACCREDITED_INCOME_USD: 200_000,
  ACCREDITED_JOINT_INCOME_USD: 300_000,
  ACCREDITED_NET_WORTH_USD: 1_000_000,
  GOOD_STANDING_MAX_AGE_DAYS: 90,
  EVIDENCE_MAX_AGE_DAYS: 90,
  PROOF_OF_ADDRESS_MAX_AGE_MONTHS: 3,
  MAX_DATE_AGE_YEARS: 120,
  PHONE_MIN_DIGITS: 8,
  PHONE_MIN_LENGTH: 5,
  SAVED_PROGRESS_BACKUPS: 5,
  // A draft kept on a shared computer should not outlive a month; same span as stored auth.
  SAVED_DRAFT_MAX_AGE_MS: 30 * DAY,

  // deal submission and review (docs/flows/deal-submission.md)
  REPORT_STATUS_POLL_MS: 3 * SECOND,
  REPORT_MONITOR_POLL_MS: 5 * SECOND,
  REPORT_MONITOR_MAX_ATTEMPTS: 240,
  RECENT_DEALS_POLL_MS: 3 * SECOND,
  UPLOAD_MAX_ATTEMPTS: 5,
  UPLOAD_BACKOFF_INITIAL_MS: 1 * SECOND,
  UPLOAD_BACKOFF_MAX_MS: 10 * SECOND,
  IDENTITY_TOKEN_CACHE_MS: 5 * MINUTE, // 300000
  IDENTITY_TOKEN_REFRESH_LIFESPAN_S: 3600,
  SUBMISSION_COUNT_CACHE_MS: 5 * MINUTE,
  REPORT_PROGRESS: { processing: 25, analyzing: 50, summarizing: 75, done: 100 },
  APPROVAL_THRESHOLD_PERCENT: 50,
  SCORE_WITHOUT_VOTES_PERCENT: 100,
  DEFAULT_ESTIMATED_VALUATION: '$35-45M',
  RECENT_DEALS_DEFAULT_COUNT: 2,
  CARRY_PAYOUT_PERCENT: 10,
  CONTACT_TYPES: ['Email', 'Discord', 'Telegram', 'Phone', 'LinkedIn'],
  MAX_FOUNDER_CONTACTS: 2,
  /**
   * Materials one deal can hold, per kind. Every website is fetched and every deck read for each
   * report, so the review's work per deal stays bounded (docs/security/html-parsing.md).
   */
  MAX_DEAL_MATERIALS: { secondary_url: 10, pitch_deck: 10, text_document: 20, financials: 20 },
  DEAL_UPLOAD_ACCEPT: '.pdf',
} as const;

export type ReportStatusValue = keyof typeof CONSTANTS.REPORT_PROGRESS | 'error';
