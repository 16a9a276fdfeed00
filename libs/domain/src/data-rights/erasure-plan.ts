import { kycPurgeAt, type RetentionPolicy } from './retention-policy';

/**
 * What an erasure request deletes, what it keeps without a name, and what the law makes us keep
 * (docs/flows/data-rights.md). The API gathers the facts; this decides, so the admin's preview,
 * the erasure itself and the email the person gets all say the same thing.
 */
export interface ErasureApplicationFacts {
  id: string;
  /** 'Individual application', 'Entity application (LLC)'…: how the person and the admin recognise it. */
  label: string;
  status: string;
  /** A screening hit on this application (or its member) that an admin confirmed as a true match. */
  confirmedScreeningMatch: boolean;
  /** Already kept by an earlier erasure, until then (epoch ms). */
  retainedUntil: number | null;
  documents: number;
}

export interface ErasureFacts {
  /** The member account of this person, when there is one. */
  member: { isLastAdmin: boolean } | null;
  applications: readonly ErasureApplicationFacts[];
  /** Votes cast, conflicts declared, deals submitted: the network's records, kept without the name. */
  votes: number;
  conflicts: number;
  submittedDeals: number;
  /** Rounds past their close the member committed to, was allocated, paid into or earned carry on: financial records. */
  investmentRounds: number;
  /** Rounds still open the member committed to: the commitments are withdrawn. */
  openCommitments: number;
  /** Rounds on deals the member submitted whose exit would pay them the carry, not exited yet: given up by the erasure. */
  pendingCarryRounds: number;
  /** Copies of the wizard kept for "continue on another device". */
  drafts: number;
  /** Emails sent to the address (delivery records, and in development their text). */
  emails: number;
}

export type KeepReason = 'member-kyc' | 'sanctions-match' | 'already-retained';

export type ErasedKind = 'account' | 'applications' | 'documents' | 'drafts' | 'emails' | 'openCommitments' | 'pendingCarry';
export type AnonymisedKind = 'votes' | 'conflicts' | 'submittedDeals' | 'investments';

export interface KeptRecord {
  applicationId: string;
  label: string;
  reason: KeepReason;
  /** Epoch ms: the day the record is deleted. */
  purgeAt: number;
}

export interface ErasurePlan {
  /** Why the erasure cannot be carried out now; null when it can. */
  blockedBy: string | null;
  deleted: Array<{ kind: ErasedKind; count: number }>;
  anonymised: Array<{ kind: AnonymisedKind; count: number }>;
  kept: KeptRecord[];
}

export const LAST_ADMIN_BLOCK = 'This person is the network\u2019s only admin. Make another member an admin before erasing their data.';

/** An approved application is a member's KYC record; a confirmed sanctions match must be kept whatever the status. */
function keepReasonOf(application: ErasureApplicationFacts): KeepReason | null {
  if (application.retainedUntil !== null) return 'already-retained';
  if (application.confirmedScreeningMatch) return 'sanctions-match';
  if (application.status === 'approved') return 'member-kyc';
  return null;
}

/** The erasure of everything the facts describe, carried out at `now` (the relationship ends then). */
export function planErasure(facts: ErasureFacts, policy: RetentionPolicy, now: number): ErasurePlan {
  const kept: KeptRecord[] = [];
  let deletedApplications = 0;
  let deletedDocuments = 0;
  for (const application of facts.applications) {
    const reason = keepReasonOf(application);
    if (reason === null) {
      deletedApplications += 1;
      deletedDocuments += application.documents;
      continue;
    }
    const purgeAt = reason === 'already-retained' && application.retainedUntil !== null ? application.retainedUntil : kycPurgeAt(now, policy);
    kept.push({ applicationId: application.id, label: application.label, reason, purgeAt });
  }
  const deleted: ErasurePlan['deleted'] = [
    { kind: 'account' as const, count: facts.member ? 1 : 0 },
    { kind: 'applications' as const, count: deletedApplications },
    { kind: 'documents' as const, count: deletedDocuments },
    { kind: 'drafts' as const, count: facts.drafts },
    { kind: 'emails' as const, count: facts.emails },
    { kind: 'openCommitments' as const, count: facts.openCommitments },
    { kind: 'pendingCarry' as const, count: facts.pendingCarryRounds },
  ].filter((item) => item.count > 0);
  const anonymised: ErasurePlan['anonymised'] = [
    { kind: 'votes' as const, count: facts.votes },
    { kind: 'conflicts' as const, count: facts.conflicts },
    { kind: 'submittedDeals' as const, count: facts.submittedDeals },
    { kind: 'investments' as const, count: facts.investmentRounds },
  ].filter((item) => item.count > 0);
  return { blockedBy: facts.member?.isLastAdmin ? LAST_ADMIN_BLOCK : null, deleted, anonymised, kept };
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

const DELETED_TEXT: Record<ErasedKind, (count: number) => string> = {
  account: () => 'the member account: name, email, profile, sign-in sessions, notification choices and webhook secret',
  applications: (count) => (count === 1 ? '1 application, with its answers and the people named in it' : `${plural(count, 'application', 'applications')}, with their answers and the people named in them`),
  documents: (count) => plural(count, 'uploaded document', 'uploaded documents'),
  drafts: (count) => plural(count, 'saved copy of the application wizard', 'saved copies of the application wizard'),
  emails: (count) => `records of ${plural(count, 'email', 'emails')} sent to the address`,
  openCommitments: (count) => `commitments to ${plural(count, 'round', 'rounds')} still open: withdrawn, as if by the member`,
  // Nobody could be paid it after the erasure: the investors share the whole exit instead.
  pendingCarry: (count) => `the 10% carry on ${plural(count, 'round', 'rounds')} of deals submitted, not exited yet: given up, and the investors share the exit instead`,
};

const ANONYMISED_TEXT: Record<AnonymisedKind, (count: number) => string> = {
  votes: (count) => `${plural(count, 'vote', 'votes')} on deals: kept in the network\u2019s tallies, as a former member\u2019s`,
  conflicts: (count) => `${plural(count, 'declared conflict', 'declared conflicts')}: kept on the deals, as a former member\u2019s`,
  submittedDeals: (count) => `${plural(count, 'deal', 'deals')} submitted to the network: kept, without the submitter\u2019s name or email (the carry of any round raised on them is given up)`,
  investments: (count) =>
    `investment records of ${plural(count, 'round', 'rounds')} (commitments, allocations, payments received, distributions, carry): financial records that tax and securities rules require keeping, so they stay in the rounds' books under the former member\u2019s account, without the name or email`,
};

export const KEEP_REASON_TEXT: Record<KeepReason, string> = {
  'member-kyc': 'Identity and accreditation records of a member: anti-money-laundering rules require keeping them after the membership ends.',
  'sanctions-match': 'A confirmed sanctions or PEP list match: anti-money-laundering rules require keeping the record.',
  'already-retained': 'Already kept under anti-money-laundering record-keeping from an earlier request.',
};

/** The plan in sentences, as the admin previews it and the person reads it in their email. */
export function describeErasurePlan(plan: ErasurePlan): { deleted: string[]; anonymised: string[]; kept: Array<{ label: string; reason: string; purgeAt: number }> } {
  return {
    deleted: plan.deleted.map((item) => DELETED_TEXT[item.kind](item.count)),
    anonymised: plan.anonymised.map((item) => ANONYMISED_TEXT[item.kind](item.count)),
    kept: plan.kept.map((record) => ({ label: record.label, reason: KEEP_REASON_TEXT[record.reason], purgeAt: record.purgeAt })),
  };
}
