import { z } from 'zod';
import { isWellFormedEmail } from '../validation/email-rule';
import { emailSchema, idSchema, requiredText, TEXT_LIMITS, timestampSchema } from './common.schema';

/**
 * An entity's representative: the person who signs in and acts for an Entity or Investment member
 * (docs/flows/admin-review.md). The authorized representative of the application is the first; an
 * admin changes it, on their own or when the current representative asks.
 */
export const REPRESENTATIVE_MESSAGES = {
  memberNotFound: 'No such member',
  notAnOrganisation: 'Only an entity or investment member has a representative',
  erased: 'This member was erased',
  emailTaken: 'Another member already signs in with this email',
  sameRepresentative: 'This person already represents the entity',
  requestPending: 'You already asked for a change; an admin will decide on it first',
  requestNotFound: 'No such request',
  requestNotPending: 'This request was already decided or withdrawn',
  notActive: 'Only an active member can ask for a change of representative',
  noLongerRepresenting: 'You no longer represent this entity',
  undeliverable: 'Enter an address that can receive email',
  invisible: 'Enter a name with letters in it',
} as const;

/** Text a person can read: zero-width or other invisible characters alone are no name. */
const visibleText = (max: number) => requiredText(max).refine((text) => /[\p{L}\p{N}]/u.test(text), REPRESENTATIVE_MESSAGES.invisible);

/** The reason an admin gives when the change was asked for by the entity's representative. */
export const REQUESTED_CHANGE_REASON = "Asked for by the entity's representative";

/** The new representative: who they are and the address they will sign in with. */
export const newRepresentativeSchema = z.strictObject({
  name: visibleText(TEXT_LIMITS.NAME),
  title: visibleText(TEXT_LIMITS.NAME),
  // The address they will sign in with: one that receives mail (never a reserved .invalid one).
  email: emailSchema.refine(isWellFormedEmail, REPRESENTATIVE_MESSAGES.undeliverable),
});
export type NewRepresentative = z.infer<typeof newRepresentativeSchema>;

/** PUT /api/admin/members/:id/representative: an admin records the change, with the reason. */
export const changeRepresentativeRequestSchema = newRepresentativeSchema.extend({ reason: requiredText(TEXT_LIMITS.COMMENT) }).strict();
export type ChangeRepresentativeRequest = z.infer<typeof changeRepresentativeRequestSchema>;

/** POST /api/member/representative-request: the current representative asks for the change. */
export const askRepresentativeChangeSchema = newRepresentativeSchema.extend({ note: z.string().trim().max(TEXT_LIMITS.COMMENT).optional() }).strict();
export type AskRepresentativeChange = z.infer<typeof askRepresentativeChangeSchema>;

/** POST /api/admin/representative-requests/:id/decline. */
export const declineRepresentativeChangeSchema = z.strictObject({ reason: requiredText(TEXT_LIMITS.COMMENT) });

export const representativeRequestStatusSchema = z.enum(['pending', 'approved', 'declined', 'withdrawn', 'superseded']);
export type RepresentativeRequestStatus = z.infer<typeof representativeRequestStatusSchema>;

/** A change of representative that was asked for, as the entity's representative and the admins see it. */
export const representativeRequestSchema = z.object({
  id: idSchema,
  memberId: idSchema,
  /** Who asked: the representative's address when they asked. */
  requestedBy: z.string(),
  /** The entity's name, from its application (null when the application is gone). */
  organizationName: z.string().nullable(),
  /** Who represents the entity now. */
  currentEmail: z.string(),
  currentName: z.string().nullable(),
  name: z.string(),
  title: z.string(),
  email: z.string(),
  note: z.string().nullable(),
  status: representativeRequestStatusSchema,
  requestedAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
  declineReason: z.string().nullable(),
});
export type RepresentativeRequest = z.infer<typeof representativeRequestSchema>;

export const representativeRequestResponseSchema = z.object({ success: z.literal(true), request: representativeRequestSchema.nullable() });
export const representativeRequestsResponseSchema = z.object({ success: z.literal(true), requests: z.array(representativeRequestSchema) });
