import { z } from 'zod';
import { CONSTANTS } from '../constants';
import { idSchema, TEXT_LIMITS, timestampSchema } from './common.schema';
import { dealPreviewSchema, dealStatusSchema, effectiveStatusSchema, recentDealSchema } from './deal.schema';
import { recommendationEntrySchema } from './vote.schema';

/** Yes and no votes of a deal, agents and members together (what effectiveStatus counts). */
export const voteTallySchema = z.object({ yes: z.number().int(), no: z.number().int() });
export type VoteTally = z.infer<typeof voteTallySchema>;

/** The signed-in member's own vote on a deal. */
export const ownVoteSchema = z.object({ vote: z.enum(['Yes', 'No']), comment: z.string() });
export type OwnVote = z.infer<typeof ownVoteSchema>;

/**
 * A deal's network vote as the lists show it (docs/flows/network-decisions.md): when its window
 * closes, its outcome once decided, and whether the tally beside it is sealed for this viewer (then
 * it counts only the analysts' votes and the viewer's own). Null: the deal has no vote window.
 */
export const listVoteSchema = z.object({
  closesAt: timestampSchema,
  outcome: z.enum(['approved', 'passed', 'no-quorum']).nullable(),
  sealed: z.boolean(),
});
export type ListVote = z.infer<typeof listVoteSchema>;

/** A deal in the members app's lists: the preview plus the tally, the caller's vote and the network vote. */
export const dealListItemSchema = dealPreviewSchema.extend({
  createdBy: z.string(),
  status: dealStatusSchema,
  tally: voteTallySchema,
  myVote: z.enum(['Yes', 'No']).nullable(),
  vote: listVoteSchema.nullable().default(null),
});
export type DealListItem = z.infer<typeof dealListItemSchema>;

export const DEALS_PAGE_DEFAULT = 50;
export const DEALS_PAGE_MAX = 100;

/** GET /api/deals?limit=&cursor= : newest first; nextCursor is null on the last page. */
export const dealsPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DEALS_PAGE_MAX).default(DEALS_PAGE_DEFAULT),
  cursor: z.string().trim().max(TEXT_LIMITS.ID).optional(),
});
export const dealsPageResponseSchema = z.object({
  success: z.literal(true),
  deals: z.array(dealListItemSchema),
  nextCursor: z.string().nullable(),
});
export type DealsPageResponse = z.infer<typeof dealsPageResponseSchema>;

export const dealListResponseSchema = z.object({ success: z.literal(true), deals: z.array(dealListItemSchema) });
export type DealListResponse = z.infer<typeof dealListResponseSchema>;

/** GET /api/deals/recent?limit=5: the signed-in member's newest submissions. */
export const recentDealsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(CONSTANTS.RECENT_DEALS_FETCH_LIMIT),
});
export const recentDealsResponseSchema = z.object({ success: z.literal(true), deals: z.array(recentDealSchema) });
export type RecentDealsResponse = z.infer<typeof recentDealsResponseSchema>;

/** GET /api/deals/:id : one deal with every vote, the tally and the caller's own vote. */
export const dealDetailResponseSchema = z.object({
  success: z.literal(true),
  deal: dealListItemSchema.extend({
    statusMessage: z.string(),
    summary: z.string(),
    recommendationsAndVotes: z.array(recommendationEntrySchema),
  }),
  myVote: ownVoteSchema.nullable(),
  /** Whether the caller may vote now: members, on a finished report they did not submit. */
  canVote: z.boolean(),
});
export type DealDetailResponse = z.infer<typeof dealDetailResponseSchema>;

/** POST /api/report/:id/vote and DELETE of it. */
export const voteResponseSchema = z.object({
  success: z.literal(true),
  reportId: idSchema,
  myVote: ownVoteSchema.nullable(),
  tally: voteTallySchema,
  effectiveStatus: effectiveStatusSchema,
});
export type VoteResponse = z.infer<typeof voteResponseSchema>;

/** GET /api/leads : the founder contacts of accepted deals. */
export const leadSchema = z.object({
  reportId: idSchema,
  dealName: z.string(),
  url: z.string().nullable(),
  createdAt: timestampSchema,
  contacts: z.array(z.object({ name: z.string(), contactType: z.string().nullable(), contactValue: z.string().nullable() })),
  additionalInfo: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadsResponseSchema = z.object({ success: z.literal(true), leads: z.array(leadSchema) });
export type LeadsResponse = z.infer<typeof leadsResponseSchema>;
