import { asText } from '../questions/answer-values';
import { canonicalizeAnswers } from '../questions/question-aliases';

/** Who the application is from, as the welcome email (POST /api/send-welcome-email) addresses them. */
export interface ApplicantContact {
  readonly email: string | undefined;
  readonly name: string | undefined;
}

/**
 * Individual: the applicant. Entity and Investment: the authorized representative (the trust's
 * own representative for a trust), who becomes the entity's representative in the community
 *, falling back to the organisation's contact address and name. The API
 * stores the application under this address and sends the welcome email only to it.
 */
export function applicantContactOf(answers: unknown): ApplicantContact {
  const canonical = canonicalizeAnswers(answers);
  if (canonical['entityType'] === 'Individual') {
    return { email: asText(canonical['email'])?.toLowerCase(), name: asText(canonical['fullName']) };
  }
  const prefix = canonical['organizationType'] === 'Trust' && canonical['entityType'] === 'Entity' ? 'trustAuthorizedRepresentative' : 'authorizedRepresentative';
  const organizationName = asText(canonical[canonical['entityType'] === 'Investment' ? 'investmentVehicleName' : 'organizationName']);
  return {
    email: (asText(canonical[`${prefix}Email`]) ?? asText(canonical['contactEmail']))?.toLowerCase(),
    name: asText(canonical[prefix]) ?? organizationName,
  };
}
