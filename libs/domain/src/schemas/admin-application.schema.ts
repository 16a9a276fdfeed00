import { z } from 'zod';
import { emailSchema, TEXT_LIMITS, timestampSchema } from './common.schema';

/**
 * The admin review of applications under /api/admin/applications (see docs/flows/admin-review.md):
 * what the members app's admin dashboard sends and reads.
 */

/** submitted → in_review → (revisions_requested ⇄ in_review) → approved | rejected; the applicant may withdraw an open one. */
export const applicationStatusSchema = z.enum(['submitted', 'in_review', 'revisions_requested', 'approved', 'rejected', 'withdrawn']);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** Each status as both apps show it to a person (the admin review's chips, the applicant's own data page). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  revisions_requested: 'Revisions requested',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const documentReviewStatusSchema = z.enum(['pending', 'accepted', 'reupload_requested', 'replaced']);
export type DocumentReviewStatus = z.infer<typeof documentReviewStatusSchema>;

const REASON_MAX = TEXT_LIMITS.COMMENT;

/** A reason the applicant will read: trimmed, not blank, at most 2000 characters. */
const reasonText = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(REASON_MAX, { error: `Please keep the reason under ${REASON_MAX} characters` });

export const adminApplicationListQuerySchema = z.object({
  status: applicationStatusSchema.optional(),
  /** Matches name, email, organisation name or id. */
  q: z.string().trim().max(TEXT_LIMITS.NAME).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminApplicationListQuery = z.infer<typeof adminApplicationListQuerySchema>;

export const adminApplicationSummarySchema = z.object({
  id: z.string(),
  entityType: z.string(),
  organizationType: z.string().nullable(),
  status: applicationStatusSchema,
  /** The applicant (Individual) or the entity's authorized representative. */
  name: z.string(),
  email: z.string(),
  /** The organisation, trust or investment vehicle; null for an Individual. */
  organizationName: z.string().nullable(),
  submittedAt: timestampSchema,
  documentCount: z.number().int().nonnegative(),
});
export type AdminApplicationSummary = z.infer<typeof adminApplicationSummarySchema>;

export const applicationStatusCountsSchema = z.object({
  submitted: z.number().int().nonnegative(),
  in_review: z.number().int().nonnegative(),
  revisions_requested: z.number().int().nonnegative(),
  approved: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  withdrawn: z.number().int().nonnegative(),
});
export type ApplicationStatusCounts = z.infer<typeof applicationStatusCountsSchema>;

export const adminApplicationListResponseSchema = z.object({
  success: z.literal(true),
  applications: z.array(adminApplicationSummarySchema),
  /** How many match the filter (for paging). */
  total: z.number().int().nonnegative(),
  /** How many applications are in each status, whatever the filter. */
  counts: applicationStatusCountsSchema,
});
export type AdminApplicationListResponse = z.infer<typeof adminApplicationListResponseSchema>;

export const adminApplicationPersonSchema = z.object({
  id: z.string(),
  /** The answer the person came from: beneficialOwners, generalPartners, trustees, grantor… */
  listId: z.string(),
  role: z.string(),
  position: z.number().int().nonnegative(),
  name: z.string(),
  ownershipPercentage: z.string().nullable(),
  /** Masked ('•••• 6789'); POST …/reveal with personId shows it in full. */
  idNumber: z.string().nullable(),
});
export type AdminApplicationPerson = z.infer<typeof adminApplicationPersonSchema>;

export const adminApplicationDocumentSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  reviewStatus: documentReviewStatusSchema,
  reviewNote: z.string().nullable(),
  createdAt: timestampSchema,
});
export type AdminApplicationDocument = z.infer<typeof adminApplicationDocumentSchema>;

export const applicationAuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: timestampSchema,
});
export type ApplicationAuditEntry = z.infer<typeof applicationAuditEntrySchema>;

