import { z } from 'zod';
import { retentionPolicySchema } from '../data-rights/retention-policy';
import { applicationStatusSchema } from './admin-application.schema';
import { emailSchema, idSchema, requiredText, TEXT_LIMITS, timestampSchema } from './common.schema';

/**
 * A person's rights over what Quorum holds about them (docs/flows/data-rights.md): a copy of it
 * all, erasure, and the retention that applies when the law makes us keep something. Members act
 * from their profile page; applicants through a link emailed to the address they applied with,
 * which the page exchanges for a short-lived key sent in DATA_ACCESS_KEY_HEADER.
 */
export const DATA_ACCESS_KEY_HEADER = 'x-quorum-data-key';

/** The export's file name, the same for members and applicants. */
export const DATA_EXPORT_FILE_NAME = 'quorum-data.zip';

const secretSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/);

/** POST /api/data-rights/link: email a link to what Quorum holds about this address. */
export const dataLinkRequestSchema = z.object({ email: emailSchema });
export type DataLinkRequest = z.infer<typeof dataLinkRequestSchema>;

/** POST /api/data-rights/open: spend the emailed link. */
export const openDataLinkRequestSchema = z.object({ token: requiredText(TEXT_LIMITS.TOKEN) });
export type OpenDataLinkRequest = z.infer<typeof openDataLinkRequestSchema>;

export const erasureRequestStatusSchema = z.enum(['pending', 'completed', 'declined']);
export type ErasureRequestStatus = z.infer<typeof erasureRequestStatusSchema>;

/** An erasure request as the person who made it sees it. */
export const erasureRequestSchema = z.object({
  id: idSchema,
  status: erasureRequestStatusSchema,
  requestedAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
  /** Why an admin declined it (a legal hold, a request that was not the person's). */
  declineReason: z.string().nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

export const dataSubjectApplicationSchema = z.object({
  id: idSchema,
  label: z.string(),
  status: applicationStatusSchema,
  submittedAt: timestampSchema,
  /** Still open: the applicant may withdraw it. */
  withdrawable: z.boolean(),
});
export type DataSubjectApplication = z.infer<typeof dataSubjectApplicationSchema>;

/** What a person holding the emailed link sees: what there is under their address. */
export const dataSubjectSummarySchema = z.object({
  email: z.string(),
  member: z.boolean(),
  applications: z.array(dataSubjectApplicationSchema),
  drafts: z.number().int().nonnegative(),
  erasureRequest: erasureRequestSchema.nullable(),
});
export type DataSubjectSummary = z.infer<typeof dataSubjectSummarySchema>;

export const openDataLinkResponseSchema = z.object({
  success: z.literal(true),
  accessKey: secretSchema,
  /** The key works until then; the page asks for a new link after. */
  expiresAt: timestampSchema,
  summary: dataSubjectSummarySchema,
});
export type OpenDataLinkResponse = z.infer<typeof openDataLinkResponseSchema>;

/** GET /api/data-rights/summary (with the key): the summary again, after a change. */
export const dataSubjectSummaryResponseSchema = z.object({ success: z.literal(true), summary: dataSubjectSummarySchema });
export type DataSubjectSummaryResponse = z.infer<typeof dataSubjectSummaryResponseSchema>;

/** POST /api/member/data-erasure or /api/data-rights/erasure: ask for erasure, with an optional note for the admin. */
export const erasureRequestBodySchema = z.object({ note: z.string().trim().max(TEXT_LIMITS.COMMENT).optional() });
export type ErasureRequestBody = z.infer<typeof erasureRequestBodySchema>;

export const erasureRequestResponseSchema = z.object({ success: z.literal(true), request: erasureRequestSchema.nullable() });
export type ErasureRequestResponse = z.infer<typeof erasureRequestResponseSchema>;

/** The erasure in sentences: what goes, what stays without a name, what the law keeps and until when. */
export const erasurePlanViewSchema = z.object({
  blockedBy: z.string().nullable(),
  deleted: z.array(z.string()),
  anonymised: z.array(z.string()),
  kept: z.array(z.object({ applicationId: idSchema, label: z.string(), reason: z.string(), purgeAt: timestampSchema })),
});
export type ErasurePlanView = z.infer<typeof erasurePlanViewSchema>;

/** An erasure request as an admin reviews it: while pending, the plan is a preview; once done, what was done. */
export const adminErasureRequestSchema = erasureRequestSchema.extend({
  /** Null once carried out: the request keeps no personal data after that. */
  email: z.string().nullable(),
  name: z.string().nullable(),
  member: z.boolean(),
  note: z.string().nullable(),
  decidedBy: z.string().nullable(),
  plan: erasurePlanViewSchema,
});
export type AdminErasureRequest = z.infer<typeof adminErasureRequestSchema>;

export const adminErasureRequestsResponseSchema = z.object({ success: z.literal(true), requests: z.array(adminErasureRequestSchema) });
export type AdminErasureRequestsResponse = z.infer<typeof adminErasureRequestsResponseSchema>;

export const adminErasureRequestResponseSchema = z.object({ success: z.literal(true), request: adminErasureRequestSchema });
export type AdminErasureRequestResponse = z.infer<typeof adminErasureRequestResponseSchema>;

/** POST /api/admin/data-requests/:id/decline. */
export const declineErasureRequestSchema = z.object({ reason: requiredText(TEXT_LIMITS.COMMENT) });
export type DeclineErasureRequest = z.infer<typeof declineErasureRequestSchema>;

/** A KYC record kept under anti-money-laundering record-keeping: locked, and deleted on `purgeAt`. */
export const retainedRecordSchema = z.object({
  applicationId: idSchema,
  label: z.string(),
  reason: z.string(),
  retainedSince: timestampSchema,
  purgeAt: timestampSchema,
});
export type RetainedRecord = z.infer<typeof retainedRecordSchema>;

/** One day's retention run: what it deleted. */
export const retentionRunSchema = z.object({
  day: z.string(),
  startedAt: timestampSchema,
  finishedAt: timestampSchema.nullable(),
  documentsDeleted: z.number().int().nonnegative(),
  applicationsClosedOut: z.number().int().nonnegative(),
  recordsPurged: z.number().int().nonnegative(),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

/** GET /api/admin/retention: the policy, the kept records with their purge dates, the latest runs. */
export const retentionOverviewResponseSchema = z.object({
  success: z.literal(true),
  policy: retentionPolicySchema,
  retained: z.array(retainedRecordSchema),
  runs: z.array(retentionRunSchema),
});
export type RetentionOverviewResponse = z.infer<typeof retentionOverviewResponseSchema>;
