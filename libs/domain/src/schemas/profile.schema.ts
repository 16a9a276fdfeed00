import { z } from 'zod';
import { boundedJsonSchema, requiredText, TEXT_LIMITS } from './common.schema';

/**
 * A list rather than a network-keyed record: it keeps the order the member chose and allows
 * two profiles on one network.
 */
export const socialProfileSchema = z.object({
  network: requiredText(TEXT_LIMITS.SHORT),
  url: requiredText(TEXT_LIMITS.URL),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

const MAX_SOCIAL_PROFILES = 20;
const nameField = z.string().trim().max(TEXT_LIMITS.NAME).optional();

/** The member profile; only firstName and lastName are read by the shell. */
export const profileSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  phone: z.string().trim().max(TEXT_LIMITS.SHORT).optional(),
  socialProfiles: z.array(socialProfileSchema).max(MAX_SOCIAL_PROFILES).optional(),
  preferences: z.record(z.string().max(TEXT_LIMITS.SHORT), boundedJsonSchema).optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/member/profile answers a profile, an object with a profile field, or nothing. */
export const profileResponseSchema = z.union([
  z.object({ profile: profileSchema.nullable() }),
  profileSchema,
  z.null(),
]);
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** The profile inside a parsed response; an empty object means no profile. */
export function profileFromResponse(response: ProfileResponse): Profile | null {
  if (response === null) return null;
  const profile = 'profile' in response ? response.profile : response;
  if (profile === null || profile === undefined) return null;
  return Object.keys(profile).length === 0 ? null : profile;
}
