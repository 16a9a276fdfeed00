import type { Profile, SocialProfile } from '@quorum/domain';

/** The preferences this page edits; the profile keeps any others it holds untouched. */
export const CONTACT_PREFERENCES = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
] as const;

export interface ProfileDraft {
  firstName: string;
  lastName: string;
  phone: string;
  socialProfiles: SocialProfile[];
  preferredContact: string;
  interests: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function draftFrom(profile: Profile | null): ProfileDraft {
  const preferences = profile?.preferences ?? {};
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phone ?? '',
    socialProfiles: profile?.socialProfiles ?? [],
    preferredContact: text(preferences['preferredContact']) || 'email',
    interests: text(preferences['interests']),
  };
}
