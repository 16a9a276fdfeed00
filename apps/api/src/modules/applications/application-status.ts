import type { ApplicationStatus } from '../../db/schema';

const DAY_MS = 24 * 60 * 60_000;

/** Applications still awaiting a decision: they take documents and review actions. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['submitted', 'in_review', 'revisions_requested'];

/** Documents are accepted for 7 days after submitting; a re-upload link extends this for one document. */
export const UPLOAD_WINDOW_MS = 7 * DAY_MS;
export const REUPLOAD_TOKEN_TTL_MS = 14 * DAY_MS;
/** The welcome email is for a fresh application only. */
export const WELCOME_WINDOW_MS = 60 * 60_000;

/**
 * Where each admin action may start from. Approval needs an application that is not waiting for
 * the applicant: after a re-upload request, an admin starts the review again first.
 */
export const TRANSITIONS = {
  startReview: { from: ['submitted', 'revisions_requested'], to: 'in_review' },
  requestRevisions: { from: ['submitted', 'in_review', 'revisions_requested'], to: 'revisions_requested' },
  approve: { from: ['submitted', 'in_review'], to: 'approved' },
  reject: { from: ['submitted', 'in_review', 'revisions_requested'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly ApplicationStatus[]; to: ApplicationStatus }>;

export type ApplicationAction = keyof typeof TRANSITIONS;

const VERBS: Record<ApplicationAction, string> = {
  startReview: 'put in review',
  requestRevisions: 'sent back for revisions',
  approve: 'approved',
  reject: 'rejected',
};

export function canTransition(action: ApplicationAction, status: ApplicationStatus): boolean {
  return (TRANSITIONS[action].from as readonly ApplicationStatus[]).includes(status);
}

export function transitionRefusal(action: ApplicationAction, status: ApplicationStatus): string {
  return `This application is ${status.replace('_', ' ')} and cannot be ${VERBS[action]}`;
}
