import { normalizeLink, validateAnswer, type Profile } from '@quorum/domain';
import type { ProfileDraft } from './profile-form-model';

/** Loaded with the form only: the page that just shows the profile does not need these rules. */
const PHONE_QUESTION = { id: 'phone', question: 'Phone', type: 'tel', optional: true } as const;

/** The same phone rule as the application; links as the deal form reads them. */
export function draftErrors(draft: ProfileDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const phone = validateAnswer(PHONE_QUESTION, draft.phone.trim(), new Date());
  if (!phone.ok) errors['phone'] = phone.message;
  draft.socialProfiles.forEach((entry, index) => {
    if (!entry.network.trim()) errors[`social.${index}.network`] = 'Name the network, for example LinkedIn';
    if (!normalizeLink(entry.url).ok) errors[`social.${index}.url`] = 'That link does not look right. Try something like linkedin.com/in/you';
  });
  return errors;
}

export function profileFrom(draft: ProfileDraft, previous: Profile | null): Profile {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    phone: draft.phone.trim(),
    socialProfiles: draft.socialProfiles.map((entry) => {
      const link = normalizeLink(entry.url);
      return { network: entry.network.trim(), url: link.ok ? link.url : entry.url.trim() };
    }),
    preferences: { ...(previous?.preferences ?? {}), preferredContact: draft.preferredContact, interests: draft.interests.trim() },
  };
}
