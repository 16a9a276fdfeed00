import { z } from 'zod';
import { CONSTANTS } from '../constants';
import { DEFAULT_DECISION_RULES, decisionRulesSchema, type DecisionRules } from '../decisions/decision-rules';
import { DEFAULT_RETENTION_POLICY, retentionPolicySchema, type RetentionPolicy } from '../data-rights/retention-policy';
import { emailSchema, httpUrlSchema } from './common.schema';
import { roleSchema } from './auth.schema';

/** The parameters an admin sets on the Settings page ('Parameters and investment strategy'). */
export const networkSettingsSchema = z.object({
  /** Share of yes votes a deal needs to be accepted (50 by default). */
  approvalThresholdPercent: z.number().int().min(1).max(100),
  /** What the review agent weighs every deal against. */
  investmentStrategy: z.string().trim().max(10_000),
  // The network decision's rules (docs/flows/network-decisions.md). Defaults let settings saved
  // before these existed, and clients that do not send them, keep working.
  voteWindowDays: decisionRulesSchema.shape.voteWindowDays.default(DEFAULT_DECISION_RULES.voteWindowDays),
  quorumMinimum: decisionRulesSchema.shape.quorumMinimum.default(DEFAULT_DECISION_RULES.quorumMinimum),
  quorumPercentOfActive: decisionRulesSchema.shape.quorumPercentOfActive.default(DEFAULT_DECISION_RULES.quorumPercentOfActive),
  agentVotes: decisionRulesSchema.shape.agentVotes.default(DEFAULT_DECISION_RULES.agentVotes),
  sealedBallots: decisionRulesSchema.shape.sealedBallots.default(DEFAULT_DECISION_RULES.sealedBallots),
  /** Where deal.decided events are POSTed, signed; null: nowhere. */
  decisionWebhookUrl: httpUrlSchema.nullable().default(null),
  // How long closed applications' documents and former members' KYC records are kept (docs/flows/data-rights.md).
  closedApplicationDocumentsDays: retentionPolicySchema.shape.closedApplicationDocumentsDays.default(DEFAULT_RETENTION_POLICY.closedApplicationDocumentsDays),
  kycRetentionYears: retentionPolicySchema.shape.kycRetentionYears.default(DEFAULT_RETENTION_POLICY.kycRetentionYears),
});
export type NetworkSettings = z.infer<typeof networkSettingsSchema>;

/**
 * PUT /api/admin/settings: the threshold and strategy as before; the decision fields are optional
 * and, when absent, keep their stored values (a client that does not know them never resets them).
 */
export const networkSettingsUpdateSchema = z
  .object({
    approvalThresholdPercent: networkSettingsSchema.shape.approvalThresholdPercent,
    investmentStrategy: networkSettingsSchema.shape.investmentStrategy,
    voteWindowDays: decisionRulesSchema.shape.voteWindowDays.optional(),
    quorumMinimum: decisionRulesSchema.shape.quorumMinimum.optional(),
    quorumPercentOfActive: decisionRulesSchema.shape.quorumPercentOfActive.optional(),
    agentVotes: decisionRulesSchema.shape.agentVotes.optional(),
    sealedBallots: decisionRulesSchema.shape.sealedBallots.optional(),
    decisionWebhookUrl: httpUrlSchema.nullable().optional(),
    closedApplicationDocumentsDays: retentionPolicySchema.shape.closedApplicationDocumentsDays.optional(),
    kycRetentionYears: retentionPolicySchema.shape.kycRetentionYears.optional(),
  })
  .strict();
export type NetworkSettingsUpdate = z.infer<typeof networkSettingsUpdateSchema>;

/** The retention policy inside the network's settings. */
export function retentionPolicyOf(settings: NetworkSettings): RetentionPolicy {
  return { closedApplicationDocumentsDays: settings.closedApplicationDocumentsDays, kycRetentionYears: settings.kycRetentionYears };
}

/** The decision rules inside the network's settings (the approval threshold is the one the review status uses). */
export function decisionRulesOf(settings: NetworkSettings): DecisionRules {
  const { voteWindowDays, quorumMinimum, quorumPercentOfActive, approvalThresholdPercent, agentVotes, sealedBallots } = settings;
  return { voteWindowDays, quorumMinimum, quorumPercentOfActive, approvalThresholdPercent, agentVotes, sealedBallots };
}

export const DEFAULT_NETWORK_SETTINGS: NetworkSettings = {
  ...DEFAULT_DECISION_RULES,
  ...DEFAULT_RETENTION_POLICY,
  approvalThresholdPercent: CONSTANTS.APPROVAL_THRESHOLD_PERCENT,
  decisionWebhookUrl: null,
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
  /** An entity's or investment's name (its application's); null for an individual. */
  organizationName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** Strict: a field the API would ignore, or a role named twice, is a mistake worth saying, not storing. */
export const setMemberRolesRequestSchema = z.strictObject({
  role: roleSchema,
  allRoles: z
    .array(roleSchema)
    .min(1)
    .max(4)
    .refine((roles) => new Set(roles).size === roles.length, 'Name each role once'),
});
export type SetMemberRolesRequest = z.infer<typeof setMemberRolesRequestSchema>;
