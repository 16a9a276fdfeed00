import { z } from 'zod';
import { emailSchema, httpUrlSchema, idSchema, TEXT_LIMITS, timestampSchema } from './common.schema';
import { dealPreviewSchema, dealStatusSchema, effectiveStatusSchema } from './deal.schema';
import { fullReportSchema, reportSourceSchema } from './report.schema';
import { recommendationEntrySchema } from './vote.schema';

export const analystRoleSchema = z.enum(['product', 'technical', 'business']);
export type AnalystRole = z.infer<typeof analystRoleSchema>;

export const ANALYST_DIMENSIONS = ['traction', 'team', 'market', 'product', 'technology', 'risks', 'material', 'strategy', 'valuation'] as const;
export const analystDimensionSchema = z.enum(ANALYST_DIMENSIONS);
export type AnalystDimension = z.infer<typeof analystDimensionSchema>;

/** A quotation from the material and where it came from (a source id of the report). */
export const evidenceSchema = z.object({ text: z.string(), sourceId: z.string() });
export type Evidence = z.infer<typeof evidenceSchema>;

/** One line of an analyst's score: what it weighed, how many points it gave, and why. */
export const scoreFactorSchema = z.object({
  dimension: analystDimensionSchema,
  points: z.number(),
  maxPoints: z.number(),
  explanation: z.string(),
  evidence: z.array(evidenceSchema),
});
export type ScoreFactor = z.infer<typeof scoreFactorSchema>;

/** What one of the three analysts concluded, with the score explained factor by factor. */
export const analystReportSchema = z.object({
  role: analystRoleSchema,
  agent: z.string(),
  engine: z.enum(['builtin', 'llm']),
  score: z.number().int().min(0).max(100),
  vote: z.enum(['Yes', 'No']),
  recommendation: z.string(),
  factors: z.array(scoreFactorSchema),
});
export type AnalystReport = z.infer<typeof analystReportSchema>;

/** A source with what became of it: a site that could not be fetched is listed, not hidden. */
export const reportSourceDetailSchema = reportSourceSchema.extend({
  readable: z.boolean(),
  words: z.number().int(),
  note: z.string().optional(),
});
export type ReportSourceDetail = z.infer<typeof reportSourceDetailSchema>;

/** A statement of the summary and the sources it rests on. */
export const reportClaimSchema = z.object({ text: z.string(), sourceIds: z.array(z.string()) });
export type ReportClaim = z.infer<typeof reportClaimSchema>;

/**
 * GET /api/report/:id/full-report: every field the preview and the report page read, plus how
 * the agents got there.
 */
export const fullReportResponseSchema = fullReportSchema.extend({
  statusMessage: z.string(),
  completedAt: timestampSchema.nullable(),
  createdBy: z.string(),
  effectiveStatus: effectiveStatusSchema,
  sources: z.array(reportSourceDetailSchema),
  claims: z.array(reportClaimSchema),
  analyses: z.array(analystReportSchema),
});
export type FullReportResponse = z.infer<typeof fullReportResponseSchema>;

/** POST /api/report/create-from-url. */
export const createReportFromUrlRequestSchema = z.object({ url: httpUrlSchema });

/** GET /api/report/status?reportId= ; required-ness is checked by the route for its own message. */
export const reportStatusQuerySchema = z.object({ reportId: z.string().trim().max(TEXT_LIMITS.ID).optional() });

/** GET /api/report/statuses?email= : the caller's reports with their status. */
export const reportStatusEntrySchema = z.object({
  reportId: idSchema,
  dossierId: idSchema.nullable(),
  name: z.string(),
  status: dealStatusSchema,
  statusMessage: z.string(),
  createdAt: timestampSchema,
  effectiveStatus: effectiveStatusSchema,
});
export const reportStatusesResponseSchema = z.object({ success: z.literal(true), reports: z.array(reportStatusEntrySchema) });
export type ReportStatusesResponse = z.infer<typeof reportStatusesResponseSchema>;

/** GET /api/report/check-dossier?url= : a deal already in Quorum for the same site. */
export const checkDossierResponseSchema = z.object({
  found: z.boolean(),
  /** Only when the dossier is the caller's own; another member's dossier is not theirs to open. */
  dossierId: idSchema.nullable(),
  reportId: idSchema.nullable(),
  name: z.string().nullable(),
  status: dealStatusSchema.nullable(),
  effectiveStatus: effectiveStatusSchema.nullable(),
  createdAt: timestampSchema.nullable(),
});
export type CheckDossierResponse = z.infer<typeof checkDossierResponseSchema>;

/** GET /api/report/check-deck?sha256= : a deal already in Quorum whose dossier holds the same deck. */
export const checkDeckQuerySchema = z.object({ sha256: z.string().trim().regex(/^[0-9a-f]{64}$/i) });
export type CheckDeckQuery = z.infer<typeof checkDeckQuerySchema>;
/** The same answer as check-dossier's, so one notice rule reads either. */
export const checkDeckResponseSchema = checkDossierResponseSchema;
export type CheckDeckResponse = CheckDossierResponse;

/** DELETE /api/report { ids }. */
export const deleteReportsRequestSchema = z.object({ ids: z.array(idSchema).min(1).max(100) });
export const deleteReportsResponseSchema = z.object({ success: z.literal(true), deleted: z.array(idSchema) });

/** POST /api/report/previews and /previews-with-votes { email }. */
export const previewsRequestSchema = z.object({ email: emailSchema.optional() });

/** A submission preview with its votes (previews carry createdBy). */
export const previewWithVotesSchema = dealPreviewSchema.extend({
  createdBy: z.string(),
  status: dealStatusSchema,
  recommendationsAndVotes: z.array(recommendationEntrySchema),
});
export type PreviewWithVotes = z.infer<typeof previewWithVotesSchema>;

export const previewsResponseSchema = z.object({ success: z.literal(true), previews: z.array(dealPreviewSchema) });
export const previewsWithVotesResponseSchema = z.object({ success: z.literal(true), previews: z.array(previewWithVotesSchema) });

/** POST /api/admin/deals/direct-query { reportIds } → data. */
export const directQueryRequestSchema = z.object({ reportIds: z.array(idSchema).min(1).max(500) });
export const directQueryEntrySchema = z.object({
  reportId: idSchema,
  name: z.string(),
  status: dealStatusSchema,
  statusMessage: z.string(),
  effectiveStatus: effectiveStatusSchema,
  createdAt: timestampSchema,
  createdBy: z.string(),
  yes: z.number().int(),
  no: z.number().int(),
});
export const directQueryResponseSchema = z.object({ success: z.literal(true), data: z.array(directQueryEntrySchema) });
export type DirectQueryResponse = z.infer<typeof directQueryResponseSchema>;
