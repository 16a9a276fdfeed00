import { applicantContactOf } from '@quorum/domain';

/** Who an application is from, as the admin list shows it and as emails address it. */
export interface ApplicationContact {
  /** Where we write, and the sign-in address of the member an approval creates. */
  email: string;
  name: string;
  organizationName: string | null;
  /** An entity's own contact address (the welcome email may name either). */
  contactEmail: string | null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The applicant (Individual) or the authorized representative (Entity, Investment), by the same
 * rule the onboarding app uses for the welcome email (applicantContactOf), so the address it
 * sends is the one stored here.
 */
export function contactOf(answers: Readonly<Record<string, unknown>>): ApplicationContact {
  const contact = applicantContactOf(answers);
  const isIndividual = answers['entityType'] === 'Individual';
  const organizationName = isIndividual ? null : (text(answers[answers['entityType'] === 'Investment' ? 'investmentVehicleName' : 'organizationName']) ?? null);
  return {
    email: contact.email ?? '',
    name: contact.name ?? '',
    organizationName,
    contactEmail: isIndividual ? null : (text(answers['contactEmail'])?.toLowerCase() ?? null),
  };
}
