import { z } from 'zod';
import { emailSchema, requiredText, TEXT_LIMITS } from './common.schema';
import { passkeyStandingSchema } from './passkeys.schema';

/** Account roles carried in role and allRoles. */
export const roleSchema = z.enum(['member', 'admin', 'network_member', 'superuser']);
export type Role = z.infer<typeof roleSchema>;

/**
 * POST /api/login: `didToken` is the identity provider's token (a Magic DID token, or the embedded
 * provider's sign-in link token). With `email`, `didToken` is the six-digit code from the sign-in email.
 */
export const loginRequestSchema = z.object({ didToken: requiredText(TEXT_LIMITS.TOKEN), email: emailSchema.optional() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const validateTokenRequestSchema = z.object({ token: requiredText(TEXT_LIMITS.TOKEN) });
export type ValidateTokenRequest = z.infer<typeof validateTokenRequestSchema>;

export const magicLinkRequestSchema = z.object({ email: emailSchema });
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

/** Member fields the server may not have for a user yet (e.g. an applicant not yet admitted). */
const memberField = z.string().nullable().default(null);

const authSuccessSchema = z.object({
  success: z.literal(true),
  email: emailSchema,
  name: z.string().nullable().default(null),
  role: roleSchema,
  allRoles: z.array(roleSchema),
  state: memberField,
  status: memberField,
  memberType: memberField,
  memberId: memberField,
  message: z.string().optional(),
  /**
   * Where the session stands with the admins' passkey rules: 'setup' or 'confirm' while an admin acts
   * as a member (role and allRoles still say admin, so the app knows to ask), 'none' for everyone else.
   */
  passkeyStanding: passkeyStandingSchema.default('none'),
  /** ISO instant the admin's 12-hour confirmation runs out, while the standing is 'confirmed'; else null. */
  confirmedUntil: z.string().nullable().default(null),
  /** Lets the mobile app validate later without cookies; the client keeps its first 32 characters. */
  mobileToken: z.string().min(1).optional(),
});

const authFailureSchema = z.object({
  success: z.literal(false),
  message: z.string().optional(),
});

/**
 * The answer of POST /api/login and POST /api/validate-token:
 * the auth state on success; on failure only a message ("Login failed" when absent).
 */
export const authResponseSchema = z.discriminatedUnion('success', [authSuccessSchema, authFailureSchema]);
export type AuthResponse = z.infer<typeof authResponseSchema>;
