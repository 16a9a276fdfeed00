const DAY_MS = 24 * 60 * 60_000;
const EVIDENCE_DAYS = 90;

type Answers = Readonly<Record<string, unknown>>;

function plusDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

function plusOneYear(from: Date): Date {
  const next = new Date(from.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/**
 * When an approved member's accreditation evidence expires (docs/flows/admin-review.md): 90 days for asset or
 * net-worth evidence, one year for income evidence, counted from the submission (the evidence
 * had to be current then). A professional licence has no evidence date: null, the licence stays
 * valid until it lapses. Owner, grantor and beneficiary evidence may be income or net worth; we
 * cannot tell which, so it gets the shorter 90 days. A trust that qualified through no evidence
 * (charitable or other, reviewed by hand) gets null.
 */
export function accreditationExpiresAt(answers: Answers, submittedAt: Date): Date | null {
  if (answers['entityType'] === 'Individual') {
    switch (answers['accreditationBasis']) {
      case 'income':
        return plusOneYear(submittedAt);
      case 'netWorth':
        return plusDays(submittedAt, EVIDENCE_DAYS);
      default:
        return null;
    }
  }
  const evidenceBranches =
    answers['organizationType'] === 'Trust' && answers['entityType'] === 'Entity'
      ? ['trustAssets', 'grantorAccredited', 'allBeneficiariesAccredited']
      : ['organizationAssets', 'allMembersAccredited'];
  return evidenceBranches.some((id) => answers[id] === 'yes') ? plusDays(submittedAt, EVIDENCE_DAYS) : null;
}
