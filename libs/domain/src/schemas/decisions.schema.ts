import { z } from 'zod';
import { decisionRulesSchema } from '../decisions/decision-rules';
import { idSchema, timestampSchema, TEXT_LIMITS } from './common.schema';
import { voteTallySchema } from './deal-list.schema';

export const decisionOutcomeSchema = z.enum(['approved', 'passed', 'no-quorum']);

const analystSchema = z.enum(['product', 'technical', 'business']);
export type AnalystRole = z.infer<typeof analystSchema>;

/**
 * The network's decision as stored when the window closed: the tally, quorum and rules of that
 * moment, and each analyst's vote beside it (the calibration page reads these).
 */
export const decisionRecordSchema = z.object({
  outcome: decisionOutcomeSchema,
  members: voteTallySchema,
  agents: voteTallySchema,
  quorum: z.number().int(),
  turnout: z.number().int(),
  activeMembers: z.number().int(),
  rules: decisionRulesSchema,
  analysts: z.array(z.object({ role: analystSchema, agent: z.string(), vote: z.enum(['Yes', 'No']) })),
  /** The review engine that wrote the report: 'builtin' or 'llm'. */
  engine: z.string(),
  /** Whether an admin closed the window before its time. */
  closedEarly: z.boolean(),
});
export type DecisionRecord = z.infer<typeof decisionRecordSchema>;

/** A member who declared a conflict on a deal, as the deal shows it: who, never why. */
export const recusalSchema = z.object({ name: z.string() });

/**
 * What the deal page shows of the network vote. `tally` is null while ballots are sealed for this
 * viewer; `decision` is null until the window has closed and been decided.
 */
export const ballotSchema = z.object({
  /** 'none': the deal has no vote window (its review is not done, or it was reviewed before windows existed). */
  phase: z.enum(['none', 'open', 'closed']),
  opensAt: timestampSchema.nullable(),
  closesAt: timestampSchema.nullable(),
  turnout: z.number().int(),
  quorum: z.number().int(),
  sealed: z.boolean(),
  tally: voteTallySchema.nullable(),
  agents: voteTallySchema,
  agentVotes: z.enum(['advisory', 'counting']),
  recusals: z.array(recusalSchema),
  iRecused: z.boolean(),
  canRecuse: z.boolean(),
  decision: decisionRecordSchema.extend({ label: z.string(), decidedAt: timestampSchema }).nullable(),
});
export type Ballot = z.infer<typeof ballotSchema>;

export const ballotResponseSchema = z.object({ success: z.literal(true), ballot: ballotSchema });

/** An admin closing a window now or extending it, with the reason the audit log keeps. */
export const moveWindowRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('close'), reason: z.string().trim().min(3).max(TEXT_LIMITS.COMMENT) }),
  z.object({ action: z.literal('extend'), days: z.number().int().min(1).max(90), reason: z.string().trim().min(3).max(TEXT_LIMITS.COMMENT) }),
  z.object({ action: z.literal('open'), reason: z.string().trim().min(3).max(TEXT_LIMITS.COMMENT) }),
]);
export type MoveWindowRequest = z.infer<typeof moveWindowRequestSchema>;

/** GET /api/admin/conflicts: every declared conflict, newest first (admins see who and on what). */
export const conflictsResponseSchema = z.object({
  success: z.literal(true),
  conflicts: z.array(z.object({ reportId: idSchema, dealName: z.string(), memberName: z.string(), memberEmail: z.string(), declaredAt: timestampSchema })),
});
export type ConflictsResponse = z.infer<typeof conflictsResponseSchema>;

const calibrationDealSchema = z.object({ reportId: idSchema, name: z.string(), outcome: decisionOutcomeSchema, vote: z.enum(['Yes', 'No']), decidedAt: timestampSchema });

/** One analyst on one engine over one period, against the members' decisions (no-quorum deals left out). */
export const calibrationRowSchema = z.object({
  analyst: analystSchema,
  engine: z.string(),
  period: z.enum(['all', 'last90']),
  decided: z.number().int(),
  agreed: z.number().int(),
  /** Whole percent of decided deals where the analyst's vote matched the decision; null with none decided. */
  agreementPercent: z.number().int().nullable(),
  yesOnPassed: z.number().int(),
  noOnApproved: z.number().int(),
  deals: z.object({ agreed: z.array(calibrationDealSchema), yesOnPassed: z.array(calibrationDealSchema), noOnApproved: z.array(calibrationDealSchema) }),
});
export type CalibrationRow = z.infer<typeof calibrationRowSchema>;
export const calibrationResponseSchema = z.object({ success: z.literal(true), rows: z.array(calibrationRowSchema) });
export type CalibrationResponse = z.infer<typeof calibrationResponseSchema>;

/** The emails a member receives about network votes and rounds, each of which they can turn off. */
export const notificationPreferencesSchema = z.object({
  dealOpened: z.boolean(),
  closingSoon: z.boolean(),
  dealDecided: z.boolean(),
  /** A round opens on an approved deal (to members who may commit). Absent from older clients: on. */
  roundOpened: z.boolean().default(true),
  /** One email a day with everything instead of one per event. */
  digest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
/** GET and PUT /api/member/notifications answer the preferences as stored. */
export const notificationPreferencesResponseSchema = z.object({ success: z.literal(true), preferences: notificationPreferencesSchema });
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { dealOpened: true, closingSoon: true, dealDecided: true, roundOpened: true, digest: false };
export const NOTIFICATION_KINDS = ['dealOpened', 'closingSoon', 'dealDecided', 'roundOpened'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A webhook signing secret's state; `secret` is only present in the answer that created it. */
export const webhookSecretResponseSchema = z.object({
  success: z.literal(true),
  hasSecret: z.boolean(),
  createdAt: timestampSchema.nullable(),
  /** Until when the secret replaced by the last rotation still signs beside the new one. */
  previousValidUntil: timestampSchema.nullable(),
  secret: z.string().optional(),
});
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponseSchema>;
