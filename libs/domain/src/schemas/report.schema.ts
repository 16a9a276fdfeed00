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
