import { z } from 'zod';
import { EFFECTIVE_STATUSES } from '../deals/effective-status';
import { emailSchema, idSchema, optionalText, timestampSchema } from './common.schema';
import { recommendationEntrySchema } from './vote.schema';

export const effectiveStatusSchema = z.enum(EFFECTIVE_STATUSES);

/** Raw report status of a deal: the polled statuses plus "failed". */
export const dealStatusSchema = z.enum(['processing', 'analyzing', 'summarizing', 'done', 'error', 'failed']);
export type DealStatus = z.infer<typeof dealStatusSchema>;

export const dealAssetsSchema = z.object({ faviconAsset: optionalText });
export type DealAssets = z.infer<typeof dealAssetsSchema>;

/** A deal in the deal lists. */
export const dealPreviewSchema = z.object({
  id: idSchema,
  name: z.string(),
  nameQC: optionalText,
  url: optionalText,
  twitterHandle: optionalText,
  assets: dealAssetsSchema,
  createdAt: timestampSchema,
  reportId: idSchema,
  effectiveStatus: effectiveStatusSchema,
  /** Present on submission previews: the submitter's email. */
  createdBy: emailSchema.optional(),
});
export type DealPreview = z.infer<typeof dealPreviewSchema>;

/** A Your Recent Deals entry; votes come as a flat list. */
export const recentDealSchema = z.object({
  reportId: idSchema,
  name: z.string(),
  createdAt: timestampSchema,
  assets: dealAssetsSchema,
  status: dealStatusSchema,
  recommendationsAndVotes: z.array(recommendationEntrySchema),
  effectiveStatus: effectiveStatusSchema,
});
export type RecentDeal = z.infer<typeof recentDealSchema>;
