import { z } from 'zod';
import { CONSTANTS } from '../constants';
import { emailSchema } from './common.schema';
import { roleSchema } from './auth.schema';

/** The parameters an admin sets on the Settings page ('Parameters and investment strategy'). */
export const networkSettingsSchema = z.object({
  /** Share of yes votes a deal needs to be accepted (50 by default). */
  approvalThresholdPercent: z.number().int().min(1).max(100),
  /** What the review agent weighs every deal against. */
  investmentStrategy: z.string().trim().max(10_000),
});
export type NetworkSettings = z.infer<typeof networkSettingsSchema>;

export const DEFAULT_NETWORK_SETTINGS: NetworkSettings = {
  approvalThresholdPercent: CONSTANTS.APPROVAL_THRESHOLD_PERCENT,
  investmentStrategy:
    'Early-stage technology companies with a working product, evidence of traction, a team that can build it, and a large market. We avoid deals with unresolved regulatory or legal exposure.',
};

export const adminMemberSchema = z.object({
  id: z.string(),
  email: emailSchema,
  name: z.string().nullable(),
  role: roleSchema,
  allRoles: z.array(roleSchema),
  state: z.string(),
  memberType: z.string(),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const setMemberRolesRequestSchema = z.object({
  role: roleSchema,
  allRoles: z.array(roleSchema).min(1).max(4),
});
export type SetMemberRolesRequest = z.infer<typeof setMemberRolesRequestSchema>;
