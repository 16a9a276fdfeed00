import { z } from 'zod';
import { emailSchema, httpUrlSchema, idSchema, optionalText, timestampSchema } from './common.schema';
import { dealAssetsSchema, dealStatusSchema } from './deal.schema';
import { recommendationEntrySchema } from './vote.schema';

/** The polled report status; statusMessage may be empty. */
export const reportStatusSchema = z.object({
  status: z.enum(['processing', 'analyzing', 'summarizing', 'done', 'error']),
  statusMessage: z.string().default(''),
});
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const reportSourceKindSchema = z.enum([
  'website',
  'docsend',
  'pdf',
  'note',
  'founder',
  'valuation',
  'financials',
  'text',
  'team',
  'investors',
  'competitors',
]);

/** A piece of submitted material the report was built from, so readers can trace claims. */
export const reportSourceSchema = z.object({
  id: idSchema,
  kind: reportSourceKindSchema,
  title: z.string(),
  url: z.string().optional(),
});
export type ReportSource = z.infer<typeof reportSourceSchema>;

/** Every field the preview and the full report page read. */
export const fullReportSchema = z.object({
  reportId: idSchema,
  name: z.string(),
  status: dealStatusSchema,
  createdAt: timestampSchema,
  executiveSummary: z.object({
    summary: z.array(z.string()),
    oneLiners: z.array(z.string()),
  }),
  valuations: z.object({ qcValuation: optionalText }),
  riskAnalysis: z.object({
    marketRisk: optionalText,
    competitorsRisk: optionalText,
    complianceRisk: optionalText,
  }),
  recommendationsAndVotes: z.object({
    recommendationsAndVotes: z.array(recommendationEntrySchema),
  }),
  assets: dealAssetsSchema,
  projectDocumentation: z.object({
    url: optionalText,
    twitterHandle: optionalText,
  }),
  sources: z.array(reportSourceSchema).default([]),
});
export type FullReport = z.infer<typeof fullReportSchema>;

/** Where the report service calls back when generation ends. */
const reportWebhooksSchema = z.object({
  onComplete: httpUrlSchema.optional(),
  onError: httpUrlSchema.optional(),
});

/**
 * The product's own receiver of report webhooks: the members app names it as both webhooks of the
 * reports it asks for, so the member's open pages learn when a review ends (docs/webhooks.md).
 */
export const REPORT_WEBHOOK_PATH = '/api/report-webhook';

/** The body of a report webhook, as Quorum sends it to any receiver (docs/webhooks.md). */
export const reportWebhookPayloadSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('report.completed'), reportId: idSchema, status: z.literal('done'), deliveryId: idSchema }),
  z.object({ event: z.literal('report.failed'), reportId: idSchema, status: z.literal('error'), statusMessage: z.string().max(2_000), deliveryId: idSchema }),
]);
export type ReportWebhookPayload = z.infer<typeof reportWebhookPayloadSchema>;

/** A member's live stream of their own events (server-sent events). */
export const MEMBER_EVENTS_PATH = '/api/member/events';

/**
 * What a member's open pages hear on their live stream (GET /api/member/events, server-sent
 * events): one of their own reviews ended. Only ids, the deal's name and the review's own message.
 */
export const memberEventSchema = z.object({
  type: z.literal('report.ended'),
  reportId: idSchema,
  /** The dossier the report was made from (none once that dossier is deleted): the submit dialog knows it before the report's id. */
  dossierId: idSchema.nullable(),
  status: z.enum(['done', 'error']),
  dealName: z.string(),
  statusMessage: z.string().default(''),
});
export type MemberEvent = z.infer<typeof memberEventSchema>;

export const createReportRequestSchema = z.object({
  dossierId: idSchema,
  userEmail: emailSchema,
  vehicleId: idSchema,
  webhooks: reportWebhooksSchema.optional(),
});
export type CreateReportRequest = z.infer<typeof createReportRequestSchema>;

/** Failures answer apiErrorSchema instead. */
export const createReportResponseSchema = z.object({
  success: z.literal(true),
  reportId: idSchema,
});
export type CreateReportResponse = z.infer<typeof createReportResponseSchema>;
