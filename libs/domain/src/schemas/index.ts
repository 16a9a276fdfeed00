export {
  emailSchema,
  httpUrlSchema,
  idSchema,
  timestampSchema,
  apiErrorSchema,
  TEXT_LIMITS,
  type ApiError,
} from './common.schema';
export {
  roleSchema,
  loginRequestSchema,
  validateTokenRequestSchema,
  magicLinkRequestSchema,
  authResponseSchema,
  type Role,
  type LoginRequest,
  type ValidateTokenRequest,
  type MagicLinkRequest,
  type AuthResponse,
} from './auth.schema';
export {
  socialProfileSchema,
  profileSchema,
  profileResponseSchema,
  profileFromResponse,
  type SocialProfile,
  type Profile,
  type ProfileResponse,
} from './profile.schema';
export { faviconUrlResponseSchema, type FaviconUrlResponse } from './favicon.schema';
export {
  voteValueSchema,
  voterRoleSchema,
  recommendationEntrySchema,
  voteRequestSchema,
  type VoteValue,
  type VoterRole,
  type RecommendationEntry,
  type VoteRequest,
} from './vote.schema';
export {
  effectiveStatusSchema,
  dealStatusSchema,
  dealAssetsSchema,
  dealPreviewSchema,
  recentDealSchema,
  type DealStatus,
  type DealAssets,
  type DealPreview,
  type RecentDeal,
} from './deal.schema';
export {
  reportStatusSchema,
  reportSourceKindSchema,
  reportSourceSchema,
  fullReportSchema,
  createReportRequestSchema,
  createReportResponseSchema,
  type ReportStatus,
  type ReportSource,
  type FullReport,
  type CreateReportRequest,
  type CreateReportResponse,
} from './report.schema';
export {
  applicationSubmitResponseSchema,
  uploadedDocumentSchema,
  documentUploadResponseSchema,
  welcomeEmailRequestSchema,
  type ApplicationSubmitResponse,
  type UploadedDocument,
  type DocumentUploadResponse,
  type WelcomeEmailRequest,
} from './application.schema';
export {
  founderContactSchema,
  founderContactsSchema,
  dealSubmittedEmailRequestSchema,
  docsendCheckResponseSchema,
  docsendPasscodeResponseSchema,
  type FounderContact,
  type DealSubmittedEmailRequest,
  type DocsendCheckResponse,
  type DocsendPasscodeResponse,
} from './submission.schema';
export * from './settings.schema';
