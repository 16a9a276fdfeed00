import { z } from 'zod';
import { TEXT_LIMITS } from './common.schema';

/**
 * A vote as reports carry it: "Yes"/"No", "positive"/"negative", a boolean, or something
 * that is not a yes/no vote ("Abstain", null). voteSide in deals/ decides which is which.
 */
export const voteValueSchema = z.union([z.string().max(TEXT_LIMITS.SHORT), z.boolean(), z.null()]);
export type VoteValue = z.infer<typeof voteValueSchema>;

/** Who gave a recommendation: one of the three review agents, or an investor member. */
export const voterRoleSchema = z.enum(['product', 'technical', 'business', 'member']);
export type VoterRole = z.infer<typeof voterRoleSchema>;

/** One entry of recommendationsAndVotes. */
export const recommendationEntrySchema = z.object({
  /** The agent's or the voting member's display name. */
  agent: z.string(),
  role: voterRoleSchema,
  recommendation: z.string().default(''),
  vote: voteValueSchema,
});
export type RecommendationEntry = z.infer<typeof recommendationEntrySchema>;

/** An investor's vote on a deal (investors vote on deals they did not submit). */
export const voteRequestSchema = z.object({
  vote: z.enum(['Yes', 'No']),
  comment: z.string().trim().max(TEXT_LIMITS.COMMENT).optional(),
});
export type VoteRequest = z.infer<typeof voteRequestSchema>;
