export {
  retentionPolicySchema,
  DEFAULT_RETENTION_POLICY,
  closedDocumentsPurgeAt,
  closedDocumentsCutoff,
  kycPurgeAt,
  retentionRunDay,
  type RetentionPolicy,
} from './retention-policy';
export {
  planErasure,
  describeErasurePlan,
  LAST_ADMIN_BLOCK,
  KEEP_REASON_TEXT,
  type ErasureFacts,
  type ErasureApplicationFacts,
  type ErasurePlan,
  type ErasedKind,
  type AnonymisedKind,
  type KeepReason,
  type KeptRecord,
} from './erasure-plan';
export { DATA_RIGHTS_MESSAGES, DATA_LINK_LIFETIME_MS, DATA_ACCESS_LIFETIME_MS } from './messages';