export const adminApplicationDetailSchema = adminApplicationSummarySchema.extend({
  /** Answers by question id; KYC identifiers masked. */
  answers: z.record(z.string(), z.unknown()),
  /** The answer ids that hold a masked identifier (POST …/reveal with field shows one). */
  maskedFields: z.array(z.string()),
  people: z.array(adminApplicationPersonSchema),
  documents: z.array(adminApplicationDocumentSchema),
  audit: z.array(applicationAuditEntrySchema),
  decisionReason: z.string().nullable(),
  referralCode: z.string().nullable(),
  welcomeEmailSentAt: timestampSchema.nullable(),
  updatedAt: timestampSchema,
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

export const adminApplicationDetailResponseSchema = z.object({ success: z.literal(true), application: adminApplicationDetailSchema });
export type AdminApplicationDetailResponse = z.infer<typeof adminApplicationDetailResponseSchema>;

/** Reveal one identifier: an answer (`field`) or a person's ID number (`personId`), never both. */
export const revealIdentifierRequestSchema = z
  .object({
    field: z.string().trim().min(1).max(TEXT_LIMITS.SHORT * 2).optional(),
    personId: z.string().trim().min(1).max(TEXT_LIMITS.ID).optional(),
  })
  .strict()
  .refine((body) => (body.field === undefined) !== (body.personId === undefined), {
    error: 'Name either a field or a personId',
    path: ['field'],
  });
export type RevealIdentifierRequest = z.infer<typeof revealIdentifierRequestSchema>;

export const revealIdentifierResponseSchema = z.object({
  success: z.literal(true),
  field: z.string().optional(),
  personId: z.string().optional(),
  value: z.string(),
});
export type RevealIdentifierResponse = z.infer<typeof revealIdentifierResponseSchema>;

/** Accept a document, or ask the applicant for a new copy with a reason they will read. */
export const documentReviewRequestSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accepted'), reason: z.string().trim().max(REASON_MAX).optional() }).strict(),
  z.object({ decision: z.literal('reupload'), reason: reasonText('Please tell the applicant why the document must be uploaded again') }).strict(),
]);
export type DocumentReviewRequest = z.infer<typeof documentReviewRequestSchema>;

export const documentReviewResponseSchema = z.object({
  success: z.literal(true),
  status: applicationStatusSchema,
  document: adminApplicationDocumentSchema,
});
export type DocumentReviewResponse = z.infer<typeof documentReviewResponseSchema>;

export const rejectApplicationRequestSchema = z.object({ reason: reasonText('Please give the applicant a reason for the rejection') }).strict();
export type RejectApplicationRequest = z.infer<typeof rejectApplicationRequestSchema>;

/** The answer of start-review, approve and reject: the new status (and the member approve created). */
export const applicationDecisionResponseSchema = z.object({
  success: z.literal(true),
  status: applicationStatusSchema,
  memberId: z.string().optional(),
  memberEmail: emailSchema.optional(),
});
export type ApplicationDecisionResponse = z.infer<typeof applicationDecisionResponseSchema>;

/** POST /api/documents/reupload-request: what the re-upload link of an email is for. */
export const reuploadLinkRequestSchema = z.object({ token: z.string().trim().min(1).max(TEXT_LIMITS.ID) });
export type ReuploadLinkRequest = z.infer<typeof reuploadLinkRequestSchema>;

export const reuploadLinkResponseSchema = z.object({
  success: z.literal(true),
  /** Send these with the files, plus the token as `reuploadToken`, to POST /api/documents/upload. */
  applicantId: z.string(),
  documentType: z.string(),
  documentLabel: z.string(),
  originalName: z.string(),
  reason: z.string().nullable(),
  maxFiles: z.number().int().positive(),
  acceptedFileTypes: z.array(z.string()),
  expiresAt: timestampSchema,
});
export type ReuploadLinkResponse = z.infer<typeof reuploadLinkResponseSchema>;
